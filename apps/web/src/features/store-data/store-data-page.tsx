import { STORE_ARCHIVE_CONTENTS, STORE_ARCHIVE_LEFT_OUT } from '@mise/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { downloadStoreArchive, saveFile } from './api/store-archive-api';

/** Settings → Your Data: the owner downloads every record of the store as one file. */
export function StoreDataPage() {
  const user = useSessionUser();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOwner = user?.role === 'admin';

  const onDownload = async () => {
    setDownloading(true);
    setError(null);
    try {
      const file = await downloadStoreArchive();
      saveFile(file);
      toast.success('Your store’s data is downloaded.');
    } catch (caught) {
      setError(errorMessage(caught, 'The download failed. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle>Download all data</CardTitle>
        </CardHeader>
        <CardBody className="space-y-4 text-sm text-stone-600">
          <p>
            One file (.tar.gz) with everything your store holds, to keep as a copy or to move the store to
            another Mise server, where the operator can import it.
          </p>
          <p>{STORE_ARCHIVE_CONTENTS}</p>
          <p>{STORE_ARCHIVE_LEFT_OUT}</p>
          {isOwner ? (
            <Button onClick={onDownload} loading={downloading}>
              {downloading ? null : <Download className="h-4 w-4" aria-hidden />}
              {downloading ? 'Preparing the download…' : 'Download all data'}
            </Button>
          ) : (
            <p className="font-medium text-stone-800">
              Only the owner of the store can download all of its data.
            </p>
          )}
          {error ? (
            <p role="alert" className="font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
