import { serviceChargeRuleOf } from '@mise/domain';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import type { QrCartLine } from './qr-cart-store';

const paella: QrCartLine = {
  key: 'p',
  id: 1,
  title: 'Paella',
  quantity: 2,
  notes: null,
  price: 30,
  variant_id: null,
  variant: null,
  addons_ids: [],
  addons: [],
  tax_id: null,
  tax_rate: null,
  tax_title: null,
  tax_type: null,
  category_id: null,
  category_title: null,
  image: null,
};

describe("the diner's order summary", () => {
  const rule = serviceChargeRuleOf({ rate: 12.5, dine_in_only: true, min_guests: null, tax_rate: 10 });

  it('adds the service charge the bill will charge on an order from a table', () => {
    expect(cartTotals([paella], { rule, atTable: true })).toMatchObject({
      itemsTotal: 6000,
      serviceChargeTotal: 750,
      taxTotal: 75,
      payableTotal: 6825,
    });
  });

  it('adds none away from a table for a dine-in charge, nor from a party size it cannot know', () => {
    expect(cartTotals([paella], { rule, atTable: false }).payableTotal).toBe(6000);
    const fromSix = serviceChargeRuleOf({ rate: 12.5, dine_in_only: true, min_guests: 6, tax_rate: 0 });
    expect(cartTotals([paella], { rule: fromSix, atTable: true }).payableTotal).toBe(6000);
    expect(cartTotals([paella]).payableTotal).toBe(6000);
  });
});
