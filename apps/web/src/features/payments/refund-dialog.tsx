import type { TInvoiceRefunds } from '@mise/contracts';
import { formatAmount } from '@mise/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { AmountSummary } from '../../components/ui/amount-summary';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { amountToMinor } from '../print/receipt-model';
import { parseAmountInput } from './amount-input';
import { getRefunds, refundInvoice } from './api/bills-api';
import { usePaymentsText } from './i18n';
import { amountOfUnits, RefundLines, type RefundUnits } from './refund-lines';

/**
 * Refund on a paid invoice: what was paid and already given back, then an amount (all that is left
 * by default), the payment type it goes back to and the reason. The invoice itself never changes.
 */
export function RefundDialog({
  invoiceId,
  currency,
  onClose,
}: {
  invoiceId: number;
  currency: string;
  onClose: () => void;
}) {
  const { t } = usePaymentsText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const refunds = useQuery({
    queryKey: ['payments', 'refunds', invoiceId],
    queryFn: () => getRefunds(invoiceId),
    staleTime: 0,
  });
  const [form, setForm] = useState({ amount: '', paymentTypeId: '', reason: '', key: newIdempotencyKey() });
  const [busy, setBusy] = useState(false);
  const money = (major: number) => format.money(amountToMinor(major), currency);

  useEffect(() => {
    if (refunds.data) setForm((f) => (f.amount === '' && f.paymentTypeId === '' ? fill(f, refunds.data) : f));
  }, [refunds.data]);

  const [lineUnits, setLineUnits] = useState<RefundUnits>({});
  const chosenLines = Object.entries(lineUnits)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
  const byLine = chosenLines.length > 0;
  const amount = byLine ? amountOfUnits(refunds.data?.lines ?? [], lineUnits) : parseAmountInput(form.amount);
  const submit = async () => {
    setBusy(true);
    const toastId = toast.loading(t('pleaseWait'));
    try {
      const result = await refundInvoice(
        invoiceId,
        {
          // By line, the server prices the lines itself; the amount shown is what it will give back.
          ...(byLine ? { lines: chosenLines } : { amount: form.amount }),
          paymentTypeId: Number(form.paymentTypeId),
          reason: form.reason,
        },
        form.key,
      );
      toast.success(result.message, { id: toastId });
      queryClient.setQueryData(['payments', 'refunds', invoiceId], result);
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('actionError')), { id: toastId });
    } finally {
      setBusy(false);
    }
  };

  const nothingLeft = refunds.data?.refundable === 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('refund')}
      description={t('invoiceNumber', { invoice: String(invoiceId) })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('close')}
          </Button>
          <Button
            variant="danger"
            onClick={submit}
            loading={busy}
            disabled={
              !refunds.data || nothingLeft || amount === null || !form.reason.trim() || !form.paymentTypeId
            }
          >
            {t('refund')}
          </Button>
        </>
      }
    >
      {refunds.isPending ? (
        <LoadingState className="py-6" />
      ) : refunds.isError ? (
        <ErrorState message={t('actionError')} onRetry={() => refunds.refetch()} className="py-6" />
      ) : (
        <div className="space-y-4">
          <AmountSummary
            label={t('refundSummary')}
            rows={[
              { label: t('paid'), value: money(refunds.data.total) },
              { label: t('refunded'), value: money(refunds.data.refunded) },
            ]}
            total={{ label: t('leftToRefund'), value: money(refunds.data.refundable), testId: 'refundable' }}
          />
          {refunds.data.refunds.length > 0 ? (
            <ul className="divide-y divide-stone-100 text-sm" aria-label={t('refundsGiven')}>
              {refunds.data.refunds.map((r) => (
                <li key={r.id} className="flex justify-between gap-2 py-1.5">
                  <span className="min-w-0 break-words">
                    {r.reason} <span className="text-stone-500">· {r.payment_type ?? '—'}</span>
                  </span>
                  <span className="tabular-nums">{money(r.amount)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {nothingLeft ? (
            <p className="text-sm text-stone-600">{t('refundedInFull')}</p>
          ) : (
            <>
              <RefundLines
                lines={refunds.data.lines}
                units={lineUnits}
                onChange={setLineUnits}
                currency={currency}
              />
              <Field
                label={t('amountToRefund')}
                hint={byLine ? t('amountToRefundHint') : undefined}
                error={!byLine && form.amount !== '' && amount === null ? t('invalidAmount') : null}
              >
                {(ids) => (
                  <Input
                    {...ids}
                    inputMode="decimal"
                    value={byLine ? formatAmount(amount ?? 0) : form.amount}
                    readOnly={byLine}
                    onChange={(e) => setForm((f) => ({ ...f, amount: e.target.value }))}
                  />
                )}
              </Field>
              <Field label={t('refundTo')}>
                {(ids) => (
                  <Select
                    {...ids}
                    value={form.paymentTypeId}
                    onChange={(e) => setForm((f) => ({ ...f, paymentTypeId: e.target.value }))}
                  >
                    {refunds.data.payment_types.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('reason')}>
                {(ids) => (
                  <Input
                    {...ids}
                    maxLength={300}
                    value={form.reason}
                    onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
                  />
                )}
              </Field>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

function fill<T extends { amount: string; paymentTypeId: string }>(form: T, data: TInvoiceRefunds): T {
  return {
    ...form,
    amount: formatAmount(amountToMinor(data.refundable)),
    paymentTypeId: String(data.payment_types[0]?.id ?? ''),
  };
}
