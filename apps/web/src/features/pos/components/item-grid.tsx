import type { TAvailability, TPosMenuItem } from '@mise/contracts';
import { toMinorUnits } from '@mise/domain';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useFormat } from '../../../i18n/format';
import { useFixedRows } from '../../../lib/use-fixed-rows';
import { useIsPhone } from '../../../lib/use-is-phone';
import { whenIdle } from '../../../lib/when-idle';
import { type AvailabilityIndex, NOTHING_86ED } from '../../availability/availability-index';
import { useGridDrawn } from '../first-dish-mark';
import { usePosText } from '../i18n';

/** Spec 1 section 9: two columns. Rows have one fixed height, so nothing is measured to draw them. */
const COLUMNS = 2;
const ROW_HEIGHT = 130;
/** On a phone the Add button is a thumb's size (44 px), so a row is taller. */
const PHONE_ROW_HEIGHT = 148;
const ROW_GAP = 12;
/**
 * Rows drawn beyond the box for scrolling, from the first idle moment on: the first frame draws only
 * the rows that show, a third of the cards, and the till's start is that much sooner.
 */
const OVERSCAN = 4;

/**
 * The menu as a two-column grid of cards. Only the rows in view (plus a few) are in the DOM, so a
 * menu of thousands of items scrolls as smoothly as one of ten.
 */
export function ItemGrid({
  items,
  currency,
  availability = NOTHING_86ED,
  onAdd,
  highlightFirst = false,
  onLeaveTop,
}: {
  items: readonly TPosMenuItem[];
  currency: string;
  /** What is sold out or counted (86): such cards say so, and a sold-out one adds nothing. */
  availability?: AvailabilityIndex;
  onAdd: (item: TPosMenuItem) => void;
  /** The first card is what Enter in the search adds: it is marked. */
  highlightFirst?: boolean;
  /** Arrow up from the first row (back to the search). */
  onLeaveTop?: () => void;
}) {
  const { t } = usePosText();
  const rowCount = Math.ceil(items.length / COLUMNS);
  const rowHeight = useIsPhone() ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const [drawAhead, setDrawAhead] = useState(false);
  useEffect(() => whenIdle(() => setDrawAhead(true)), []);
  const grid = useFixedRows({ count: rowCount, rowHeight, gap: ROW_GAP, overscan: drawAhead ? OVERSCAN : 0 });

  // Dishes tapped on the start picture (start-picture/) are added as the live grid takes its place.
  useGridDrawn(grid.rows.length > 0, items.length === 0, (itemIds) => {
    for (const id of itemIds) {
      const item = items.find((candidate) => candidate.id === id);
      if (item) onAdd(item);
    }
  });

  // A new search or category starts at the top of the results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the result list changes.
  useEffect(() => {
    grid.scrollBox?.scrollTo({ top: 0 });
  }, [items]);

  // Arrows move between the cards' Add buttons; a card out of view is scrolled in first.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = Number((event.target as HTMLElement).dataset.itemIndex);
    if (!Number.isInteger(from)) return;
    // Right to left (Arabic) the first column is on the right: the arrows follow what is seen.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const step = { ArrowRight: forward, ArrowLeft: -forward, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const to = from + step;
    if (to < 0) {
      onLeaveTop?.();
      return;
    }
    if (to >= items.length) return;
    grid.scrollToIndex(Math.floor(to / COLUMNS));
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-item-index="${to}"]`)?.focus());
  };

  if (items.length === 0)
    return <EmptyState className="flex-1" title={t('noItemsFound')} description={t('tryAnotherSearch')} />;

  return (
    <div
      ref={grid.setScrollBox}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain pe-1"
      data-testid="item-grid"
    >
      <ul
        aria-label={t('menuItems')}
        className="relative w-full"
        style={{ height: grid.totalHeight }}
        onKeyDown={onKeyDown}
      >
        {grid.rows.map((row) => (
          <li
            key={row.index}
            className="absolute start-0 top-0 grid w-full grid-cols-2 gap-3 [contain:layout_paint_style]"
            style={{ height: row.size, transform: `translateY(${row.start}px)` }}
          >
            {items.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((item, column) => {
              const index = row.index * COLUMNS + column;
              return (
                <ItemCard
                  key={item.id}
                  item={item}
                  index={index}
                  highlighted={highlightFirst && index === 0}
                  currency={currency}
                  stock={availability.stateOf('item', item.id)}
                  soldOut={availability.isSoldOut('item', item.id)}
                  onAdd={onAdd}
                />
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

const ItemCard = memo(function ItemCard({
  item,
  index,
  highlighted,
  currency,
  stock,
  soldOut,
  onAdd,
}: {
  item: TPosMenuItem;
  index: number;
  highlighted: boolean;
  currency: string;
  /** Sold out, or counted ("3 left"), or null. */
  stock: TAvailability | null;
  soldOut: boolean;
  onAdd: (item: TPosMenuItem) => void;
}) {
  const { t } = usePosText();
  const { money } = useFormat();
  const hasOptions = item.variants.length > 0 || item.addons.length > 0;
  // Its line and that line's tooltip, formatted once (two plurals for every card a till draws).
  const options = `${t('variantsCount', { count: item.variants.length })} · ${t('addonsCount', { count: item.addons.length })}`;
  const stockLabel = !stock
    ? null
    : stock.soldOut
      ? t('stockSoldOut')
      : stock.countLeft === null
        ? null
        : t('stockLeft', { count: stock.countLeft });
  return (
    <article
      aria-label={item.title}
      data-sold-out={soldOut || undefined}
      className={
        highlighted
          ? 'flex h-full min-w-0 flex-col rounded-xl border border-brand-600 bg-white p-2.5 shadow-sm ring-1 ring-inset ring-brand-600'
          : soldOut
            ? 'flex h-full min-w-0 flex-col rounded-xl border border-dashed border-stone-400 bg-white p-2.5'
            : 'flex h-full min-w-0 flex-col rounded-xl border border-stone-200 bg-white p-2.5 shadow-xs transition-shadow hover:shadow-sm'
      }
    >
      <div className="flex min-w-0 gap-2.5">
        <div className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100 text-stone-500">
          {item.image ? (
            <img
              src={item.image}
              alt=""
              className="h-full w-full object-cover"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <UtensilsCrossed className="h-5 w-5" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3
            className="line-clamp-2 text-sm leading-snug font-semibold [overflow-wrap:anywhere] text-stone-900"
            title={item.title}
          >
            {item.title}
          </h3>
          <p className="truncate text-xs text-stone-500">{item.category_title ?? t('uncategorised')}</p>
        </div>
      </div>
      <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-[11px] text-stone-500">
        {/* The grid's cards are one size: in a longer language this line may shorten, its title keeps it whole. */}
        <span className="min-w-0 truncate" data-may-truncate title={options}>
          {options}
        </span>
        {stockLabel ? (
          <span
            className={
              soldOut
                ? 'shrink-0 rounded-full bg-red-100 px-1.5 font-semibold text-red-800'
                : 'shrink-0 rounded-full bg-amber-100 px-1.5 font-semibold text-amber-900'
            }
            data-testid="item-stock"
          >
            {stockLabel}
          </span>
        ) : null}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-semibold text-stone-900 tabular-nums">
          {money(toMinorUnits(item.price) ?? 0, currency)}
        </p>
        <Button
          size="sm"
          variant={soldOut ? 'outline' : 'primary'}
          className="h-7 px-2.5 phone:h-11 phone:px-3"
          aria-label={
            soldOut ? t('itemIsSoldOut', { title: item.title }) : t('addItem', { title: item.title })
          }
          aria-disabled={soldOut || undefined}
          aria-haspopup={hasOptions ? 'dialog' : undefined}
          data-item-index={index}
          data-item-id={item.id}
          onClick={() => onAdd(item)}
        >
          <Plus className="h-3.5 w-3.5" aria-hidden />
          {t('add')}
        </Button>
      </div>
    </article>
  );
});
