import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AmountSummary } from '../../components/ui/amount-summary';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Select } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { text } from '../../i18n/app-i18n';
import { useFormat } from '../../i18n/format';
import { amountToMinor } from '../print/receipt-model';
import type { TOrderGroup, TOrderPaymentSummary, TOrdersInit } from './api/order-types';
import { getOrderPaymentSummary } from './api/orders-api';
import { useOrdersText } from './i18n';
import { groupTitle } from './order-status';

/** The spec's message when an action fails, in the language shown (call it when it is shown). */
export const actionError = () => text('orders:actionError');

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
  const { t } = useOrdersText();
  const format = useFormat();
  const checkboxId = useId();
  const currency = init?.storeSettings.currency ?? 'USD';
  const money = (amount: number) => format.money(amountToMinor(amount), currency);

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
      title={t('payAndComplete')}
      description={groupTitle(group)}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('close')}
          </Button>
          <Button variant="success" onClick={submit} loading={busy} disabled={!summary.data}>
            {t('payAndComplete')}
          </Button>
        </>
      }
    >
      {summary.isPending ? (
        <LoadingState className="py-6" />
      ) : summary.isError ? (
        <ErrorState message={t('actionError')} onRetry={() => summary.refetch()} className="py-6" />
      ) : (
        <div className="space-y-4">
          <AmountSummary
            label={t('paymentSummary')}
            rows={[
              { label: t('subtotal'), value: money(summary.data.subtotal) },
              summary.data.serviceCharge > 0
                ? { label: t('serviceCharge'), value: money(summary.data.serviceCharge) }
                : null,
              { label: t('tax'), value: money(summary.data.taxTotal) },
            ]}
            total={{ label: t('total'), value: money(summary.data.total), testId: 'pay-total' }}
          />
          <Field label={t('paymentType')}>
            {(ids) => (
              <Select {...ids} value={paymentTypeId} onChange={(e) => setPaymentTypeId(e.target.value)}>
                {paymentTypes.length === 0 ? <option value="">{t('noPaymentTypes')}</option> : null}
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
            {t('printReceipt')}
          </label>
        </div>
      )}
    </Dialog>
  );
}
