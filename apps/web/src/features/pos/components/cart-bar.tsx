import { ChevronUp, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { usePosText } from '../i18n';
import { cartPaint } from '../start-picture/settings';

/** What a tap on Add brought: the item, counted so that the same dish twice is two answers. */
export interface AddedItem {
  title: string;
  seq: number;
}

/** How long the bar says what was added before it says "View cart" again. */
export const ADDED_MS = 1800;

/**
 * The phone POS's cart, fixed at the bottom within the thumb's reach (issue 29 §1): the count and
 * the payable total always in view, a tap opens the cart sheet. A tap on Add is answered here at
 * once: the count bumps and the bar names the dish for a moment.
 */
export function CartBar({
  count,
  payableTotal,
  currency,
  added,
  expanded,
  onOpen,
}: {
  count: number;
  /** Minor units. */
  payableTotal: number;
  currency: string;
  added: AddedItem | null;
  /** Whether the cart sheet is open (the bar's button controls it). */
  expanded: boolean;
  onOpen: () => void;
}) {
  const { t } = usePosText();
  const { money } = useFormat();
  // The dish's name shows for a moment after each add, then "View cart" again.
  const [showing, setShowing] = useState<AddedItem | null>(null);
  useEffect(() => {
    if (!added) return;
    setShowing(added);
    const timer = setTimeout(() => setShowing(null), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur">
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={expanded}
        aria-haspopup="dialog"
        data-testid="cart-bar"
        className="flex h-14 w-full items-center gap-3 rounded-xl bg-stone-900 ps-3 pe-4 text-start text-white shadow-sm active:bg-stone-800"
      >
        <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
          <ShoppingCart className="h-5 w-5" aria-hidden />
          <span
            // A new key restarts the bump on every add.
            key={added?.seq ?? 0}
            className="absolute -end-2 -top-2 flex h-6 min-w-6 animate-[cart-bump_300ms_ease-out] items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold tabular-nums"
            data-testid="cart-bar-count"
            // Named once it counts a dish (a new badge per add, see its key).
            {...(count > 0 ? cartPaint : {})}
          >
            {count}
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold" data-testid="cart-bar-status">
            {showing
              ? t('addedItem', { title: showing.title })
              : count === 0
                ? t('cartIsEmpty')
                : t('viewCart')}
          </span>
          <span className="block text-xs text-stone-300">{t('itemsCount', { count })}</span>
        </span>
        <span className="shrink-0 text-lg font-semibold tabular-nums" data-testid="cart-bar-total">
          {money(payableTotal, currency)}
        </span>
        <ChevronUp className="h-5 w-5 shrink-0 text-stone-300" aria-hidden />
      </button>
    </div>
  );
}
