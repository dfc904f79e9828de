import { describe, expect, it } from 'vitest';
import {
  amountToMinor,
  deliveryTypeLabel,
  normalizeReceiptSettings,
  normalizeReceiptStore,
  receiptNumber,
} from './receipt-model';

describe('receipt settings', () => {
  it('reads the settings form (camelCase booleans) and the print-view form (snake_case 1/0)', () => {
    const camel = normalizeReceiptSettings({
      pageFormat: 57,
      header: 'Welcome',
      footer: 'Thanks',
      showNotes: false,
      showStoreDetails: true,
      showCustomerDetails: false,
      printToken: true,
      isEnablePrint: true,
    });
    const snake = normalizeReceiptSettings({
      page_format: '57',
      header: 'Welcome',
      footer: 'Thanks',
      show_notes: 0,
      show_store_details: 1,
      show_customer_details: 0,
      print_token: 1,
      is_enable_print: 1,
    });
    expect(camel).toEqual(snake);
    expect(camel.pageFormat).toBe(57);
    expect(camel.showNotes).toBe(false);
  });

  it('falls back to an 80 mm page for anything but 57', () => {
    expect(normalizeReceiptSettings({ pageFormat: 100 }).pageFormat).toBe(80);
    expect(normalizeReceiptSettings(null).pageFormat).toBe(80);
    expect(normalizeReceiptSettings(undefined).header).toBe('');
  });

  it('reads the store in either spelling and keeps a valid currency code only', () => {
    expect(normalizeReceiptStore({ storeName: 'Bistro', currency: 'eur' })).toMatchObject({
      name: 'Bistro',
      currency: 'EUR',
    });
    expect(normalizeReceiptStore({ store_name: 'Cafe', currency: '€' })).toMatchObject({
      name: 'Cafe',
      currency: 'USD',
    });
  });
});

describe('receipt amounts and labels', () => {
  it('turns wire decimals into minor units without float drift and never NaN', () => {
    expect(amountToMinor(12.5)).toBe(1250);
    expect(amountToMinor('0.29')).toBe(29);
    expect(amountToMinor(0.1 + 0.2)).toBe(30);
    expect(amountToMinor('abc')).toBe(0);
    expect(amountToMinor(undefined)).toBe(0);
    expect(amountToMinor(Number.NaN)).toBe(0);
  });

  it('numbers the receipt by token and date', () => {
    expect(receiptNumber(7, new Date(2026, 10, 3))).toBe('7-20261103');
    expect(receiptNumber(null, new Date(2026, 0, 9))).toBe('20260109');
  });

  it('names the dining options as the POS does', () => {
    expect(deliveryTypeLabel('dinein')).toBe('Dine-In');
    expect(deliveryTypeLabel('TAKEAWAY')).toBe('Take Away');
    expect(deliveryTypeLabel('delivery')).toBe('Delivery');
    expect(deliveryTypeLabel(null)).toBe('');
  });
});
