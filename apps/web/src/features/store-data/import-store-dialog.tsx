import type { TTenantImportResult } from '@mise/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { importStoreArchive } from './api/store-archive-api';
import { useStoreDataText } from './i18n';

/** Table names as the result lists them. */
const label = (table: string) => table.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** The operator imports a store archive (downloaded from a store's Settings → Your Data) as a new store. */
export function ImportStoreDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useStoreDataText();
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TTenantImportResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('chooseArchive'));
      return;
    }
    setImporting(true);
    setError(null);
    try {
      setResult(await importStoreArchive(file));
      onImported();
    } catch (caught) {
      setError(errorMessage(caught, t('importFailed')));
    } finally {
      setImporting(false);
    }
  };

  const rows = result ? Object.entries(result.counts).filter(([, count]) => count > 0) : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('importTitle')}
      description={t('importDescription')}
      size="lg"
      footer={
        result ? (
          <Button onClick={onClose}>{t('done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={importing}>
              {t('cancel')}
            </Button>
            <Button type="submit" form="import-store-form" loading={importing}>
              {t('import')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className="space-y-4 text-sm">
          <p role="status" className="font-medium text-stone-900">
            {t('importedAs', { name: result.name, tenantId: result.tenantId })}
          </p>
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{result.note}</p>
          <table className="w-full text-start">
            <caption className="sr-only">{t('rowsPerTable')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-500">
                <th scope="col" className="py-1.5 font-medium">
                  {t('table')}
                </th>
                <th scope="col" className="py-1.5 text-end font-medium">
                  {t('rows')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([table, count]) => (
                <tr key={table} className="border-b border-stone-100">
                  <td className="py-1.5">{label(table)}</td>
                  <td className="py-1.5 text-end tabular-nums">{count}</td>
                </tr>
              ))}
              <tr>
                <td className="py-1.5">{t('pictures')}</td>
                <td className="py-1.5 text-end tabular-nums">{result.uploads}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <form id="import-store-form" onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={t('storeArchive')} error={error} hint={t('archiveHint')}>
            {(ids) => (
              <input
                {...ids}
                type="file"
                accept=".gz,.tar.gz,application/gzip"
                disabled={importing}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError(null);
                }}
                className="block w-full text-sm text-stone-700 file:me-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium file:text-stone-800"
              />
            )}
          </Field>
          {importing ? (
            <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('uploading')}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
