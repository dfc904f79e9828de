import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { downloadStoreArchive, saveFile } from './api/store-archive-api';
import { useStoreDataText } from './i18n';

/** Settings → Your Data: the owner downloads every record of the store as one file. */
export function StoreDataPage() {
  const { t } = useStoreDataText();
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
      toast.success(t('downloaded'));
    } catch (caught) {
      setError(errorMessage(caught, t('downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle>{t('downloadAll')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-4 text-sm text-stone-600">
          <p>{t('intro')}</p>
          {/* The contract's STORE_ARCHIVE_CONTENTS and STORE_ARCHIVE_LEFT_OUT, in the language shown. */}
          <p>{t('archiveContents')}</p>
          <p>{t('archiveLeftOut')}</p>
          {isOwner ? (
            <Button onClick={onDownload} loading={downloading}>
              {downloading ? null : <Download className="h-4 w-4" aria-hidden />}
              {downloading ? t('preparing') : t('downloadAll')}
            </Button>
          ) : (
            <p className="font-medium text-stone-800">{t('ownerOnly')}</p>
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
