import type { TReport } from '@mise/contracts';
import { formatMoney } from '@mise/domain';
import { EmptyState } from '../../components/ui/states';

/**
 * Money taken in the period per payment type, the tips apart from it (they belong to the staff,
 * never to revenue) with who took them, and the refunds given in the period.
 */
export function PaymentsByType({ report, periodLabel }: { report: TReport; periodLabel: string }) {
  const money = (amount: number) => formatMoney(Math.round(amount * 100), report.currency);
  const refunds =
    report.refundsCount > 0 ? (
      <p className="border-t border-stone-100 px-4 py-3 text-sm text-red-800" data-testid="refunds-total">
        Refunds {money(report.refundsTotal)} ({report.refundsCount})
      </p>
    ) : null;
  if (report.paymentsByType.length === 0)
    return (
      <>
        <EmptyState title={`No payments for ${periodLabel}`} />
        {refunds}
      </>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Payments by type">
        <thead className="bg-stone-50 text-left text-xs font-medium text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              Payment type
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Payments
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Amount
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Tips
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {report.paymentsByType.map((row) => (
            <tr key={row.payment_type}>
              <th scope="row" className="px-4 py-2 text-left font-medium text-stone-800">
                {row.payment_type || 'No type'}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{row.count}</td>
              <td className="px-4 py-2 text-right tabular-nums">{money(row.amount)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{money(row.tips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.tipsByStaff.length > 0 ? (
        <p className="border-t border-stone-100 px-4 py-3 text-sm text-stone-700" data-testid="tips-by-staff">
          Tips {money(report.tipsTotal)}:{' '}
          {report.tipsByStaff.map((staff) => `${staff.name || 'Unknown'} ${money(staff.tips)}`).join(', ')}
        </p>
      ) : null}
      {refunds}
    </div>
  );
}
