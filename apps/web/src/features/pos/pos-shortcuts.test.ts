import { describe, expect, it } from 'vitest';
import { posActionOf } from './pos-shortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}, target: unknown = null) =>
  ({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...extra }) as unknown as KeyboardEvent;

describe('POS shortcuts', () => {
  it('maps keys to actions', () => {
    expect(['/', '+', '=', '-', 'k', 'P', '?'].map((key) => posActionOf(press(key), false))).toEqual([
      'search',
      'increase',
      'increase',
      'decrease',
      'kitchen',
      'pay',
      'help',
    ]);
    expect(posActionOf(press('x'), false)).toBeNull();
  });

  it('never fires while typing, with a modifier, or over a dialog', () => {
    expect(posActionOf(press('k', {}, { tagName: 'INPUT' }), false)).toBeNull();
    expect(posActionOf(press('k', {}, { tagName: 'DIV', isContentEditable: true }), false)).toBeNull();
    expect(posActionOf(press('p', { ctrlKey: true }), false)).toBeNull();
    expect(posActionOf(press('/'), true)).toBeNull();
  });
});
