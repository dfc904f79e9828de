import { describe, expect, it } from 'vitest';
import { type ModifierGroupRule, modifierChoiceError, modifierLimitsProblem } from './modifiers';

const size: ModifierGroupRule = { id: 1, kind: 'variant', title: 'Choose one', minSelect: 0, maxSelect: 1 };
const side: ModifierGroupRule = { id: 2, kind: 'addon', title: 'Choose a side', minSelect: 1, maxSelect: 1 };
const extras: ModifierGroupRule = { id: 3, kind: 'addon', title: 'Extras', minSelect: 0, maxSelect: 3 };
const groups = [size, side, extras];

describe('modifier groups', () => {
  it('accepts a choice that keeps every group’s rule', () => {
    expect(modifierChoiceError('Burger', groups, [2])).toBeNull();
    expect(modifierChoiceError('Burger', groups, [1, 2, 3, 3, 3])).toBeNull();
  });

  it('refuses a required group left empty, naming the dish and the group', () => {
    expect(modifierChoiceError('Burger', groups, [])).toBe('Burger: choose 1 of “Choose a side”');
    expect(modifierChoiceError('Burger', groups, [1, 3])).toBe('Burger: choose 1 of “Choose a side”');
  });

  it('refuses more than a group allows', () => {
    expect(modifierChoiceError('Burger', groups, [2, 2])).toBe('Burger: choose at most 1 of “Choose a side”');
    expect(modifierChoiceError('Burger', groups, [2, 3, 3, 3, 3])).toBe(
      'Burger: choose at most 3 of “Extras”',
    );
    expect(modifierChoiceError('Burger', groups, [1, 1, 2])).toBe('Burger: choose at most 1 of “Choose one”');
  });

  it('says "at least" when a group asks for a range', () => {
    const two = { ...extras, minSelect: 2, maxSelect: null };
    expect(modifierChoiceError('Bowl', [two], [3])).toBe('Bowl: choose at least 2 of “Extras”');
    expect(modifierChoiceError('Bowl', [two], [3, 3, 3, 3, 3])).toBeNull();
  });

  it('counts options outside every group toward none', () => {
    expect(modifierChoiceError('Water', [], [null, null])).toBeNull();
  });

  it('keeps a group’s own limits sane', () => {
    expect(modifierLimitsProblem('addon', 0, null)).toBeNull();
    expect(modifierLimitsProblem('addon', 1, 1)).toBeNull();
    expect(modifierLimitsProblem('addon', -1, null)).toMatch(/Minimum/);
    expect(modifierLimitsProblem('addon', 1.5, null)).toMatch(/Minimum/);
    expect(modifierLimitsProblem('addon', 3, 2)).toMatch(/Maximum/);
    expect(modifierLimitsProblem('addon', 0, 0)).toMatch(/Maximum/);
    expect(modifierLimitsProblem('variant', 1, 1)).toBeNull();
    expect(modifierLimitsProblem('variant', 0, 2)).toMatch(/variant group/);
    expect(modifierLimitsProblem('variant', 0, null)).toMatch(/variant group/);
  });
});
