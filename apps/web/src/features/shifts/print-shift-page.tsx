import { useSearchParams } from 'react-router';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { parsePositiveId } from '../print/print-links';
import { PrintReportSections, paperWidthOf } from '../print/print-report-sections';
import { PrintSheet } from '../print/print-sheet';
import { amountToMinor } from '../print/receipt-model';
import { useAutoPrint } from '../print/use-auto-print';
import { useShift } from './api/shifts-api';
import { useShiftsText } from './i18n';
import { shiftReportSections } from './shift-report-model';

/**
 * The shift's report on receipt paper, opened in the print popup: the X report of an open shift
 * (figures so far, printed at that moment) or the close report with the count and the variance.
 */
export function PrintShiftPage() {
  const { t } = useShiftsText();
  const format = useFormat();
  const stamp = (iso: string) => format.date(iso, { dateStyle: 'short', timeStyle: 'short' });
  const [params] = useSearchParams();
  const shiftId = parsePositiveId(params, 'id');
  const widthMm = paperWidthOf(params);
  const query = useShift(shiftId);
  useAutoPrint(query.isSuccess, params.get('preview') !== '1');

  if (shiftId === null || query.isError || query.isPending) {
    const text =
      shiftId === null
        ? t('noShiftToPrint')
        : query.isError
          ? errorMessage(query.error, t('loadError'))
          : t('pleaseWait');
    return (
      <PrintSheet widthMm={widthMm} label={t('shiftReport')}>
        <p
          role={query.isPending && shiftId !== null ? 'status' : 'alert'}
          className="py-6 text-center font-sans text-sm"
        >
          {text}
        </p>
      </PrintSheet>
    );
  }
  const shift = query.data;
  const money = (major: number) => format.money(amountToMinor(major), shift.currency);
  return (
    <PrintSheet widthMm={widthMm} label={t('shiftReport')}>
      <header className="mb-2 text-center">
        <p className="text-sm font-bold">
          {t(shift.status === 'open' ? 'xReportHeading' : 'shiftCloseHeading')}
        </p>
        <p>{t('shiftNumber', { id: String(shift.id) })}</p>
        <p>
          {t('openedAt', { time: stamp(shift.opened_at) })}
          {shift.opened_by ? ` · ${shift.opened_by}` : ''}
        </p>
        {shift.closed_at ? (
          <p>
            {t('closedAt', { time: stamp(shift.closed_at) })}
            {shift.closed_by ? ` · ${shift.closed_by}` : ''}
          </p>
        ) : (
          <p>{t('printedAt', { time: stamp(new Date().toISOString()) })}</p>
        )}
      </header>
      <PrintReportSections sections={shiftReportSections(shift, money, t)} />
      {shift.counts.length > 0 ? (
        <section className="border-t border-dashed border-black py-1.5">
          <h2 className="font-bold uppercase">{t('countHeading')}</h2>
          {shift.counts.map((c) => (
            <p key={c.denomination} className="flex justify-between gap-2">
              <span>
                {money(c.denomination)} × {c.count}
              </span>
              <span>{money(Math.round(c.denomination * c.count * 100) / 100)}</span>
            </p>
          ))}
        </section>
      ) : null}
      {shift.note ? (
        <p className="border-t border-dashed border-black pt-1.5">{t('noteLine', { note: shift.note })}</p>
      ) : null}
    </PrintSheet>
  );
}
