import { splitByItems } from '@mise/domain';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useFormat } from '../../i18n/format';
import { usePaymentsText } from './i18n';
import type { BillLine } from './item-split';

/**
 * Split by item: each line's units go to the parts (a whole line to one guest, or part of its
 * quantity to several); below, what each part costs (shared to the cent by the domain's
 * splitByItems), what is not given to anyone yet, and each part's pay and print buttons.
 */
export function ItemSplitPlanner({
  lines,
  units,
  onUnitsChange,
  paidParts,
  due,
  currency,
  onPayPart,
  onPrintPart,
  partSeats,
}: {
  lines: BillLine[];
  units: number[][];
  onUnitsChange: (units: number[][]) => void;
  /** Parts paid in this dialog. */
  paidParts: ReadonlySet<number>;
  due: number;
  currency: string;
  onPayPart: (part: number, amount: number) => void;
  onPrintPart: (part: number) => void;
  /** The seat of each part ("Seat 2") when the parts are not just numbered. */
  partSeats?: readonly number[];
}) {
  const { t } = usePaymentsText();
  const format = useFormat();
  const seatOf = (p: number) => partSeats?.[p];
  const nameOf = (p: number) => {
    const seat = seatOf(p);
    return seat === undefined ? t('partName', { part: p + 1 }) : t('seatName', { seat });
  };
  /** The part's name inside a sentence ("Pay seat 2"). */
  const lowerNameOf = (p: number) => {
    const seat = seatOf(p);
    return seat === undefined ? t('partInline', { part: p + 1 }) : t('seatInline', { seat });
  };
  const parts = units[0]?.length ?? 0;
  const money = (minor: number) => format.money(minor, currency);
  const split = splitByItems(lines, units, Math.max(parts, 1));
  const partIndexes = Array.from({ length: parts }, (_, p) => p);

  const setCell = (lineIndex: number, part: number, value: number) => {
    const row = units[lineIndex];
    const others = row.reduce((sum, u, p) => (p === part ? sum : sum + u), 0);
    const clamped = Math.max(
      0,
      Math.min(Number.isFinite(value) ? Math.trunc(value) : 0, lines[lineIndex].quantity - others),
    );
    onUnitsChange(units.map((r, i) => (i === lineIndex ? r.map((u, p) => (p === part ? clamped : u)) : r)));
  };

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-sm" aria-label={t('splitByItem')}>
          <thead className="bg-stone-50 text-xs text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-start font-medium">
                {t('item')}
              </th>
              {partIndexes.map((p) => (
                <th key={p} scope="col" className="px-1 py-1.5 text-center font-medium whitespace-nowrap">
                  {nameOf(p)}
                </th>
              ))}
              <th scope="col" className="px-2 py-1.5 text-center font-medium">
                {t('left')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((line, lineIndex) => {
              const left = line.quantity - units[lineIndex].reduce((a, u) => a + u, 0);
              return (
                <tr key={line.id}>
                  <th scope="row" className="px-2 py-1.5 text-start font-normal">
                    <span className="block font-medium text-stone-900">
                      {t('lineQuantity', { quantity: line.quantity, item: line.title })}
                    </span>
                    <span className="text-xs text-stone-600 tabular-nums">{money(line.amount)}</span>
                  </th>
                  {partIndexes.map((p) => (
                    <td key={p} className="px-1 py-1.5 text-center">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={line.quantity}
                        aria-label={t('lineInPart', { item: line.title, part: lowerNameOf(p) })}
                        value={units[lineIndex][p]}
                        onChange={(e) => setCell(lineIndex, p, Number(e.target.value))}
                        className="h-9 w-14 px-1 text-center"
                        disabled={paidParts.has(p)}
                      />
                    </td>
                  ))}
                  <td
                    className={
                      left > 0
                        ? 'px-2 text-center font-semibold text-amber-800'
                        : 'px-2 text-center text-stone-600'
                    }
                  >
                    {left}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {split.unassigned > 0 ? (
        <p className="text-sm text-amber-800" data-testid="split-unassigned">
          {t('notInAnyPart', { amount: money(split.unassigned) })}
        </p>
      ) : null}
      <ol className="space-y-1" aria-label={t('parts')}>
        {split.parts.slice(0, parts).map((amount, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions
          <li key={p} className="flex items-center justify-between gap-2 text-sm">
            <span>
              {t('partAmountLabel', { part: nameOf(p) })}{' '}
              <span className="tabular-nums">{money(amount)}</span>
            </span>
            <span className="flex items-center gap-1">
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={t('printCheckOf', { part: lowerNameOf(p) })}
                onClick={() => onPrintPart(p)}
                disabled={amount === 0}
              >
                <Printer className="h-4 w-4" aria-hidden />
              </Button>
              {paidParts.has(p) ? (
                <span className="text-xs font-medium text-emerald-800">{t('paid')}</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onPayPart(p, Math.min(amount, due))}
                  disabled={amount === 0 || due === 0}
                >
                  {t('payNamedPart', { part: lowerNameOf(p) })}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
