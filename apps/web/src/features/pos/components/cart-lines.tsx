import { Minus, NotebookPen, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import type { Cart, CartLine, CartPricing } from '../cart';
import { usePosText } from '../i18n';
import { cartPaint } from '../start-picture/settings';
import { courseLabel } from './course-picker';

/**
 * The cart's lines (spec 1 POS right pane): number, title, variant and addon titles, notes,
 * quantity with − and +, unit price, line total (price × quantity), a notes and a remove button.
 */
export function CartLines({
  cart,
  pricing,
  currency,
  selectedLineId,
  onSelect,
  onDecrease,
  onIncrease,
  onNotes,
  onRemove,
}: {
  cart: Cart;
  pricing: CartPricing;
  currency: string;
  /** The line + and - change from the keyboard. */
  selectedLineId: string | null;
  onSelect: (line: CartLine) => void;
  onDecrease: (line: CartLine) => void;
  onIncrease: (line: CartLine) => void;
  onNotes: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = usePosText();
  const { money } = useFormat();
  if (cart.length === 0)
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center gap-2 py-8 text-center text-sm text-stone-500"
        // Where the till's start picture draws the dishes tapped on it (start-picture/picture-cart.tsx).
        data-cart-empty
      >
        <ShoppingCart className="h-8 w-8 text-stone-300" aria-hidden />
        {t('yourCartIsEmpty')}
        <span className="text-xs text-stone-500">{t('addItemsFromMenu')}</span>
      </div>
    );
  return (
    <ol aria-label={t('cart')} className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto">
      {cart.map((line, index) => {
        const priced = pricing.lines[index];
        const title = line.item.title;
        const options = [line.variant?.title, ...line.addons.map((a) => a.title)].filter(Boolean).join(', ');
        return (
          <li
            key={line.lineId}
            aria-label={title}
            aria-current={line.lineId === selectedLineId ? 'true' : undefined}
            className={
              line.lineId === selectedLineId
                ? '-mx-2 rounded-lg bg-brand-50/70 px-2 py-2.5 ring-1 ring-brand-200'
                : 'py-2.5'
            }
            onFocus={() => onSelect(line)}
          >
            <div className="flex items-start gap-2">
              <span className="w-5 shrink-0 pt-px text-xs font-medium text-stone-500 tabular-nums">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 text-sm leading-snug font-medium text-stone-900" {...cartPaint}>
                    {title}
                    {line.seat !== null ? (
                      <span className="ms-1.5 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-medium text-stone-700">
                        {t('seatNumber', { number: line.seat })}
                      </span>
                    ) : null}
                    {line.course != null ? (
                      <span
                        className="ms-1.5 rounded bg-orange-50 px-1.5 py-0.5 text-xs font-medium text-orange-900"
                        data-testid="line-course"
                      >
                        {courseLabel(line.course, t)}
                      </span>
                    ) : null}
                  </p>
                  <span
                    className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums"
                    data-testid="line-total"
                  >
                    {money(priced?.lineTotal ?? 0, currency)}
                  </span>
                </div>
                {options ? <p className="text-xs text-stone-500">{options}</p> : null}
                {line.notes ? (
                  <p className="mt-0.5 text-xs break-words text-amber-700 italic" data-testid="line-notes">
                    {t('note', { notes: line.notes })}
                  </p>
                ) : null}
                <div className="mt-1.5 flex items-center gap-1">
                  <Button
                    variant="outline"
                    size="icon-sm"
                    className="h-7 w-7 phone:h-11 phone:w-11"
                    aria-label={t('decreaseItem', { title })}
                    onClick={() => onDecrease(line)}
                  >
                    <Minus className="h-3.5 w-3.5" />
                  </Button>
                  <span
                    className="w-7 text-center text-sm font-semibold tabular-nums"
                    data-testid="line-quantity"
                  >
                    <span className="sr-only">{t('quantity')} </span>
                    {line.quantity}
                  </span>
                  <Button
                    variant="outline"
                    size="icon-sm"
                    className="h-7 w-7 phone:h-11 phone:w-11"
                    aria-label={t('increaseItem', { title })}
                    onClick={() => onIncrease(line)}
                  >
                    <Plus className="h-3.5 w-3.5" />
                  </Button>
                  <span
                    className="ms-1 truncate text-xs text-stone-500 tabular-nums"
                    data-testid="unit-price"
                  >
                    × {money(priced?.unitPrice ?? 0, currency)}
                  </span>
                  <span className="flex-1" />
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="h-7 w-7 phone:h-11 phone:w-11"
                    aria-label={t('addNotesFor', { title })}
                    title={t('addNotes')}
                    onClick={() => onNotes(line)}
                  >
                    <NotebookPen className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="h-7 w-7 phone:h-11 phone:w-11"
                    aria-label={t('removeItem', { title })}
                    title={t('remove')}
                    onClick={() => onRemove(line)}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" />
                  </Button>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Items Net Total, Service Charge (when there is one), Tax Total and Payable Total, as the summary
 * dialogs show them too.
 */
export function TotalsList({
  totals,
  currency,
  className,
}: {
  totals: { itemsTotal: number; serviceChargeTotal?: number; taxTotal: number; payableTotal: number };
  currency: string;
  className?: string;
}) {
  const { t } = usePosText();
  const { money } = useFormat();
  // [label key in pos.json, amount, test id]
  const rows = [
    ['itemsNetTotal', totals.itemsTotal, 'items-total'],
    ...(totals.serviceChargeTotal
      ? [['serviceCharge', totals.serviceChargeTotal, 'service-charge'] as const]
      : []),
    ['taxTotal', totals.taxTotal, 'tax-total'],
  ] as const;
  return (
    <dl className={className}>
      {rows.map(([label, amount, testId]) => (
        <div key={label} className="flex justify-between text-sm text-stone-600">
          <dt>{t(label)}</dt>
          <dd className="tabular-nums" data-testid={testId}>
            {money(amount, currency)}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between border-t border-stone-200 pt-1.5 text-base font-semibold text-stone-900">
        <dt>{t('payableTotal')}</dt>
        <dd className="tabular-nums" data-testid="payable-total">
          {money(totals.payableTotal, currency)}
        </dd>
      </div>
    </dl>
  );
}
