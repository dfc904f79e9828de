import type { TQrMenuItem } from '@mise/contracts';
import { ImageOff, Plus } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isCustomisable, optionCounts, usePrice } from './menu-format';

/** One dish in the list: tap anywhere for its details; ADD when the store takes orders here. */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  currency,
  canOrder,
  soldOut = false,
  quantityInCart,
  onOpen,
  onAdd,
}: {
  item: TQrMenuItem;
  currency: string;
  canOrder: boolean;
  /** 86'd by the restaurant: listed, with no ADD. */
  soldOut?: boolean;
  quantityInCart: number;
  onOpen: (item: TQrMenuItem) => void;
  onAdd: (item: TQrMenuItem) => void;
}) {
  const { t } = useTranslation('qrmenu');
  const price = usePrice();
  const counts = optionCounts(item, t);
  return (
    // content-visibility lets a 200-dish menu paint its first screen without laying out the rest.
    <li className="[contain-intrinsic-size:auto_104px] [content-visibility:auto]">
      {/*
        Sized for large text: the picture keeps its pixel size, the words wrap below it when they
        have less than 6rem beside it, and ADD moves under the dish when the row has no room for
        both (rem grows with the diner's text size, so these breaks follow it).
      */}
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs">
        <button
          type="button"
          onClick={() => onOpen(item)}
          className="flex min-w-0 flex-[1_1_12rem] flex-wrap gap-3 text-start"
          aria-label={t('itemDetails', { title: item.title })}
        >
          {item.image ? (
            <img
              src={item.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              className="size-[80px] shrink-0 rounded-xl bg-stone-100 object-cover"
            />
          ) : (
            <div className="flex size-[80px] shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-300">
              <ImageOff className="size-[24px]" aria-hidden />
            </div>
          )}
          <div className="min-w-[6rem] flex-1">
            <p className="font-medium break-words text-stone-900">{item.title}</p>
            <p className="mt-0.5 font-semibold text-brand-700">{price(item.price, currency)}</p>
            <p className="mt-0.5 text-xs break-words text-stone-500">
              {[item.category_title, counts].filter(Boolean).join(' · ')}
            </p>
          </div>
        </button>
        {soldOut ? (
          <span className="ms-auto shrink-0 rounded-xl bg-stone-100 px-3 py-2 text-sm font-semibold text-stone-700">
            {t('soldOut')}
          </span>
        ) : canOrder ? (
          <div className="ms-auto flex shrink-0 flex-col items-end justify-center gap-1">
            <button
              type="button"
              onClick={() => onAdd(item)}
              className="relative inline-flex h-10 min-w-20 items-center justify-center gap-1 rounded-xl border border-brand-600 bg-brand-50 px-3 text-sm font-bold text-brand-700 active:bg-brand-100"
              aria-label={
                quantityInCart > 0
                  ? t('addItemInCart', { title: item.title, count: quantityInCart })
                  : t('addItem', { title: item.title })
              }
            >
              {t('add')}
              <Plus className="h-4 w-4" aria-hidden />
              {quantityInCart > 0 ? (
                <span className="absolute -top-2 -end-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-semibold text-white">
                  {quantityInCart}
                </span>
              ) : null}
            </button>
            {isCustomisable(item) ? (
              <span className="text-[0.6875rem] text-stone-500">{t('customisable')}</span>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
});
