import type { TPosMenuItem } from '@mise/contracts';
import { toMinorUnits, unitPriceOf } from '@mise/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/format';
import { type AvailabilityIndex, NOTHING_86ED } from '../../availability/availability-index';
import {
  choiceProblem,
  chooseOption,
  initialChoice,
  isChosen,
  isFull,
  type OptionSection,
  optionSections,
  sectionHint,
  sectionTitle,
} from '../../modifiers/modifier-choice';
import type { LineChoice } from '../cart';
import { usePosText } from '../i18n';

const minor = (major: number) => toMinorUnits(major) ?? 0;

/**
 * Select Variant & Addons (spec 1 POS dialogs), group by group (issue 18 §1): each modifier group
 * with what it asks ("Required · choose 1"), radios for one choice (the first variant chosen) and
 * checkboxes up to the group's limit, the unit price this choice makes, and Add to Cart only once
 * every required group is chosen (the reason shows until then).
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
  const { t } = usePosText();
  const { money } = useFormat();
  const soldOut = (kind: 'variant' | 'addon', id: number) => availability.isSoldOut(kind, id);
  const sections = optionSections(item);
  const [choice, setChoice] = useState(() => initialChoice(item, soldOut));
  const noVariantLeft = item.variants.length > 0 && item.variants.every((v) => soldOut('variant', v.id));
  const problem = noVariantLeft
    ? t('everyVariantSoldOut', { item: item.title })
    : choiceProblem(item, choice, t);
  const variant = item.variants.find((v) => v.id === choice.variantId) ?? null;
  const unit = unitPriceOf({
    basePrice: minor(item.price),
    variantPrice: variant ? minor(variant.price) : null,
    addonPrices: item.addons.filter((a) => choice.addonIds.includes(a.id)).map((a) => minor(a.price)),
  });

  const submit = () => {
    if (!problem) onAdd({ variantId: choice.variantId, addonIds: choice.addonIds });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('selectVariantAddons')}
      description={item.title}
      footer={
        <>
          <span className="me-auto self-center text-sm text-stone-600">
            {t('unitPrice')}{' '}
            <strong className="text-stone-900 tabular-nums" data-testid="option-unit-price">
              {money(unit, currency)}
            </strong>
          </span>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={problem !== null}>
            {t('addToCart')}
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
        {sections.map((section, index) => (
          <SectionFieldset
            key={section.key}
            section={section}
            title={sectionTitle(section, t)}
            hint={sectionHint(section, t)}
            currency={currency}
            autoFocus={index === 0}
            isChosen={(id) => isChosen(section, choice, id)}
            full={isFull(section, choice)}
            soldOut={(id) => soldOut(section.kind, id)}
            onToggle={(id, on) => setChoice((current) => chooseOption(section, current, id, on))}
          />
        ))}
        <p role="status" className="min-h-5 text-sm font-medium text-amber-800">
          {problem ?? ''}
        </p>
        {/* Enter in the form adds, as a click on the footer button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}

function SectionFieldset({
  section,
  title,
  hint,
  currency,
  autoFocus,
  isChosen,
  full,
  soldOut,
  onToggle,
}: {
  section: OptionSection;
  title: string;
  hint: string;
  currency: string;
  autoFocus: boolean;
  isChosen: (id: number) => boolean;
  /** Every box the group allows is ticked: the others wait. */
  full: boolean;
  soldOut: (id: number) => boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  const { money } = useFormat();
  const firstFocus = section.options.find((o) => isChosen(o.id))?.id ?? section.options[0]?.id;
  return (
    <fieldset>
      <legend className="mb-2 flex w-full items-baseline gap-2 text-sm font-semibold text-stone-800">
        {title}
        <span className="text-xs font-normal text-stone-600">{hint}</span>
      </legend>
      <div className="space-y-1.5">
        {section.options.map((option) => {
          const chosen = isChosen(option.id);
          return (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-stone-500"
            >
              <input
                type={section.multiple ? 'checkbox' : 'radio'}
                name={section.key}
                value={option.id}
                checked={chosen}
                disabled={soldOut(option.id) || (full && !chosen)}
                onChange={(e) => onToggle(option.id, e.target.checked)}
                className="accent-brand-700"
                autoFocus={autoFocus && option.id === firstFocus}
              />
              <span className="flex-1">
                {option.title}
                {soldOut(option.id) ? <SoldOutTag /> : null}
              </span>
              <span className="text-stone-600 tabular-nums">
                {section.kind === 'addon' ? '+' : ''}
                {money(minor(option.price), currency)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function SoldOutTag() {
  const { t } = usePosText();
  return (
    <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      {t('stockSoldOut')}
    </span>
  );
}
