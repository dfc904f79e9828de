import type { TCsvImportPreview, TCsvPreviewRow } from '@mise/contracts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { withToast } from '../../lib/toast';
import { type CsvKind, importCsv, previewCsvImport } from './api/csv-transfer-api';
import { useCsvTransferText } from './i18n';

/** Rows drawn in the preview besides every row with an error (a 5,000-row file stays quick). */
const SHOWN_ROWS = 300;

/** Each action's catalogue key. */
const ACTION_LABELS: Record<TCsvPreviewRow['action'], string> = {
  create: 'actionCreate',
  update: 'actionUpdate',
  error: 'actionError',
};
const ACTION_STYLES: Record<TCsvPreviewRow['action'], string> = {
  create: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
};

export interface CsvImportDialogProps {
  kind: CsvKind;
  title: string;
  /** The columns a file has, as the hint under the file field says them. */
  columnsHint: string;
  onClose: () => void;
  onImported: () => unknown;
}

/**
 * Import from a CSV file: the file is read by the server, which answers what each row would do
 * (new, update, or an error and why) before anything is written; Import writes every row or none,
 * and is offered only when no row has an error.
 */
export function CsvImportDialog({ kind, title, columnsHint, onClose, onImported }: CsvImportDialogProps) {
  const { t } = useCsvTransferText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TCsvImportPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onChoose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    setChecking(true);
    try {
      setPreview(await previewCsvImport(kind, chosen));
    } catch (caught) {
      setError(errorMessage(caught, t('readFailed')));
    } finally {
      setChecking(false);
    }
  };

  const onImport = async () => {
    if (!file) return;
    setImporting(true);
    try {
      await withToast(importCsv(kind, file), t('importFailed'));
      await onImported();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('importFailed')));
    } finally {
      setImporting(false);
    }
  };

  const canImport = Boolean(file && preview && preview.totals.error === 0 && preview.totals.rows > 0);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      description={t('chooseDescription')}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={importing}>
            {t('cancel')}
          </Button>
          <Button onClick={onImport} disabled={!canImport || checking} loading={importing}>
            {preview && canImport ? t('importRows', { count: preview.totals.rows }) : t('import')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <Field label={t('csvFile')} error={error} hint={columnsHint}>
          {(ids) => (
            <input
              {...ids}
              type="file"
              accept=".csv,text/csv"
              disabled={importing}
              onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-stone-700 file:me-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium file:text-stone-800"
            />
          )}
        </Field>
        {checking ? (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('checking')}
          </p>
        ) : null}
        {preview ? <PreviewTable preview={preview} /> : null}
      </div>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: TCsvImportPreview }) {
  const { t } = useCsvTransferText();
  const { totals } = preview;
  let others = 0;
  const shown = preview.rows.filter((r) => r.action === 'error' || ++others <= SHOWN_ROWS);
  return (
    <div className="space-y-3">
      <p
        role="status"
        className={cn(
          'rounded-lg p-3 text-sm',
          totals.error ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
        )}
      >
        {t(totals.error ? 'summaryWithErrors' : 'summaryReady', {
          rows: totals.rows,
          create: totals.create,
          update: totals.update,
          errors: totals.error,
        })}
      </p>
      {preview.notes.length ? (
        <ul className="list-disc space-y-1 ps-5 text-sm text-stone-700">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <section
        aria-label={t('rowsOfFile')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
        tabIndex={0}
        className="max-h-[45dvh] overflow-auto rounded-xl border border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="sticky top-0 border-b border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('action')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('details')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {shown.map((row) => (
              <tr key={row.row} className={row.action === 'error' ? 'bg-red-50/40' : undefined}>
                <td className="px-3 py-2 text-stone-600 tabular-nums">{row.row}</td>
                <td className="max-w-[14rem] truncate px-3 py-2 font-medium text-stone-900" title={row.name}>
                  {row.name || '—'}
                </td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
                      ACTION_STYLES[row.action],
                    )}
                  >
                    {t(ACTION_LABELS[row.action])}
                  </span>
                </td>
                <td className="min-w-[14rem] px-3 py-2">
                  {row.errors.length ? (
                    <ul className="space-y-0.5 text-red-800">
                      {row.errors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-stone-600">{row.notes.join(' ')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {shown.length < preview.rows.length ? (
        <p className="text-xs text-stone-600">
          {t('showingRows', { shown: shown.length, total: preview.rows.length })}
        </p>
      ) : null}
    </div>
  );
}
