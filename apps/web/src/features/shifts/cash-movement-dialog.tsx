import type { TCashMovementKind } from '@mise/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { parseAmountInput } from '../payments/amount-input';
import { moveCash } from './api/shifts-api';
import { useShiftsText } from './i18n';

const TITLE_KEYS: Record<TCashMovementKind, string> = { pay_in: 'payIn', pay_out: 'payOut' };

/** Cash put into the drawer or taken out of it, with the reason the accountant will read. */
export function CashMovementDialog({
  shiftId,
  kind,
  onDone,
  onClose,
}: {
  shiftId: number;
  kind: TCashMovementKind;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useShiftsText();
  const [form, setForm] = useState({ amount: '', reason: '', key: newIdempotencyKey() });
  const [busy, setBusy] = useState(false);
  const amount = parseAmountInput(form.amount);
  const amountError =
    form.amount.trim() !== '' && (amount === null || amount <= 0) ? t('invalidAmount') : null;

  const submit = async () => {
    setBusy(true);
    try {
      const result = await moveCash(shiftId, { kind, amount: form.amount, reason: form.reason }, form.key);
      toast.success(result.message);
      await onDone();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('actionError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t(TITLE_KEYS[kind])}
      description={t(kind === 'pay_in' ? 'payInDescription' : 'payOutDescription')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={busy}
            disabled={amount === null || amount <= 0 || !form.reason.trim()}
          >
            {t(TITLE_KEYS[kind])}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (amount !== null && amount > 0 && form.reason.trim() && !busy) void submit();
        }}
      >
        <TextField
          label={t('amount')}
          inputMode="decimal"
          autoFocus
          value={form.amount}
          error={amountError}
          onValueChange={(value) => setForm((f) => ({ ...f, amount: value }))}
        />
        <TextField
          label={t('reason')}
          placeholder={t(kind === 'pay_in' ? 'payInPlaceholder' : 'payOutPlaceholder')}
          maxLength={120}
          value={form.reason}
          onValueChange={(value) => setForm((f) => ({ ...f, reason: value }))}
        />
        {/* Enter submits from either field. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
