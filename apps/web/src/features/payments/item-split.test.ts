import type { TOrder, TOrderGroup } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { parseItemSplit, receiptLink } from '../print/print-links';
import type { ReceiptLine } from '../print/receipt-model';
import { receiptFromOrdersResponse } from '../print/receipt-sources';
import { allInFirstPart, billLinesOf, partOfSplit, resizeParts, seatsOf, unitsBySeat } from './item-split';

const line = (id: number, title: string, quantity: number, amount: number): ReceiptLine => ({
  key: `k${id}`,
  id,
  amount,
  title,
  variantTitle: null,
  addons: [],
  notes: null,
  quantity,
  unitPrice: 0,
  lineTotal: amount,
  discount: 0,
  discountReason: null,
  comp: false,
  compReason: null,
});

describe('split by item', () => {
  it('starts with every line in part 1 and gives removed parts back to it', () => {
    const units = allInFirstPart(
      [
        { id: 1, title: 'Beer', quantity: 3, amount: 1200, seat: null },
        { id: 2, title: 'Steak', quantity: 1, amount: 2500, seat: null },
      ],
      3,
    );
    expect(units).toEqual([
      [3, 0, 0],
      [1, 0, 0],
    ]);
    expect(resizeParts([[1, 1, 1]], 2)).toEqual([[2, 1]]);
    expect(resizeParts([[2, 1]], 3)).toEqual([[2, 1, 0]]);
  });

  it('travels in the receipt address and prints one part with its share of each line', () => {
    const split = {
      lines: [
        { id: 11, units: [1, 1, 1] },
        { id: 12, units: [0, 1, 0] },
      ],
      part: 1,
    };
    const link = receiptLink([5], { billId: 9, itemSplit: split });
    expect(link).toBe('/print-receipt?orderIds=5&bill=9&split=11:1.1.1,12:0.1.0&part=2');
    const parsed = parseItemSplit(new URL(link, 'http://x').searchParams);
    expect(parsed).toEqual(split);
    const part = partOfSplit([line(11, 'Beer', 3, 1000), line(12, 'Steak', 1, 2500)], parsed!);
    expect(part).toEqual({
      lines: [
        { key: 'k11', title: 'Beer', quantity: 1, amount: 333 },
        { key: 'k12', title: 'Steak', quantity: 1, amount: 2500 },
      ],
      total: 2833,
    });
  });

  it('refuses a malformed or outdated split', () => {
    expect(parseItemSplit('split=11:1.x&part=1')).toBeNull();
    expect(parseItemSplit('split=11:1.1,12:1&part=1')).toBeNull();
    expect(parseItemSplit('split=11:1.1&part=3')).toBeNull();
    // A line no longer on the bill, or more units than it has now.
    expect(partOfSplit([line(11, 'Beer', 3, 1000)], { lines: [{ id: 99, units: [1] }], part: 0 })).toBeNull();
    expect(
      partOfSplit([line(11, 'Beer', 1, 1000)], { lines: [{ id: 11, units: [1, 1] }], part: 0 }),
    ).toBeNull();
  });

  it("shares the order's service charge over its lines, the same on the dialog and the part's receipt", () => {
    // Beer 12.00 and steak 25.00, no tax; 10 % service charge 3.70 taxed 5 %: 0.19. The 3.89 is
    // shared 12:25, the cent left to the larger remainder: 1.26 and 2.63.
    const items = [
      {
        id: 21,
        item_title: 'Beer',
        variant_title: null,
        quantity: 3,
        status: 'created',
        net_amount: 12,
        tax_amount: 0,
      },
      {
        id: 22,
        item_title: 'Steak',
        variant_title: null,
        quantity: 1,
        status: 'created',
        net_amount: 25,
        tax_amount: 0,
      },
      {
        id: 23,
        item_title: 'Soup',
        variant_title: null,
        quantity: 1,
        status: 'cancelled',
        net_amount: 6,
        tax_amount: 0,
      },
    ];
    const order = { id: 7, items, service_charge: 3.7, service_charge_tax: 0.19 } as unknown as TOrder;
    const lines = billLinesOf({ orders: [order] } as TOrderGroup, [7]);
    expect(lines.map((l) => [l.id, l.amount])).toEqual([
      [21, 1200 + 126],
      [22, 2500 + 263],
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(3700 + 370 + 19);

    const receipt = receiptFromOrdersResponse({
      orders: [{ ...order, items: items.map((i) => ({ ...i, unit_price: 0 })) }],
      subtotal: 37,
      serviceCharge: 3.7,
      taxTotal: 0.19,
      total: 40.89,
    });
    expect(receipt.serviceCharge).toBe(370);
    expect(receipt.lines.map((l) => l.amount)).toEqual([1326, 2763]);
    const part = partOfSplit(receipt.lines, {
      lines: [
        { id: 21, units: [1, 2] },
        { id: 22, units: [0, 1] },
      ],
      part: 1,
    });
    expect(part?.total).toBe(884 + 2763);
  });

  it('splits by seat: each seat its own lines, the lines the table shares spread over the seats', () => {
    const lines = [
      { id: 1, title: 'Paella', quantity: 1, amount: 3413, seat: 2 },
      { id: 2, title: 'Paella', quantity: 1, amount: 3412, seat: 1 },
      { id: 3, title: 'Sangria', quantity: 3, amount: 2730, seat: null },
      { id: 4, title: 'Bread', quantity: 1, amount: 300, seat: null },
    ];
    const seats = seatsOf(lines);
    expect(seats).toEqual([1, 2]);
    expect(unitsBySeat(lines, seats)).toEqual([
      [0, 1],
      [1, 0],
      [2, 1],
      [1, 0],
    ]);
    expect(seatsOf(lines.map((l) => ({ ...l, seat: null })))).toEqual([]);
  });
});
