import type { TRefundableLine } from '@mise/contracts';
import { formatMoney, refundOfUnits } from '@mise/domain';
import { Input } from '../../components/ui/input';
import { amountToMinor } from '../print/receipt-model';

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
  const refundable = lines.filter((line) => line.amount > 0 && line.refunded_quantity < line.quantity);
  if (refundable.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">By line (optional)</legend>
      <ul
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm"
        aria-label="Lines to refund"
      >
        {refundable.map((line) => {
          const left = line.quantity - line.refunded_quantity;
          return (
            <li key={line.id} className="flex items-center gap-3 px-3 py-1.5">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-900">
                  {line.quantity} x {line.title}
                </span>
                <span className="text-xs text-stone-600 tabular-nums">
                  {formatMoney(amountToMinor(line.amount), currency)}
                  {line.refunded_quantity > 0 ? ` · ${line.refunded_quantity} refunded` : ''}
                </span>
              </span>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                aria-label={`Units of ${line.title} to refund`}
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
