import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  checkRefund,
  refundable,
  refundOfUnits,
  settlePayment,
  splitByItems,
  splitEvenly,
  tipFromPercent,
} from './payments';

const amount = fc.integer({ min: 0, max: 100_000_000 });
const parts = fc.integer({ min: 1, max: 30 });

describe('an even split', () => {
  it('spreads the cents from the first part: 10.00 in 3 is 3.34, 3.33, 3.33', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1, 3)).toEqual([1, 0, 0]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
  });

  it('adds up exactly to the total, for any total and number of parts, and no two parts differ by more than a cent', () => {
    fc.assert(
      fc.property(amount, parts, (total, n) => {
        const split = splitEvenly(total, n);
        expect(split).toHaveLength(n);
        expect(split.reduce((sum, part) => sum + part, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
        expect(split.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }),
    );
  });

  it('refuses no parts or a fractional amount', () => {
    expect(() => splitEvenly(1000, 0)).toThrow(RangeError);
    expect(() => splitEvenly(10.5, 2)).toThrow(RangeError);
  });
});

describe('a payment', () => {
  it('gives change from a cash tender: payment + tip + change = tendered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (due, tip, extra) => {
          const settled = settlePayment({ amount: due, tip, tendered: due + tip + extra }, due, due + tip);
          expect(settled.ok).toBe(true);
          if (!settled.ok) return;
          const { payment } = settled;
          expect(payment.amount + payment.tip + payment.change).toBe(payment.tendered);
          expect(payment.change).toBe(extra);
        },
      ),
    );
  });

  it('never covers more than is due, and what is due never goes below zero', () => {
    fc.assert(
      fc.property(amount, amount, (payable, paid) => {
        const due = amountDue(payable, paid);
        expect(due).toBeGreaterThanOrEqual(0);
        const over = settlePayment({ amount: due + 1 }, due, payable);
        expect(over).toEqual({ ok: false, problem: 'amountOverDue' });
      }),
    );
  });

  it.each([
    { input: { amount: 0 }, problem: 'amountNotPositive' },
    { input: { amount: -5 }, problem: 'amountNotPositive' },
    { input: { amount: 1001 }, problem: 'amountOverDue' },
    { input: { amount: 500, tip: -1 }, problem: 'tipNegative' },
    { input: { amount: 500, tip: 2001 }, problem: 'tipTooLarge' },
    { input: { amount: 500, tip: 100, tendered: 599 }, problem: 'tenderedTooLow' },
  ] as const)('refuses $problem', ({ input, problem }) => {
    expect(settlePayment(input, 1000, 2000)).toEqual({ ok: false, problem });
  });

  it('takes a card payment with a tip and no tender: no change', () => {
    expect(settlePayment({ amount: 333, tip: 50 }, 333, 1000)).toEqual({
      ok: true,
      payment: { amount: 333, tip: 50, tendered: null, change: 0 },
    });
  });
});

describe('a tip preset', () => {
  it('is the percent of the amount, rounded half away from zero to the cent', () => {
    expect(tipFromPercent(3334, 15)).toBe(500); // 500.1
    expect(tipFromPercent(3330, 15)).toBe(500); // 499.5
    expect(tipFromPercent(1000, 20)).toBe(200);
  });
});

describe('a refund', () => {
  it('never takes the refunds of an invoice above its total, however it is cut up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: -10, max: 500_000 })),
        (total, asks) => {
          let refunded = 0;
          for (const ask of asks) if (checkRefund(ask, total, refunded) === null) refunded += ask;
          expect(refunded).toBeLessThanOrEqual(total);
          expect(refundable(total, refunded)).toBe(total - refunded);
        },
      ),
    );
  });

  it('refuses nothing and more than is left', () => {
    expect(checkRefund(0, 1000, 0)).toBe('refundNotPositive');
    expect(checkRefund(601, 1000, 400)).toBe('refundOverPaid');
    expect(checkRefund(600, 1000, 400)).toBeNull();
  });
});

describe('split by item', () => {
  it('gives whole lines to parts and shares a line by its units: 3 beers at 4.00 over three guests', () => {
    const lines = [
      { amount: 1200, quantity: 3 },
      { amount: 2500, quantity: 1 },
      { amount: 1000, quantity: 1 },
    ];
    const units = [
      [1, 1, 1],
      [1, 0, 0],
      [0, 0, 1],
    ];
    expect(splitByItems(lines, units, 3)).toEqual({ parts: [2900, 400, 1400], unassigned: 0 });
    // Nothing given yet: everything is still to be given to a part.
    expect(splitByItems(lines, [], 2)).toEqual({ parts: [0, 0], unassigned: 4700 });
    // 10.00 for 3 units over 3 parts: 3.34, 3.33, 3.33.
    expect(splitByItems([{ amount: 1000, quantity: 3 }], [[1, 1, 1]], 3).parts).toEqual([334, 333, 333]);
  });

  it('refuses more units than a line has', () => {
    expect(() => splitByItems([{ amount: 100, quantity: 1 }], [[1, 1]], 2)).toThrow(RangeError);
  });

  it('parts and what is left always add up to the lines exactly', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 12 }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        fc.integer({ min: 1, max: 8 }),
        fc.infiniteStream(fc.nat()),
        (lines, parts, picks) => {
          const iterator = picks[Symbol.iterator]();
          const units = lines.map((line) => {
            const row = Array.from({ length: parts }, () => 0);
            for (let u = 0; u < line.quantity; u++) {
              const slot = iterator.next().value % (parts + 1);
              if (slot < parts) row[slot] += 1;
            }
            return row;
          });
          const result = splitByItems(lines, units, parts);
          const total = lines.reduce((a, l) => a + l.amount, 0);
          expect(result.parts.reduce((a, p) => a + p, 0) + result.unassigned).toBe(total);
          for (const part of result.parts) expect(part).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('refund by line', () => {
  it('gives a line back unit by unit to exactly what it cost: 10.00 for 3 is 3.33, 3.34, 3.33', () => {
    expect([0, 1, 2].map((done) => refundOfUnits(1000, 3, done, 1))).toEqual([333, 334, 333]);
    expect(refundOfUnits(1000, 3, 0, 3)).toBe(1000);
    expect(() => refundOfUnits(1000, 3, 2, 2)).toThrow(RangeError);
    expect(() => refundOfUnits(1000, 3, 0, 0)).toThrow(RangeError);
  });

  it('any way of refunding all units adds up to the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
        (amount, quantity, steps) => {
          let done = 0;
          let given = 0;
          for (const step of steps) {
            const units = Math.min(step, quantity - done);
            if (units === 0) break;
            given += refundOfUnits(amount, quantity, done, units);
            done += units;
          }
          if (done < quantity) given += refundOfUnits(amount, quantity, done, quantity - done);
          expect(given).toBe(amount);
        },
      ),
    );
  });
});
