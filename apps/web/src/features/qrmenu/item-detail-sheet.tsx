import type { TAvailabilityKind, TQrMenuItem } from '@mise/contracts';
import { useState } from 'react';
import { type Formatters, useFormat } from '../../i18n/format';
import type { TFunction } from '../../i18n/runtime';
import { useTranslation } from '../../i18n/use-translation';
import {
  choiceProblem,
  chooseOption,
  initialChoice,
  isChosen,
  isFull,
  optionSections,
  sectionHint,
  sectionTitle,
} from '../modifiers/modifier-choice';
import { BottomSheet } from './bottom-sheet';
import { usePrice } from './menu-format';

/** Whether the restaurant has 86'd this item, variant or addon. */
export type SoldOutCheck = (kind: TAvailabilityKind, id: number) => boolean;
const NOTHING_SOLD_OUT: SoldOutCheck = () => false;

/**
 * A dish's details: its option groups (modifier-choice.ts: variants as radios with the first chosen,
 * a group's options up to its limit), the price as chosen, a note on tax, and ADD TO CART when the
 * store takes orders here, once every required group is chosen.
 */
export function ItemDetailSheet({
  item,
  currency,
  canOrder,
  isSoldOut = NOTHING_SOLD_OUT,
  onClose,
  onAddToCart,
}: {
  item: TQrMenuItem | null;
  currency: string;
  canOrder: boolean;
  isSoldOut?: SoldOutCheck;
  onClose: () => void;
  onAddToCart: (item: TQrMenuItem, variantId: number | null, addonIds: number[]) => void;
}) {
  return (
    <BottomSheet
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? ''}
      description={item?.category_title ?? undefined}
    >
      {/* Keyed by item: each dish opens with its own first variant chosen and no addons. */}
      {item ? (
        <ItemChoices
          key={item.id}
          item={item}
          currency={currency}
          canOrder={canOrder}
          isSoldOut={isSoldOut}
          onAddToCart={onAddToCart}
        />
      ) : null}
    </BottomSheet>
  );
}

function ItemChoices({
  item,
  currency,
  canOrder,
  isSoldOut,
  onAddToCart,
}: {
  item: TQrMenuItem;
  currency: string;
  canOrder: boolean;
  isSoldOut: SoldOutCheck;
  onAddToCart: (item: TQrMenuItem, variantId: number | null, addonIds: number[]) => void;
}) {
  const { t } = useTranslation('qrmenu');
  const format = useFormat();
  const price = usePrice();
  const optionSoldOut = (kind: 'variant' | 'addon', id: number) => isSoldOut(kind, id);
  const sections = optionSections(item);
  const [choice, setChoice] = useState(() => initialChoice(item, optionSoldOut));
  const itemSoldOut =
    isSoldOut('item', item.id) ||
    (item.variants.length > 0 && item.variants.every((v) => isSoldOut('variant', v.id)));
  const problem = choiceProblem(item, choice, t);
  const variant = item.variants.find((v) => v.id === choice.variantId);
  const unitCents =
    Math.round((variant?.price ?? item.price) * 100) +
    item.addons
      .filter((a) => choice.addonIds.includes(a.id))
      .reduce((s, a) => s + Math.round(a.price * 100), 0);

  return (
    <div className="space-y-5">
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={512}
          height={512}
          decoding="async"
          className="aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover"
        />
      ) : null}
      <p className="text-xl font-semibold text-brand-700">{price(item.price, currency)}</p>

      {sections.map((section) => {
        const full = isFull(section, choice);
        return (
          <fieldset key={section.key}>
            <legend className="mb-2 flex w-full flex-wrap items-baseline gap-x-2 text-sm font-semibold text-stone-800">
              {sectionTitle(section, t)}
              <span className="text-xs font-normal text-stone-600">{sectionHint(section, t)}</span>
            </legend>
            <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
              {section.options.map((option) => {
                const chosen = isChosen(section, choice, option.id);
                const soldOut = isSoldOut(section.kind, option.id);
                return (
                  <label
                    key={option.id}
                    className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 has-disabled:cursor-not-allowed has-disabled:text-stone-500"
                  >
                    <input
                      type={section.multiple ? 'checkbox' : 'radio'}
                      name={`${section.key}-${item.id}`}
                      checked={chosen}
                      disabled={soldOut || (full && !chosen)}
                      onChange={(e) =>
                        setChoice((current) => chooseOption(section, current, option.id, e.target.checked))
                      }
                      className="h-5 w-5 rounded accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 text-sm break-words text-stone-800">
                      {option.title}
                      {soldOut ? <span className="ms-2 font-semibold">{t('soldOut')}</span> : null}
                    </span>
                    <span className="ms-auto text-sm text-stone-600">
                      {section.kind === 'addon'
                        ? t('addonPrice', { price: price(option.price, currency) })
                        : price(option.price, currency)}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}

      <p className="text-xs text-stone-500">{taxNote(item, t, format.number)}</p>

      {canOrder && itemSoldOut ? (
        <p className="rounded-2xl bg-stone-100 px-5 py-3 text-center text-base font-semibold text-stone-700">
          {t('soldOut')}
        </p>
      ) : canOrder ? (
        <>
          <p role="status" className="text-sm font-medium text-amber-800 empty:hidden">
            {problem ?? ''}
          </p>
          <button
            type="button"
            disabled={problem !== null}
            onClick={() => onAddToCart(item, choice.variantId, choice.addonIds)}
            className="flex min-h-12 w-full flex-wrap items-center justify-between gap-x-3 rounded-2xl bg-brand-700 px-5 py-2 text-start text-base font-semibold text-white active:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400"
          >
            <span>{t('addToCart')}</span>
            <span>{price(unitCents / 100, currency)}</span>
          </button>
        </>
      ) : null}
    </div>
  );
}

type QrT = TFunction;

function taxNote(item: TQrMenuItem, t: QrT, number: Formatters['number']) {
  const rate =
    item.tax_rate === null ? '' : number(item.tax_rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  if (item.tax_type === 'exclusive' && item.tax_title) {
    return t('taxExclusive', { tax: item.tax_title, rate });
  }
  if (item.tax_type === 'inclusive' && item.tax_title) {
    return t('taxInclusive', { tax: item.tax_title, rate });
  }
  return t('taxUnknown');
}
