import type { TBill } from '@mise/contracts';
import { formatMoney } from '@mise/domain';
import { useQuery } from '@tanstack/react-query';
import { amountToMinor } from '../print/receipt-model';
import { getBill } from './api/bills-api';

/** The bill a receipt belongs to, when it is printed from Split & Pay. */
export function useReceiptBill(billId: number | null) {
  return useQuery({
    queryKey: ['payments', 'bill', billId],
    queryFn: () => getBill(billId as number),
    enabled: billId !== null,
    staleTime: 0,
  });
}

/**
 * The payments part of a receipt: one part's payment (a part receipt) or all of the bill's, then
 * what the bill has been paid and what is still due.
 */
export function BillPayments({
  bill,
  paymentId,
  currency,
}: {
  bill: TBill;
  paymentId: number | null;
  currency: string;
}) {
  const money = (major: number) => formatMoney(amountToMinor(major), currency);
  const index = bill.payments.findIndex((p) => p.id === paymentId);
  const shown = index >= 0 ? [bill.payments[index]] : bill.payments;
  const rows = shown.flatMap((payment) => [
    {
      key: `${payment.id}-paid`,
      label: `Paid by ${payment.payment_type ?? '—'}`,
      value: money(payment.amount),
    },
    ...(payment.tip > 0
      ? [{ key: `${payment.id}-tip`, label: 'Tip', value: money(payment.tip), indent: true }]
      : []),
    ...(payment.tendered !== null
      ? [
          { key: `${payment.id}-given`, label: 'Cash given', value: money(payment.tendered), indent: true },
          { key: `${payment.id}-change`, label: 'Change', value: money(payment.change), indent: true },
        ]
      : []),
  ]);
  return (
    <section className="mt-2 border-t border-dashed border-black pt-1.5" aria-label="Receipt payments">
      {index >= 0 ? (
        <p className="text-center font-bold" data-testid="receipt-part">
          Part {index + 1} of the bill
        </p>
      ) : null}
      <dl className="space-y-0.5">
        {rows.map((row) => (
          <div
            key={row.key}
            className={row.indent ? 'flex justify-between gap-2 pl-2' : 'flex justify-between gap-2'}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-black pt-1 font-bold">
          <dt>Still due</dt>
          <dd className="tabular-nums" data-testid="receipt-due">
            {money(bill.due)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
