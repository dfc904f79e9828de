import { formatMoney } from '@mise/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { PrintReportSections, paperWidthOf } from '../print/print-report-sections';
import { PrintSheet } from '../print/print-sheet';
import { amountToMinor } from '../print/receipt-model';
import { useAutoPrint } from '../print/use-auto-print';
import { getEndOfDay } from './api/end-of-day-api';
import { endOfDaySections } from './end-of-day-model';

/** The Z report on receipt paper (80 or 57 mm), opened in the print popup. */
export function PrintEndOfDayPage() {
  const [params] = useSearchParams();
  const date = params.get('date') ?? 'today';
  const widthMm = paperWidthOf(params);
  const query = useQuery({ queryKey: ['end-of-day', 'print', date], queryFn: () => getEndOfDay(date) });
  useAutoPrint(query.isSuccess, params.get('preview') !== '1');

  if (!query.isSuccess) {
    return (
      <PrintSheet widthMm={widthMm} label="Z report">
        <p role={query.isError ? 'alert' : 'status'} className="py-6 text-center font-sans text-sm">
          {query.isError
            ? errorMessage(query.error, 'Error loading details! Please try later!')
            : 'Please wait...'}
        </p>
      </PrintSheet>
    );
  }
  const z = query.data;
  const money = (major: number) => formatMoney(amountToMinor(major), z.currency);
  return (
    <PrintSheet widthMm={widthMm} label="Z report">
      <header className="mb-2 text-center">
        <p className="text-sm font-bold">{z.status === 'closed' ? 'Z REPORT' : 'Z REPORT (DAY OPEN)'}</p>
        <p>{z.date}</p>
        {z.closed_at ? (
          <p>
            Closed{' '}
            {new Date(z.closed_at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
            {z.closed_by ? ` · ${z.closed_by}` : ''}
          </p>
        ) : (
          <p>Printed {new Date().toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</p>
        )}
      </header>
      <PrintReportSections sections={endOfDaySections(z, money)} />
    </PrintSheet>
  );
}
