import {
  AVAILABILITY_MESSAGES,
  type TAvailability,
  type TAvailabilityInput,
  type TAvailabilityKind,
} from '@mise/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { NOT_ENOUGH, SOLD_OUT } from '../../i18n/templates';
import { conflict, notFound } from '../../lib/errors';
import { listOutOfStock } from '../inventory/inventory.repository';
import { createOrderStock } from '../inventory/order-stock';
import * as repo from './availability.repository';

/** Portions of one item, variant or addon an order takes, named as staff and diners know it. */
export interface PortionTake {
  kind: TAvailabilityKind;
  id: number;
  name: string;
  quantity: number;
}

/** An order line as priced: what it takes from the counts. */
export interface PricedLine {
  itemId: number | null;
  itemTitle: string;
  variantId: number | null;
  variantTitle: string | null;
  addons: ReadonlyArray<{ id: number; title: string }>;
  quantity: number;
  /** A written line: its order and what it took from stock (issue 20), given back with its portions. */
  orderId?: number;
  stockUsed?: Array<{ ingredientId: number; milli: number }> | null;
}

/**
 * The 86 rows with what is out of stock added (auto sold-out, issue 20 §4): such a target is sold
 * out whatever its own row says, so the tills, the QR menu and the order's check all see it so.
 */
export function withStockOuts(
  rows: readonly TAvailability[],
  outs: ReadonlyArray<{ kind: TAvailabilityKind; id: number }>,
): TAvailability[] {
  if (outs.length === 0) return [...rows];
  const merged = rows.map((row) =>
    outs.some((o) => o.kind === row.kind && o.id === row.id) ? { ...row, soldOut: true } : row,
  );
  for (const out of outs) {
    if (!rows.some((r) => r.kind === out.kind && r.id === out.id))
      merged.push({ kind: out.kind, id: out.id, soldOut: true, countLeft: null });
  }
  return merged;
}

/**
 * What the lines take, one entry per item, variant and addon, in one fixed order: orders taking
 * several counted targets lock their rows in the same order and never wait on each other in a circle.
 */
export function portionsOf(lines: readonly PricedLine[]): PortionTake[] {
  const takes = new Map<string, PortionTake>();
  const add = (kind: TAvailabilityKind, id: number | null, name: string, quantity: number) => {
    if (id === null) return;
    const key = `${kind}:${id}`;
    const take = takes.get(key) ?? { kind, id, name, quantity: 0 };
    take.quantity += quantity;
    takes.set(key, take);
  };
  for (const line of lines) {
    add('item', line.itemId, line.itemTitle, line.quantity);
    add('variant', line.variantId, `${line.itemTitle} (${line.variantTitle})`, line.quantity);
    for (const addon of line.addons) add('addon', addon.id, addon.title, line.quantity);
  }
  return [...takes.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
}

/** 86: what is sold out or counted, set from the POS or the kitchen, and what orders take from it. */
export function createAvailabilityService(deps: Pick<Deps, 'db' | 'realtime'>) {
  const { db, realtime } = deps;
  const orderStock = createOrderStock(deps);

  return {
    list: async (tenantId: number): Promise<TAvailability[]> => {
      const [rows, outs] = await Promise.all([
        repo.listAvailability(db, tenantId),
        listOutOfStock(db, tenantId),
      ]);
      return withStockOuts(rows, outs);
    },

    async set(tenantId: number, body: TAvailabilityInput) {
      if (!(await repo.targetExists(db, tenantId, body.kind, body.id))) {
        throw notFound(AVAILABILITY_MESSAGES.targetNotFound);
      }
      await db.transaction(async (tx) => {
        if (!body.soldOut && body.countLeft === null)
          await repo.clearAvailability(tx, tenantId, body.kind, body.id);
        else
          await repo.saveAvailability(tx, tenantId, body.kind, body.id, {
            soldOut: body.soldOut,
            countLeft: body.countLeft,
          });
        // Orders are checked against the copy read with the menu's prices (menu-price-cache.ts): a
        // new menu version makes every server read both again before its next order.
        await repo.bumpMenuVersion(tx, tenantId);
      });
      realtime.toTenant(tenantId, 'availability_update', {});
      return { message: AVAILABILITY_MESSAGES.saved };
    },

    /** The sold-out and counted rows of what a cart names (read beside the order's other checks). */
    async rowsFor(
      tenantId: number,
      cart: ReadonlyArray<{ id: number; variant_id: number | null; addons_ids: number[] }>,
    ) {
      const targets = cart.flatMap((line) => [
        { kind: 'item' as const, id: line.id },
        ...(line.variant_id === null ? [] : [{ kind: 'variant' as const, id: line.variant_id }]),
        ...line.addons_ids.map((id) => ({ kind: 'addon' as const, id })),
      ]);
      const [rows, outs] = await Promise.all([
        repo.findAvailability(db, tenantId, targets),
        listOutOfStock(db, tenantId),
      ]);
      return withStockOuts(rows, outs);
    },

    /**
     * Refuses a cart that asks for something sold out or more than is left, naming it; answers the
     * takes of counted targets, which the order then takes in its own transaction (takePortions).
     */
    countedTakes(rows: readonly TAvailability[], takes: readonly PortionTake[]): PortionTake[] {
      if (rows.length === 0) return [];
      const counted: PortionTake[] = [];
      for (const take of takes) {
        const row = rows.find((r) => r.kind === take.kind && r.id === take.id);
        if (!row) continue;
        if (row.soldOut) throw conflict(SOLD_OUT, { name: take.name });
        if (row.countLeft !== null) {
          if (row.countLeft < take.quantity)
            throw conflict(NOT_ENOUGH, { name: take.name, left: String(row.countLeft) });
          counted.push(take);
        }
      }
      return counted;
    },

    /**
     * Takes the portions inside the order's transaction; answers the first that ran out meanwhile
     * (the caller then undoes the order), or null.
     */
    async takePortions(tx: Db, tenantId: number, takes: readonly PortionTake[]): Promise<PortionTake | null> {
      for (const take of takes) {
        if (!(await repo.takePortions(tx, tenantId, take.kind, take.id, take.quantity))) return take;
      }
      return null;
    },

    /**
     * Gives back what voided or cancelled lines took, inside the transaction that cancels them: the
     * caller calls it only for lines its own conditional update turned cancelled, so a line gives
     * back once however often it is voided. A comp gives nothing back (the dish was made). When a
     * count went up the menu version moves in the same transaction, as PUT /availability moves it:
     * a remembered copy is never less strict than the database. Answers whether a count changed
     * (then `announce` after the commit). The stock the lines took comes back here too, once for
     * the same reason (inventory/order-stock.ts); that counts as a change to announce.
     */
    async givePortionsBack(tx: Db, tenantId: number, lines: readonly PricedLine[]): Promise<boolean> {
      let given = false;
      for (const take of portionsOf(lines)) {
        if (await repo.givePortions(tx, tenantId, take.kind, take.id, take.quantity)) given = true;
      }
      if (given) await repo.bumpMenuVersion(tx, tenantId);
      const stock = await orderStock.giveBack(tx, tenantId, lines);
      return given || stock.moved;
    },

    /**
     * Takes again what a voided line gave back when it is brought back (so voiding it again gives
     * back once more, never more than it took); refused, naming the dish, when fewer are left.
     * Counts only go down here: no new menu version is needed.
     */
    async retakePortions(tx: Db, tenantId: number, lines: readonly PricedLine[]): Promise<boolean> {
      let taken = false;
      for (const take of portionsOf(lines)) {
        const result = await repo.retakePortions(tx, tenantId, take.kind, take.id, take.quantity);
        if (result === 'short') throw conflict(SOLD_OUT, { name: take.name });
        if (result === 'taken') taken = true;
      }
      const stock = await orderStock.takeAgain(tx, tenantId, lines);
      return taken || stock.moved;
    },

    /** Tells the tills a count changed (after the order that changed it committed). */
    announce(tenantId: number) {
      realtime.toTenant(tenantId, 'availability_update', {});
      // Stock may have come back above (or gone under) a low level with the portions.
      realtime.toTenant(tenantId, 'stock_alert', { ingredientIds: [] });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
