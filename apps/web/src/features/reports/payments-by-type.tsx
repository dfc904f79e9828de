import type { TReport } from '@mise/contracts';
import { EmptyState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { useReportsText } from './i18n';

/**
 * Money taken in the period per payment type, the tips apart from it (they belong to the staff,
 * never to revenue) with who took them, and the refunds given in the period.
 */
export function PaymentsByType({ report, periodLabel }: { report: TReport; periodLabel: string }) {
  const { t } = useReportsText();
  const format = useFormat();
  const money = (amount: number) => format.money(Math.round(amount * 100), report.currency);
  const refunds =
    report.refundsCount > 0 ? (
      <p className="border-t border-stone-100 px-4 py-3 text-sm text-red-800" data-testid="refunds-total">
        {t('refundsLine', { amount: money(report.refundsTotal), count: report.refundsCount })}
      </p>
    ) : null;
  if (report.paymentsByType.length === 0)
    return (
      <>
        <EmptyState title={t('noPayments', { period: periodLabel })} />
        {refunds}
      </>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('paymentsByType')}>
        <thead className="bg-stone-50 text-start text-xs font-medium text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('paymentType')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('paymentsCount')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('amount')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('tips')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {report.paymentsByType.map((row) => (
            <tr key={row.payment_type}>
              <th scope="row" className="px-4 py-2 text-start font-medium text-stone-800">
                {row.payment_type || t('noType')}
              </th>
              <td className="px-4 py-2 text-end tabular-nums">{format.number(row.count)}</td>
              <td className="px-4 py-2 text-end tabular-nums">{money(row.amount)}</td>
              <td className="px-4 py-2 text-end tabular-nums">{money(row.tips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.tipsByStaff.length > 0 ? (
        <p className="border-t border-stone-100 px-4 py-3 text-sm text-stone-700" data-testid="tips-by-staff">
          {t('tipsLine', {
            total: money(report.tipsTotal),
            list: report.tipsByStaff
              .map((staff) => `${staff.name || t('unknownStaff')} ${money(staff.tips)}`)
              .join(', '),
          })}
        </p>
      ) : null}
      {refunds}
    </div>
  );
}
