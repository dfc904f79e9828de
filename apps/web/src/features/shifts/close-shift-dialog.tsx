import type { TShift } from '@mise/contracts';
import { countedTotal } from '@mise/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AmountSummary } from '../../components/ui/amount-summary';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input, TextField } from '../../components/ui/input';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { amountToMinor } from '../print/receipt-model';
import { closeShift } from './api/shifts-api';
import { useShiftsText } from './i18n';
import { signedMoney, varianceLabel } from './shift-report-model';

/** "3" → 3; empty → 0; anything else (negative, fractional, text) → null. */
function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Closing the shift: the drawer counted by note and coin of the store's currency, the total as it is
 * typed, and what the drawer should hold so far with the difference. The server recomputes both
 * and freezes them with the close.
 */
export function CloseShiftDialog({
  shift,
  denominations,
  onClosed,
  onClose,
}: {
  shift: TShift;
  /** Major units, largest first. */
  denominations: number[];
  onClosed: (closed: TShift) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useShiftsText();
  const format = useFormat();
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (major: number) => format.money(amountToMinor(major), shift.currency);

  const parsed = denominations.map((denomination) => ({
    denomination,
    count: parseCount(counts[denomination] ?? ''),
  }));
  const valid = parsed.every((p) => p.count !== null);
  const countedMinor = countedTotal(
    parsed.map((p) => ({ denomination: amountToMinor(p.denomination), count: p.count ?? 0 })),
  );
  const counted = countedMinor / 100;
  const variance = (countedMinor - amountToMinor(shift.cash.expected)) / 100;

  const submit = async () => {
    setBusy(true);
    try {
      const result = await closeShift(shift.id, {
        counts: parsed
          .filter((p) => (p.count ?? 0) > 0)
          .map((p) => ({ denomination: p.denomination, count: p.count ?? 0 })),
        note: note.trim() || null,
      });
      toast.success(result.message);
      await onClosed(result.shift);
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
      title={t('closeShift')}
      description={t('closeShiftDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!valid}>
            {t('closeShift')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-700">{t('cashCounted')}</legend>
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {parsed.map(({ denomination, count }) => {
              const id = `count-${denomination}`;
              return (
                <div key={denomination} className="flex items-center gap-2">
                  <label htmlFor={id} className="w-24 shrink-0 text-end text-sm tabular-nums text-stone-700">
                    {money(denomination)}
                  </label>
                  <span aria-hidden className="text-stone-400">
                    ×
                  </span>
                  <Input
                    id={id}
                    inputMode="numeric"
                    placeholder="0"
                    aria-invalid={count === null}
                    className="h-9 w-24 text-end tabular-nums"
                    value={counts[denomination] ?? ''}
                    onChange={(e) => setCounts((c) => ({ ...c, [denomination]: e.target.value }))}
                  />
                </div>
              );
            })}
          </div>
          {!valid ? (
            <p role="alert" className="mt-2 text-xs font-medium text-red-600">
              {t('invalidCounts')}
            </p>
          ) : null}
        </fieldset>
        <AmountSummary
          label={t('drawerCount')}
          rows={[
            { label: t('expectedSoFar'), value: money(shift.cash.expected) },
            { label: t('counted'), value: money(counted) },
          ]}
          total={{
            label: varianceLabel(variance, t),
            value: signedMoney(variance, money),
            testId: 'close-variance',
          }}
        />
        <TextField
          label={t('noteOptional')}
          placeholder={t('notePlaceholder')}
          maxLength={500}
          value={note}
          onValueChange={setNote}
        />
      </div>
    </Dialog>
  );
}
