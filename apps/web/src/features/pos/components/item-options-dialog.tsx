import type { TPosMenuItem } from '@mise/contracts';
import { formatMoney, toMinorUnits, unitPriceOf } from '@mise/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type AvailabilityIndex, NOTHING_86ED } from '../../availability/availability-index';
import type { LineChoice } from '../cart';

const minor = (major: number) => toMinorUnits(major) ?? 0;

/**
 * Select Variant & Addons (spec 1 POS dialogs): a radio list of variants with the first chosen,
 * checkboxes for addons, and the unit price this choice makes.
 */
export function ItemOptionsDialog({
  item,
  currency,
  availability = NOTHING_86ED,
  onAdd,
  onClose,
}: {
  item: TPosMenuItem;
  currency: string;
  /** Sold-out variants and addons show, but cannot be chosen (86). */
  availability?: AvailabilityIndex;
  onAdd: (choice: LineChoice) => void;
  onClose: () => void;
}) {
  const variantSoldOut = (id: number) => availability.isSoldOut('variant', id);
  const addonSoldOut = (id: number) => availability.isSoldOut('addon', id);
  const [variantId, setVariantId] = useState<number | null>(
    item.variants.find((v) => !variantSoldOut(v.id))?.id ?? null,
  );
  const noVariantLeft = item.variants.length > 0 && variantId === null;
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const variant = item.variants.find((v) => v.id === variantId) ?? null;
  const unit = unitPriceOf({
    basePrice: minor(item.price),
    variantPrice: variant ? minor(variant.price) : null,
    addonPrices: item.addons.filter((a) => addonIds.includes(a.id)).map((a) => minor(a.price)),
  });
  const toggleAddon = (id: number, on: boolean) =>
    setAddonIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const submit = () => {
    if (!noVariantLeft) onAdd({ variantId, addonIds });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Select Variant & Addons"
      description={item.title}
      footer={
        <>
          <span className="mr-auto self-center text-sm text-stone-600">
            Unit price{' '}
            <strong className="text-stone-900 tabular-nums" data-testid="option-unit-price">
              {formatMoney(unit, currency)}
            </strong>
          </span>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={noVariantLeft}>
            Add to Cart
          </Button>
        </>
      }
    >
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {item.variants.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">Variants</legend>
            <div className="space-y-1.5">
              {item.variants.map((v, index) => (
                <label
                  key={v.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-stone-500"
                >
                  <input
                    type="radio"
                    name="variant"
                    value={v.id}
                    checked={variantId === v.id}
                    disabled={variantSoldOut(v.id)}
                    onChange={() => setVariantId(v.id)}
                    className="accent-brand-700"
                    autoFocus={v.id === variantId || (variantId === null && index === 0)}
                  />
                  <span className="flex-1">
                    {v.title}
                    {variantSoldOut(v.id) ? <SoldOutTag /> : null}
                  </span>
                  <span className="text-stone-600 tabular-nums">{formatMoney(minor(v.price), currency)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {item.addons.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">Addons</legend>
            <div className="space-y-1.5">
              {item.addons.map((a, index) => (
                <label
                  key={a.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-stone-500"
                >
                  <input
                    type="checkbox"
                    checked={addonIds.includes(a.id)}
                    disabled={addonSoldOut(a.id)}
                    onChange={(e) => toggleAddon(a.id, e.target.checked)}
                    className="accent-brand-700"
                    autoFocus={item.variants.length === 0 && index === 0}
                  />
                  <span className="flex-1">
                    {a.title}
                    {addonSoldOut(a.id) ? <SoldOutTag /> : null}
                  </span>
                  <span className="text-stone-600 tabular-nums">
                    +{formatMoney(minor(a.price), currency)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {/* Enter in the form adds, as a click on the footer button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}

function SoldOutTag() {
  return (
    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      Sold out
    </span>
  );
}
