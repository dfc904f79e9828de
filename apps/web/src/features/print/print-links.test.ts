import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_ORDERS, parseOrderIds, parseTokenNo, receiptLink, tokenLink } from './print-links';

describe('print links', () => {
  it('builds the receipt address from unique positive order ids', () => {
    expect(receiptLink([4, 3, 4])).toBe('/print-receipt?orderIds=4,3');
    expect(receiptLink([0, -1, 1.5])).toBe('/print-receipt');
  });

  it('reads back what it builds and drops anything that is not a whole positive number', () => {
    expect(parseOrderIds(receiptLink([12, 7]).split('?')[1])).toEqual([12, 7]);
    expect(parseOrderIds('orderIds=1,abc,2.5,-3,,0,2&orderId=9')).toEqual([1, 2, 9]);
    expect(parseOrderIds('orderIds=1e3,0x10,%201%20')).toEqual([1]);
    expect(parseOrderIds('')).toEqual([]);
  });

  it('caps the number of orders one address can name', () => {
    const many = Array.from({ length: MAX_RECEIPT_ORDERS + 50 }, (_, i) => i + 1).join(',');
    expect(parseOrderIds(`orderIds=${many}`)).toHaveLength(MAX_RECEIPT_ORDERS);
  });

  it('carries the token number and order id to the token view', () => {
    expect(tokenLink(7, 12)).toBe('/print-token?tokenNo=7&orderId=12');
    expect(parseTokenNo('tokenNo=7&orderId=12')).toBe(7);
    expect(parseTokenNo('token=3')).toBe(3);
    for (const bad of [
      'tokenNo=0',
      'tokenNo=-2',
      'tokenNo=x',
      'tokenNo=1.5',
      'tokenNo=',
      '',
      'tokenNo=9999999999',
    ])
      expect(parseTokenNo(bad)).toBeNull();
  });
});
