import type { TBill } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../i18n/format';
import { amountToMinor } from '../print/receipt-model';
import { getBill } from './api/bills-api';
import { usePaymentsText } from './i18n';

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
  const { t } = usePaymentsText();
  const format = useFormat();
  const money = (major: number) => format.money(amountToMinor(major), currency);
  const index = bill.payments.findIndex((p) => p.id === paymentId);
  const shown = index >= 0 ? [bill.payments[index]] : bill.payments;
  const rows = shown.flatMap((payment) => [
    {
      key: `${payment.id}-paid`,
      label: t('paidBy', { type: payment.payment_type ?? '—' }),
      value: money(payment.amount),
    },
    ...(payment.tip > 0
      ? [{ key: `${payment.id}-tip`, label: t('tip'), value: money(payment.tip), indent: true }]
      : []),
    ...(payment.tendered !== null
      ? [
          { key: `${payment.id}-given`, label: t('cashGiven'), value: money(payment.tendered), indent: true },
          { key: `${payment.id}-change`, label: t('change'), value: money(payment.change), indent: true },
        ]
      : []),
  ]);
  return (
    <section className="mt-2 border-t border-dashed border-black pt-1.5" aria-label={t('receiptPayments')}>
      {index >= 0 ? (
        <p className="text-center font-bold" data-testid="receipt-part">
          {t('partOfBill', { part: index + 1 })}
        </p>
      ) : null}
      <dl className="space-y-0.5">
        {rows.map((row) => (
          <div
            key={row.key}
            className={row.indent ? 'flex justify-between gap-2 ps-2' : 'flex justify-between gap-2'}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-black pt-1 font-bold">
          <dt>{t('stillDue')}</dt>
          <dd className="tabular-nums" data-testid="receipt-due">
            {money(bill.due)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
