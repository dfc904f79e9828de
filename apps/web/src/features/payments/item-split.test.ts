import { describe, expect, it } from 'vitest';
import { parseItemSplit, receiptLink } from '../print/print-links';
import type { ReceiptLine } from '../print/receipt-model';
import { allInFirstPart, partOfSplit, resizeParts } from './item-split';

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
        { id: 1, title: 'Beer', quantity: 3, amount: 1200 },
        { id: 2, title: 'Steak', quantity: 1, amount: 2500 },
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
});
