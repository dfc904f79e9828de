import type { TOrderGroup } from '@mise/contracts';
import { linePayables, shareLine, splitEvenly } from '@mise/domain';
import type { ItemSplitPart } from '../print/print-links';
import { amountToMinor, type ReceiptLine } from '../print/receipt-model';

/** A line of a bill as a split by item shows it: what it adds to the bill, and its units. */
export interface BillLine {
  id: number;
  title: string;
  quantity: number;
  amount: number;
  /** The guest's seat, when the POS recorded it; null for a line the table shares. */
  seat: number | null;
}

/**
 * The lines of the bill's orders that are charged (not cancelled), in the orders' order, each with
 * its share of its order's service charge (domain linePayables), so the lines add up to the bill.
 */
export function billLinesOf(group: TOrderGroup, orderIds: readonly number[]): BillLine[] {
  const onBill = new Set(orderIds);
  return group.orders
    .filter((order) => onBill.has(order.id))
    .flatMap((order) => {
      const items = order.items.filter((item) => item.status !== 'cancelled');
      const amounts = linePayables(
        items.map((item) => ({
          netAmount: amountToMinor(item.net_amount),
          taxAmount: amountToMinor(item.tax_amount),
        })),
        amountToMinor(order.service_charge) + amountToMinor(order.service_charge_tax),
      );
      return items.map((item, index) => ({
        id: item.id,
        title: [item.item_title, item.variant_title].filter(Boolean).join(' · '),
        quantity: item.quantity,
        amount: amounts[index],
        seat: item.seat,
      }));
    });
}

/** The seats recorded on the bill's lines, in order; empty when none was. */
export function seatsOf(lines: readonly BillLine[]): number[] {
  return [...new Set(lines.flatMap((line) => (line.seat === null ? [] : [line.seat])))].sort((a, b) => a - b);
}

/**
 * A split by seat as units per part (one part per seat, in `seats` order): each seat's lines go
 * whole to its part; a line the table shares is spread over the seats unit by unit, the first seats
 * taking the units left over (3 bottles over 2 seats: 2 and 1). The parts can still be changed.
 */
export function unitsBySeat(lines: readonly BillLine[], seats: readonly number[]): number[][] {
  return lines.map((line) => {
    const at = line.seat === null ? -1 : seats.indexOf(line.seat);
    if (at >= 0) return seats.map((_, p) => (p === at ? line.quantity : 0));
    return splitEvenly(line.quantity, seats.length);
  });
}

/** Units of every line in part 1: where a split by item starts. */
export function allInFirstPart(lines: readonly BillLine[], parts: number): number[][] {
  return lines.map((line) => Array.from({ length: parts }, (_, p) => (p === 0 ? line.quantity : 0)));
}

/** The same units with the parts count changed: units of removed parts go back to part 1. */
export function resizeParts(units: readonly number[][], parts: number): number[][] {
  return units.map((row) => {
    const next = Array.from({ length: parts }, (_, p) => row[p] ?? 0);
    next[0] += row.slice(parts).reduce((a, u) => a + u, 0);
    return next;
  });
}

export interface PartView {
  lines: Array<{ key: string; title: string; quantity: number; amount: number }>;
  total: number;
}

/**
 * One part of a split by item, for its printed check: the part's units of each line and what they
 * cost, by the same sharing as the Split & Pay dialog. Null when a line of the split is no longer
 * on the receipt (the bill changed since).
 */
export function partOfSplit(lines: readonly ReceiptLine[], split: ItemSplitPart): PartView | null {
  const byId = new Map(lines.flatMap((line) => (line.id === null ? [] : [[line.id, line] as const])));
  const view: PartView = { lines: [], total: 0 };
  for (const entry of split.lines) {
    const line = byId.get(entry.id);
    if (!line) return null;
    let share: number;
    try {
      share = shareLine({ amount: line.amount, quantity: line.quantity }, entry.units).shares[split.part];
    } catch {
      return null;
    }
    if (entry.units[split.part] > 0) {
      view.lines.push({ key: line.key, title: line.title, quantity: entry.units[split.part], amount: share });
      view.total += share;
    }
  }
  return view;
}
