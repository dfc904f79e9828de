import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { PrintReportSections, paperWidthOf } from '../print/print-report-sections';
import { PrintSheet } from '../print/print-sheet';
import { amountToMinor } from '../print/receipt-model';
import { useAutoPrint } from '../print/use-auto-print';
import { getEndOfDay } from './api/end-of-day-api';
import { endOfDaySections } from './end-of-day-model';
import { useEndOfDayText } from './i18n';

/** The Z report on receipt paper (80 or 57 mm), opened in the print popup. */
export function PrintEndOfDayPage() {
  const { t } = useEndOfDayText();
  const format = useFormat();
  const stamp = (value: Date | string) => format.date(value, { dateStyle: 'short', timeStyle: 'short' });
  const [params] = useSearchParams();
  const date = params.get('date') ?? 'today';
  const widthMm = paperWidthOf(params);
  const query = useQuery({ queryKey: ['end-of-day', 'print', date], queryFn: () => getEndOfDay(date) });
  useAutoPrint(query.isSuccess, params.get('preview') !== '1');

  if (!query.isSuccess) {
    return (
      <PrintSheet widthMm={widthMm} label={t('zReport')}>
        <p role={query.isError ? 'alert' : 'status'} className="py-6 text-center font-sans text-sm">
          {query.isError ? errorMessage(query.error, t('loadError')) : t('pleaseWait')}
        </p>
      </PrintSheet>
    );
  }
  const z = query.data;
  const money = (major: number) => format.money(amountToMinor(major), z.currency);
  return (
    <PrintSheet widthMm={widthMm} label={t('zReport')}>
      <header className="mb-2 text-center">
        <p className="text-sm font-bold">
          {t(z.status === 'closed' ? 'zReportHeading' : 'zReportOpenHeading')}
        </p>
        <p>{z.date}</p>
        {z.closed_at ? (
          <p>
            {t('closedAt', { time: stamp(z.closed_at) })}
            {z.closed_by ? ` · ${z.closed_by}` : ''}
          </p>
        ) : (
          <p>{t('printedAt', { time: stamp(new Date()) })}</p>
        )}
      </header>
      <PrintReportSections sections={endOfDaySections(z, money, t)} />
    </PrintSheet>
  );
}
