import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/pos.json';
import {
  type ChoiceText,
  choiceProblem as choiceProblemIn,
  chooseOption,
  initialChoice,
  isFull,
  type MenuItemWithOptions,
  optionSections,
  sectionHint,
  sectionTitle,
} from './modifier-choice';

/** The POS's English, as its t gives it. */
const t: ChoiceText = (key, values) => String(new IntlMessageFormat(english[key], 'en').format(values));
const choiceProblem = (item: MenuItemWithOptions, choice: Parameters<typeof choiceProblemIn>[1]) =>
  choiceProblemIn(item, choice, t);

const burger: MenuItemWithOptions = {
  title: 'Burger',
  variants: [
    { id: 1, title: 'Single', price: 10, group_id: 10 },
    { id: 2, title: 'Double', price: 14, group_id: 10 },
  ],
  addons: [
    { id: 11, title: 'Fries', price: 0, group_id: 20 },
    { id: 12, title: 'Salad', price: 1.5, group_id: 20 },
    { id: 21, title: 'Cheese', price: 1, group_id: 30 },
    { id: 22, title: 'Bacon', price: 2, group_id: 30 },
    { id: 23, title: 'Egg', price: 1.25, group_id: 30 },
    { id: 99, title: 'Old addon', price: 0.5, group_id: null },
  ],
  modifier_groups: [
    { id: 10, kind: 'variant', title: 'Choose one', min_select: 0, max_select: 1, sort_order: 0 },
    { id: 20, kind: 'addon', title: 'Choose a side', min_select: 1, max_select: 1, sort_order: 1 },
    { id: 30, kind: 'addon', title: 'Extras', min_select: 0, max_select: 2, sort_order: 2 },
    { id: 40, kind: 'addon', title: 'Empty group', min_select: 0, max_select: null, sort_order: 3 },
  ],
};
const nothingSoldOut = () => false;

describe('a dish’s option sections', () => {
  it('shows each group with options in the store’s order, then options outside every group', () => {
    const sections = optionSections(burger);
    const shown = sections.map((s) => [
      sectionTitle(s, t),
      sectionHint(s, t),
      s.multiple,
      s.options.map((o) => o.title),
    ]);
    expect(shown).toEqual([
      ['Choose one', 'Optional', false, ['Single', 'Double']],
      ['Choose a side', 'Required · choose 1', false, ['Fries', 'Salad']],
      ['Extras', 'Optional · up to 2', true, ['Cheese', 'Bacon', 'Egg']],
      ['Addons', 'Optional', true, ['Old addon']],
    ]);
  });

  it('words each rule for the guest in the screen’s language', () => {
    const [, sides] = optionSections(burger);
    const hint = (min: number, max: number | null) => sectionHint({ ...sides, min, max }, t);
    expect(hint(1, 1)).toBe('Required · choose 1');
    expect(hint(2, null)).toBe('Required · at least 2');
    expect(hint(1, 3)).toBe('Required · 1 to 3');
    expect(hint(0, 3)).toBe('Optional · up to 3');
    expect(hint(0, null)).toBe('Optional');
  });

  it('opens with the first variant not sold out and nothing else', () => {
    expect(initialChoice(burger, nothingSoldOut)).toEqual({ variantId: 1, addonIds: [] });
    expect(initialChoice(burger, (kind, id) => kind === 'variant' && id === 1)).toEqual({
      variantId: 2,
      addonIds: [],
    });
  });

  it('keeps one side, and no more extras than the group takes', () => {
    const [, sides, extras] = optionSections(burger);
    let choice = initialChoice(burger, nothingSoldOut);
    expect(choiceProblem(burger, choice)).toBe('Burger: choose 1 of “Choose a side”');
    choice = chooseOption(sides, choice, 11, true);
    choice = chooseOption(sides, choice, 12, true);
    expect(choice.addonIds).toEqual([12]);
    expect(choiceProblem(burger, choice)).toBeNull();
    choice = chooseOption(extras, choice, 21, true);
    choice = chooseOption(extras, choice, 22, true);
    expect(isFull(extras, choice)).toBe(true);
    expect(chooseOption(extras, choice, 23, true)).toBe(choice);
    choice = chooseOption(extras, choice, 21, false);
    expect(isFull(extras, choice)).toBe(false);
    expect(chooseOption(extras, choice, 23, true).addonIds).toEqual([12, 22, 23]);
  });

  it('shows the spec’s two lists for a dish from before groups', () => {
    const plain: MenuItemWithOptions = {
      title: 'Tea',
      variants: [{ id: 5, title: 'Large', price: 3, group_id: null }],
      addons: [{ id: 6, title: 'Milk', price: 0.2, group_id: null }],
      modifier_groups: [],
    };
    expect(optionSections(plain).map((s) => sectionTitle(s, t))).toEqual(['Variants', 'Addons']);
    expect(choiceProblem(plain, { variantId: null, addonIds: [6] })).toBeNull();
  });
});
