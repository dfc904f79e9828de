import { formatMoney } from '@mise/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AmountSummary } from '../../components/ui/amount-summary';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Select } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { amountToMinor } from '../print/receipt-model';
import type { TOrderGroup, TOrderPaymentSummary, TOrdersInit } from './api/order-types';
import { getOrderPaymentSummary } from './api/orders-api';
import { groupTitle } from './order-status';

export const ACTION_ERROR = 'Error processing your request, Please try later!';

export interface PayAndCompleteChoice {
  summary: TOrderPaymentSummary;
  paymentTypeId: number | null;
  printReceipt: boolean;
}

/**
 * Pay & Complete (spec 1, Orders screen): the server's Subtotal, Tax and Total for the table's
 * orders, the payment type, and whether to print the receipt afterwards.
 */
export function PayAndCompleteDialog({
  group,
  init,
  onClose,
  onConfirm,
}: {
  group: TOrderGroup;
  init: TOrdersInit | undefined;
  onClose: () => void;
  onConfirm: (choice: PayAndCompleteChoice) => Promise<void>;
}) {
  const summary = useQuery({
    queryKey: ['orders', 'payment-summary', group.order_ids],
    queryFn: () => getOrderPaymentSummary(group.order_ids),
    staleTime: 0,
    gcTime: 0,
  });
  // The server lists only active payment types.
  const paymentTypes = init?.paymentTypes ?? [];
  const [paymentTypeId, setPaymentTypeId] = useState<string>(() => String(paymentTypes[0]?.id ?? ''));
  const [printReceipt, setPrintReceipt] = useState<boolean>(init?.printSettings.isEnablePrint ?? true);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();
  const currency = init?.storeSettings.currency ?? 'USD';
  const money = (amount: number) => formatMoney(amountToMinor(amount), currency);

  const submit = async () => {
    if (!summary.data) return;
    setBusy(true);
    try {
      await onConfirm({
        summary: summary.data,
        paymentTypeId: paymentTypeId ? Number(paymentTypeId) : null,
        printReceipt,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Pay & Complete"
      description={groupTitle(group)}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button variant="success" onClick={submit} loading={busy} disabled={!summary.data}>
            Pay & Complete
          </Button>
        </>
      }
    >
      {summary.isPending ? (
        <LoadingState className="py-6" />
      ) : summary.isError ? (
        <ErrorState message={ACTION_ERROR} onRetry={() => summary.refetch()} className="py-6" />
      ) : (
        <div className="space-y-4">
          <AmountSummary
            label="Payment summary"
            rows={[
              { label: 'Subtotal', value: money(summary.data.subtotal) },
              summary.data.serviceCharge > 0
                ? { label: 'Service Charge', value: money(summary.data.serviceCharge) }
                : null,
              { label: 'Tax', value: money(summary.data.taxTotal) },
            ]}
            total={{ label: 'Total', value: money(summary.data.total), testId: 'pay-total' }}
          />
          <Field label="Payment Type">
            {(ids) => (
              <Select {...ids} value={paymentTypeId} onChange={(e) => setPaymentTypeId(e.target.value)}>
                {paymentTypes.length === 0 ? <option value="">No payment types</option> : null}
                {paymentTypes.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm text-stone-700">
            <input
              id={checkboxId}
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={printReceipt}
              onChange={(e) => setPrintReceipt(e.target.checked)}
            />
            Print Receipt
          </label>
        </div>
      )}
    </Dialog>
  );
}
