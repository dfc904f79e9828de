import type { TRefundableLine } from '@mise/contracts';
import { refundOfUnits } from '@mise/domain';
import { Input } from '../../components/ui/input';
import { useFormat } from '../../i18n/format';
import { amountToMinor } from '../print/receipt-model';
import { usePaymentsText } from './i18n';

/** Units chosen per line id. */
export type RefundUnits = Record<number, number>;

/** What the chosen units give back, as the server prices them (refundOfUnits). */
export function amountOfUnits(lines: readonly TRefundableLine[], units: RefundUnits): number {
  return lines.reduce((sum, line) => {
    const n = units[line.id] ?? 0;
    return n > 0
      ? sum + refundOfUnits(amountToMinor(line.amount), line.quantity, line.refunded_quantity, n)
      : sum;
  }, 0);
}

/** A refund by line: how many units of each line go back (up to what is left of it). */
export function RefundLines({
  lines,
  units,
  onChange,
  currency,
}: {
  lines: TRefundableLine[];
  units: RefundUnits;
  onChange: (units: RefundUnits) => void;
  currency: string;
}) {
  const { t } = usePaymentsText();
  const { money } = useFormat();
  const refundable = lines.filter((line) => line.amount > 0 && line.refunded_quantity < line.quantity);
  if (refundable.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">{t('byLineOptional')}</legend>
      <ul
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm"
        aria-label={t('linesToRefund')}
      >
        {refundable.map((line) => {
          const left = line.quantity - line.refunded_quantity;
          return (
            <li key={line.id} className="flex items-center gap-3 px-3 py-1.5">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-900">
                  {t('lineQuantity', { quantity: line.quantity, item: line.title })}
                </span>
                <span className="text-xs text-stone-600 tabular-nums">
                  {money(amountToMinor(line.amount), currency)}
                  {line.refunded_quantity > 0
                    ? ` · ${t('unitsRefunded', { count: line.refunded_quantity })}`
                    : ''}
                </span>
              </span>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                aria-label={t('unitsToRefund', { item: line.title })}
                value={units[line.id] ?? 0}
                onChange={(e) => {
                  const value = Math.trunc(Number(e.target.value));
                  onChange({
                    ...units,
                    [line.id]: Math.max(0, Math.min(Number.isFinite(value) ? value : 0, left)),
                  });
                }}
                className="h-9 w-16 text-center"
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
