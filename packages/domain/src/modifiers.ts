/**
 * Modifier groups (issue 18 §1): an item's options come in groups, each with how many a guest must
 * and may choose: "Choose one" of the variants (each sets the price), "Choose a side" (exactly 1),
 * "Extras" (up to 3). The POS, the QR menu and the server check a choice with the same rule; the
 * server alone decides (a cart that breaks a rule is refused with the message below).
 */
export type ModifierGroupKind = 'variant' | 'addon';

export interface ModifierGroupRule {
  id: number;
  kind: ModifierGroupKind;
  title: string;
  minSelect: number;
  /** Null: no upper limit. */
  maxSelect: number | null;
}

/**
 * How a group's count breaks its rule, as data a translated message is made from (issue 23):
 * `choose` exactly `count`, at least `count`, or at most `count`; null when it keeps the rule.
 */
export type ModifierShortfall = { need: 'exactly' | 'atLeast' | 'atMost'; count: number };

export function modifierGroupShortfall(
  group: Pick<ModifierGroupRule, 'minSelect' | 'maxSelect'>,
  chosen: number,
): ModifierShortfall | null {
  const { minSelect: min, maxSelect: max } = group;
  if (chosen < min) return { need: min === max ? 'exactly' : 'atLeast', count: min };
  if (max !== null && chosen > max) return { need: 'atMost', count: max };
  return null;
}

/** Why a group's count breaks its rule, or null when it keeps it. */
export function modifierGroupProblem(
  group: Pick<ModifierGroupRule, 'title' | 'minSelect' | 'maxSelect'>,
  chosen: number,
): string | null {
  const shortfall = modifierGroupShortfall(group, chosen);
  return shortfall ? shortfallWords(group.title, shortfall) : null;
}

function shortfallWords(groupTitle: string, { need, count }: ModifierShortfall): string {
  const words = { exactly: 'choose', atLeast: 'choose at least', atMost: 'choose at most' }[need];
  return `${words} ${count} of “${groupTitle}”`;
}

/** The first group a line's choice breaks, with how, or null (`chosenGroupIds` as below). */
export function firstBrokenModifierGroup<G extends ModifierGroupRule>(
  groups: readonly G[],
  chosenGroupIds: readonly (number | null)[],
): { group: G; shortfall: ModifierShortfall } | null {
  for (const group of groups) {
    const shortfall = modifierGroupShortfall(group, chosenGroupIds.filter((id) => id === group.id).length);
    if (shortfall) return { group, shortfall };
  }
  return null;
}

/**
 * The first rule a line's choice breaks, as a message naming the dish ("Burger: choose 1 of “Choose
 * a side”"), or null. `chosenGroupIds` holds the group of each chosen option, a group once per
 * option chosen from it; an option outside every group (null) counts toward none.
 */
export function modifierChoiceError(
  itemTitle: string,
  groups: readonly ModifierGroupRule[],
  chosenGroupIds: readonly (number | null)[],
): string | null {
  const broken = firstBrokenModifierGroup(groups, chosenGroupIds);
  return broken ? `${itemTitle}: ${shortfallWords(broken.group.title, broken.shortfall)}` : null;
}

/** The rules a group's own limits must keep (also a CHECK in the database). */
export function modifierLimitsProblem(
  kind: ModifierGroupKind,
  minSelect: number,
  maxSelect: number | null,
): string | null {
  if (!Number.isInteger(minSelect) || minSelect < 0) return 'Minimum must be a whole number, 0 or more!';
  if (maxSelect !== null && (!Number.isInteger(maxSelect) || maxSelect < Math.max(minSelect, 1))) {
    return 'Maximum must be at least 1 and not below the minimum!';
  }
  if (kind === 'variant' && maxSelect !== 1)
    return 'A variant group takes at most one choice: its maximum is 1!';
  return null;
}

/** A group as menus send it (snake_case JSON) → the rule the checks take. */
export function modifierGroupRuleOf(group: {
  id: number;
  kind: ModifierGroupKind;
  title: string;
  min_select: number;
  max_select: number | null;
}): ModifierGroupRule {
  return {
    id: group.id,
    kind: group.kind,
    title: group.title,
    minSelect: group.min_select,
    maxSelect: group.max_select,
  };
}
