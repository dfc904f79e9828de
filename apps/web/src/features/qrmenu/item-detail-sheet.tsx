import type { TAvailabilityKind, TQrMenuItem } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet } from './bottom-sheet';
import { formatPrice } from './menu-format';

/** Whether the restaurant has 86'd this item, variant or addon. */
export type SoldOutCheck = (kind: TAvailabilityKind, id: number) => boolean;
const NOTHING_SOLD_OUT: SoldOutCheck = () => false;

/**
 * A dish's details: variants as radios (the first chosen), addons as checkboxes, the price as
 * chosen, a note on tax, and ADD TO CART when the store takes orders here.
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
  const [variantId, setVariantId] = useState<number | null>(
    item.variants.find((v) => !isSoldOut('variant', v.id))?.id ?? null,
  );
  const itemSoldOut = isSoldOut('item', item.id) || (item.variants.length > 0 && variantId === null);
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const variant = item.variants.find((v) => v.id === variantId);
  const unitCents =
    Math.round((variant?.price ?? item.price) * 100) +
    item.addons.filter((a) => addonIds.includes(a.id)).reduce((s, a) => s + Math.round(a.price * 100), 0);

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
      <p className="text-xl font-semibold text-brand-700">{formatPrice(item.price, currency)}</p>

      {item.variants.length ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800">Variants</legend>
          <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
            {item.variants.map((v) => (
              <label
                key={v.id}
                className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2"
              >
                <input
                  type="radio"
                  name={`variant-${item.id}`}
                  checked={variantId === v.id}
                  disabled={isSoldOut('variant', v.id)}
                  onChange={() => setVariantId(v.id)}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="min-w-0 flex-1 text-sm break-words text-stone-800">
                  {v.title}
                  {isSoldOut('variant', v.id) ? <span className="ms-2 font-semibold">Sold out</span> : null}
                </span>
                <span className="ms-auto text-sm text-stone-600">{formatPrice(v.price, currency)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {item.addons.length ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800">Addons</legend>
          <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
            {item.addons.map((a) => (
              <label
                key={a.id}
                className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2"
              >
                <input
                  type="checkbox"
                  checked={addonIds.includes(a.id)}
                  disabled={isSoldOut('addon', a.id)}
                  onChange={(e) =>
                    setAddonIds((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))
                  }
                  className="h-5 w-5 rounded accent-brand-700"
                />
                <span className="min-w-0 flex-1 text-sm break-words text-stone-800">
                  {a.title}
                  {isSoldOut('addon', a.id) ? <span className="ms-2 font-semibold">Sold out</span> : null}
                </span>
                <span className="ms-auto text-sm text-stone-600">+{formatPrice(a.price, currency)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <p className="text-xs text-stone-500">{taxNote(item)}</p>

      {canOrder && itemSoldOut ? (
        <p className="rounded-2xl bg-stone-100 px-5 py-3 text-center text-base font-semibold text-stone-700">
          Sold out
        </p>
      ) : canOrder ? (
        <button
          type="button"
          onClick={() => onAddToCart(item, variantId, addonIds)}
          className="flex min-h-12 w-full flex-wrap items-center justify-between gap-x-3 rounded-2xl bg-brand-700 px-5 py-2 text-left text-base font-semibold text-white active:bg-brand-800"
        >
          <span>ADD TO CART</span>
          <span>{formatPrice(unitCents / 100, currency)}</span>
        </button>
      ) : null}
    </div>
  );
}

function taxNote(item: TQrMenuItem) {
  if (item.tax_type === 'exclusive' && item.tax_title) {
    return `Prices are exclusive of tax: ${item.tax_title} (${item.tax_rate}%) is added at checkout.`;
  }
  if (item.tax_type === 'inclusive' && item.tax_title) {
    return `Prices are inclusive of tax: ${item.tax_title} (${item.tax_rate}%) is included.`;
  }
  return 'Prices may be inclusive or exclusive of tax.';
}
