import { describe, expect, it } from 'vitest';
import {
  compatibleUnits,
  crossesLowLevel,
  formatQuantity,
  isLowStock,
  milliToDecimal,
  stockUsageOfLine,
  stockValue,
  toStockMilli,
} from './stock';

describe('toStockMilli', () => {
  it('keeps a quantity in the ingredient unit as thousandths', () => {
    expect(toStockMilli(1.5, 'kg', 'kg')).toEqual({ ok: true, milli: 1500 });
    expect(toStockMilli('3', 'pcs', 'pcs')).toEqual({ ok: true, milli: 3000 });
    expect(toStockMilli('0.001', 'l', 'l')).toEqual({ ok: true, milli: 1 });
    expect(toStockMilli(-2.25, 'kg', 'kg')).toEqual({ ok: true, milli: -2250 });
  });

  it('converts within a family: g for a kg ingredient, l for an ml one', () => {
    expect(toStockMilli(250, 'g', 'kg')).toEqual({ ok: true, milli: 250 });
    expect(toStockMilli('0.5', 'l', 'ml')).toEqual({ ok: true, milli: 500_000 });
    expect(toStockMilli(2, 'kg', 'g')).toEqual({ ok: true, milli: 2_000_000 });
    // Binary noise of a typed number does not matter: 0.1 + 0.2 is refused as too precise only
    // when it really has more decimals than a milli holds.
    expect(toStockMilli(0.3, 'kg', 'kg')).toEqual({ ok: true, milli: 300 });
  });

  it('refuses another family and what a milli cannot hold', () => {
    expect(toStockMilli(100, 'ml', 'kg')).toEqual({ ok: false, error: 'unit-mismatch' });
    expect(toStockMilli(1, 'pcs', 'g')).toEqual({ ok: false, error: 'unit-mismatch' });
    expect(toStockMilli('0.5', 'g', 'kg')).toEqual({ ok: false, error: 'too-precise' });
    expect(toStockMilli('0.0001', 'kg', 'kg')).toEqual({ ok: false, error: 'too-precise' });
    expect(toStockMilli('1e3', 'kg', 'kg')).toEqual({ ok: false, error: 'invalid' });
    expect(toStockMilli('abc', 'kg', 'kg')).toEqual({ ok: false, error: 'invalid' });
    expect(toStockMilli(Number.NaN, 'kg', 'kg')).toEqual({ ok: false, error: 'invalid' });
    expect(toStockMilli('9999999999999999', 'kg', 'kg')).toEqual({ ok: false, error: 'too-large' });
  });

  it('lists the units of a family', () => {
    expect(compatibleUnits('kg')).toEqual(['g', 'kg']);
    expect(compatibleUnits('ml')).toEqual(['ml', 'l']);
    expect(compatibleUnits('pcs')).toEqual(['pcs']);
  });
});

describe('formatting', () => {
  it('writes milli as a short decimal with its unit', () => {
    expect(milliToDecimal(1500)).toBe('1.5');
    expect(milliToDecimal(-250)).toBe('-0.25');
    expect(milliToDecimal(3000)).toBe('3');
    expect(milliToDecimal(1)).toBe('0.001');
    expect(formatQuantity(12_000, 'pcs')).toBe('12 pcs');
    expect(formatQuantity(250, 'kg')).toBe('0.25 kg');
  });
});

describe('stockValue', () => {
  it('is milli × cost / 1000, rounded half up once', () => {
    expect(stockValue(1500, 800)).toBe(1200); // 1.5 kg at 8.00 = 12.00
    expect(stockValue(1, 500)).toBe(1); // 0.5 cent rounds up
    expect(stockValue(1, 499)).toBe(0);
    expect(stockValue(333, 3)).toBe(1);
  });

  it('stock below zero is worth nothing', () => {
    expect(stockValue(-1500, 800)).toBe(0);
  });
});

describe('low stock', () => {
  it('is at or under the level; none set is never low', () => {
    expect(isLowStock(500, 500)).toBe(true);
    expect(isLowStock(501, 500)).toBe(false);
    expect(isLowStock(-5, null)).toBe(false);
  });

  it('a crossing is either way', () => {
    expect(crossesLowLevel(600, 500, 500)).toBe(true);
    expect(crossesLowLevel(400, 700, 500)).toBe(true);
    expect(crossesLowLevel(400, 300, 500)).toBe(false);
    expect(crossesLowLevel(900, 800, null)).toBe(false);
  });
});

describe('stockUsageOfLine', () => {
  const recipes = {
    item: new Map([
      [
        1,
        [
          { ingredientId: 10, milli: 150 },
          { ingredientId: 11, milli: 1000 },
        ],
      ],
    ]),
    variant: new Map([[7, [{ ingredientId: 10, milli: 150 }]]]),
    addon: new Map([[5, [{ ingredientId: 12, milli: 20 }]]]),
  };

  it('adds the item, variant and addon recipes times the quantity, per ingredient', () => {
    expect(stockUsageOfLine(recipes, { itemId: 1, variantId: 7, addonIds: [5], quantity: 2 })).toEqual([
      { ingredientId: 10, milli: 600 },
      { ingredientId: 11, milli: 2000 },
      { ingredientId: 12, milli: 40 },
    ]);
  });

  it('a line without recipes uses nothing', () => {
    expect(stockUsageOfLine(recipes, { itemId: 2, variantId: null, addonIds: [], quantity: 3 })).toEqual([]);
    expect(stockUsageOfLine(recipes, { itemId: null, variantId: null, addonIds: [], quantity: 1 })).toEqual(
      [],
    );
  });
});
