import type { TPaymentType } from '@mise/contracts';
import { CheckCircle2, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/input';
import type { CartPricing } from '../cart';
import { usePosText } from '../i18n';
import { TotalsList } from './cart-lines';

export type SendMode = 'kitchen' | 'pay';

/**
 * "Send order to Kitchen" or "Collect Payment & Send order to Kitchen": the totals, and for a paid
 * order the payment type, before the order goes out.
 */
export function OrderSummaryDialog({
  mode,
  totals,
  itemCount,
  currency,
  paymentTypes,
  busy,
  onConfirm,
  onClose,
}: {
  mode: SendMode;
  totals: CartPricing;
  itemCount: number;
  currency: string;
  paymentTypes: readonly TPaymentType[];
  busy: boolean;
  onConfirm: (paymentTypeId: number | null) => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const [paymentTypeId, setPaymentTypeId] = useState<string>(String(paymentTypes[0]?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const isPay = mode === 'pay';
  const confirm = () => {
    if (isPay && !paymentTypeId) {
      setError(t('selectPaymentType'));
      return;
    }
    onConfirm(isPay ? Number(paymentTypeId) : null);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={isPay ? t('collectPaymentSendOrder') : t('sendOrderToKitchen')}
      description={t('itemsInCart', { count: itemCount })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant={isPay ? 'success' : 'primary'} loading={busy} onClick={confirm} autoFocus>
            {isPay ? t('collectPaymentSend') : t('sendToKitchen')}
          </Button>
        </>
      }
    >
      <TotalsList totals={totals} currency={currency} className="space-y-1.5" />
      {isPay ? (
        <Field label={t('paymentType')} className="mt-4" error={error}>
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
      ) : null}
    </Dialog>
  );
}

/** Order sent to Kitchen: the token to call out, the order id, and Print Token. */
export function OrderSentDialog({
  tokenNo,
  orderId,
  onPrintToken,
  onClose,
}: {
  tokenNo: number;
  orderId: number;
  onPrintToken: () => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('orderSentToKitchen')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={onPrintToken} autoFocus>
            <Printer className="h-4 w-4" aria-hidden />
            {t('printToken')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-2 py-2 text-center">
        <CheckCircle2 className="h-10 w-10 text-emerald-700" aria-hidden />
        <p className="text-sm text-stone-500">{t('tokenNo')}</p>
        <p className="text-5xl font-bold tracking-tight text-stone-900 tabular-nums" data-testid="token-no">
          {tokenNo}
        </p>
        <p className="text-sm text-stone-600">
          {t('orderId')}{' '}
          <span className="font-medium tabular-nums" data-testid="order-id">
            {orderId}
          </span>
        </p>
      </div>
    </Dialog>
  );
}
