import type { TMenuItem, TModifierGroup } from '@mise/contracts';
import { firstBrokenModifierGroup, modifierGroupRuleOf } from '@mise/domain';

/**
 * The guest's choice of a dish's options, group by group (issue 18 §1), shared by the POS's
 * options dialog and the QR menu's dish sheet: which sections to show, what a tap does, and what
 * still stops the dish going in the cart (the server checks the same rule and decides).
 */
export type MenuItemWithOptions = Pick<TMenuItem, 'title' | 'variants' | 'addons' | 'modifier_groups'>;

export interface ModifierOption {
  id: number;
  title: string;
  /** Major units: a variant's is the dish's price in it, an addon's is added. */
  price: number;
}

export interface OptionSection {
  key: string;
  kind: 'variant' | 'addon';
  title: string;
  /** How many the guest must choose (0: optional). */
  min: number;
  /** Checkboxes (true) or one choice (radios). */
  multiple: boolean;
  /** Null: no upper limit. */
  max: number | null;
  options: ModifierOption[];
}

export interface ModifierChoice {
  variantId: number | null;
  addonIds: number[];
}

/** Whether the restaurant has 86'd a variant or an addon. */
export type OptionSoldOut = (kind: 'variant' | 'addon', id: number) => boolean;

function sectionOf(group: TModifierGroup, options: ModifierOption[]): OptionSection {
  // A variant group is one choice; an addon group too when it takes exactly one.
  const single = group.kind === 'variant' || (group.max_select === 1 && group.min_select === 1);
  return {
    key: `group-${group.id}`,
    kind: group.kind,
    title: group.title,
    min: group.min_select,
    multiple: !single,
    max: group.max_select,
    options,
  };
}

/**
 * The dish's option sections in the order the store set: each group with its options, then any
 * option outside every group as the spec shows them (Variants as radios, Addons as checkboxes).
 */
export function optionSections(item: MenuItemWithOptions): OptionSection[] {
  const groups = item.modifier_groups ?? [];
  const known = new Set(groups.map((g) => g.id));
  const sections: OptionSection[] = [];
  for (const group of groups) {
    const list = group.kind === 'variant' ? item.variants : item.addons;
    const options = list.filter((o) => o.group_id === group.id);
    if (options.length > 0) sections.push(sectionOf(group, options));
  }
  const loose = (list: Array<ModifierOption & { group_id: number | null }>) =>
    list.filter((o) => o.group_id === null || !known.has(o.group_id));
  const looseVariants = loose(item.variants);
  if (looseVariants.length > 0) {
    sections.unshift({
      key: 'variants',
      kind: 'variant',
      title: '',
      min: 0,
      multiple: false,
      max: 1,
      options: looseVariants,
    });
  }
  const looseAddons = loose(item.addons);
  if (looseAddons.length > 0) {
    sections.push({
      key: 'addons',
      kind: 'addon',
      title: '',
      min: 0,
      multiple: true,
      max: null,
      options: looseAddons,
    });
  }
  return sections;
}

/** What a dish opens with: its first variant that is not sold out (as the spec has it), no addons. */
export function initialChoice(item: MenuItemWithOptions, soldOut: OptionSoldOut): ModifierChoice {
  return { variantId: item.variants.find((v) => !soldOut('variant', v.id))?.id ?? null, addonIds: [] };
}

export function isChosen(section: OptionSection, choice: ModifierChoice, optionId: number): boolean {
  return section.kind === 'variant' ? choice.variantId === optionId : choice.addonIds.includes(optionId);
}

/** How many of the section's options are chosen. */
export function chosenIn(section: OptionSection, choice: ModifierChoice): number {
  return section.options.filter((o) => isChosen(section, choice, o.id)).length;
}

/** A checkbox section that has all it may take: its other boxes wait until one is cleared. */
export function isFull(section: OptionSection, choice: ModifierChoice): boolean {
  return section.multiple && section.max !== null && chosenIn(section, choice) >= section.max;
}

/** The choice after a tap on an option (`on`: checked); a box past the section's limit changes nothing. */
export function chooseOption(
  section: OptionSection,
  choice: ModifierChoice,
  optionId: number,
  on: boolean,
): ModifierChoice {
  if (section.kind === 'variant') return { ...choice, variantId: on ? optionId : null };
  const others = choice.addonIds.filter((id) => id !== optionId);
  if (!on) return { ...choice, addonIds: others };
  if (!section.multiple) {
    const inSection = new Set(section.options.map((o) => o.id));
    return { ...choice, addonIds: [...others.filter((id) => !inSection.has(id)), optionId] };
  }
  if (isFull(section, choice)) return choice;
  return { ...choice, addonIds: [...others, optionId] };
}

/** The group of each chosen option, a group once per option chosen from it (none: null). */
export function chosenGroupIds(item: MenuItemWithOptions, choice: ModifierChoice): (number | null)[] {
  const groupOf = new Map<number, number | null>();
  for (const addon of item.addons) groupOf.set(addon.id, addon.group_id);
  const variant = item.variants.find((v) => v.id === choice.variantId);
  return [...(variant ? [variant.group_id] : []), ...choice.addonIds.map((id) => groupOf.get(id) ?? null)];
}

// ------------------------------------------------------------------ the sections' texts

/** The keys both screens' catalogues (the POS's and the QR menu's) carry for a dish's options. */
export type ChoiceTextKey =
  | 'variants'
  | 'addons'
  | 'hintOptional'
  | 'hintOptionalUpTo'
  | 'hintRequiredExactly'
  | 'hintRequiredAtLeast'
  | 'hintRequiredRange'
  | 'problemExactly'
  | 'problemAtLeast'
  | 'problemAtMost';

/** The screen's translation of those keys (its t). */
export type ChoiceText = (key: ChoiceTextKey, values?: Record<string, string | number>) => string;

/** A section's heading: the store's group name, or the screen's word for options outside every group. */
export function sectionTitle(section: OptionSection, t: ChoiceText): string {
  if (section.key === 'variants') return t('variants');
  if (section.key === 'addons') return t('addons');
  return section.title;
}

/** "Required · choose 1", "Optional · up to 3" in the screen's language (packages/domain's rule). */
export function sectionHint(section: OptionSection, t: ChoiceText): string {
  const { min, max } = section;
  // A variant group takes at most one: "up to 1" says nothing a radio list doesn't.
  if (min === 0 && (section.kind === 'variant' || max === null)) return t('hintOptional');
  if (min === 0) return t('hintOptionalUpTo', { max: max! });
  if (max === min) return t('hintRequiredExactly', { min });
  return max === null ? t('hintRequiredAtLeast', { min }) : t('hintRequiredRange', { min, max });
}

/** What still stops the dish going in the cart ("Burger: choose 1 of “Choose a side”"), or null. */
export function choiceProblem(
  item: MenuItemWithOptions,
  choice: ModifierChoice,
  t: ChoiceText,
): string | null {
  const broken = firstBrokenModifierGroup(
    (item.modifier_groups ?? []).map(modifierGroupRuleOf),
    chosenGroupIds(item, choice),
  );
  if (!broken) return null;
  const values = { item: item.title, group: broken.group.title, count: broken.shortfall.count };
  if (broken.shortfall.need === 'exactly') return t('problemExactly', values);
  if (broken.shortfall.need === 'atLeast') return t('problemAtLeast', values);
  return t('problemAtMost', values);
}
