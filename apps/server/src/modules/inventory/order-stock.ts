import type { TAvailability } from '@mise/contracts';
import {
  crossesLowLevel,
  mergeStockUses,
  type RecipeBook,
  type StockUse,
  stockUsageOfLine,
} from '@mise/domain';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { SOLD_OUT } from '../../i18n/templates';
import { conflict } from '../../lib/errors';
import { bumpMenuVersion } from '../availability/availability.repository';
import * as repo from './inventory.repository';

/**
 * What orders take from stock (issue 20 §2): a line uses its item's, variant's and addons' recipes
 * times its quantity, taken in the order's own transaction with one conditional update per
 * ingredient (so concurrent orders each count), one 'sale' movement per ingredient and order, and
 * `order_items.stock_used` recording what each line took; a voided line or cancelled order gives
 * exactly that back, once, where it gives its counted portions back (availability.service.ts).
 */

/** What orders need of stock at one menu version: the recipes, and what is out when auto sold-out is on. */
export interface StockPlan {
  version: number;
  autoSoldOut: boolean;
  /** One portion's recipe of each item, variant and addon that has one. */
  recipes: RecipeBook;
  hasRecipes: boolean;
  outs: TAvailability[];
}

/** An order line as priced, with what stock needs of it. */
export interface StockLine {
  itemId: number | null;
  itemTitle: string;
  variantId: number | null;
  variantTitle: string | null;
  addons: ReadonlyArray<{ id: number; title: string }>;
  quantity: number;
}

/** What a change of stock means for the screens once it is committed. */
export interface StockEffect {
  /** Some stock changed. */
  moved: boolean;
  /** Ingredients that went under, or back above, their low level. */
  lowCrossed: number[];
  /** What is out changed (auto sold-out): the menu version moved; the tills refetch 86. */
  outChanged: boolean;
}

const NO_EFFECT: StockEffect = { moved: false, lowCrossed: [], outChanged: false };

/** Tenants remembered at once; the least recently ordering ones are forgotten first. */
const MAX_TENANTS = 500;

function recipeBookOf(lines: repo.PlanRecipeLine[]): RecipeBook {
  const book = { item: new Map(), variant: new Map(), addon: new Map() } as {
    [K in keyof RecipeBook]: Map<number, StockUse[]>;
  };
  for (const line of lines) {
    const map = book[line.kind];
    const uses = map.get(line.id) ?? [];
    uses.push({ ingredientId: line.ingredient_id, milli: Number(line.milli) });
    map.set(line.id, uses);
  }
  return book;
}

export function createOrderStock(deps: Pick<Deps, 'db' | 'realtime'>) {
  const { db, realtime } = deps;
  /**
   * Per tenant, the plan at its menu version. Every change to what it holds moves the version in
   * the same transaction (a recipe saved, auto sold-out switched, stock crossing what a portion
   * needs while auto sold-out is on), and an order's write goes through only at the version it was
   * checked against, so a remembered plan is never less strict than the database. A store without
   * recipes costs an order nothing once its plan is remembered.
   */
  const plans = new Map<number, StockPlan>();

  /** Applies signed changes per ingredient, in ingredient order (orders lock rows in one order). */
  async function applyChanges(
    tx: Db,
    tenantId: number,
    changes: StockUse[],
    movement: Omit<repo.MovementValues, 'ingredientId' | 'deltaMilli' | 'stockAfterMilli'>,
  ) {
    const moved: Array<{
      ingredientId: number;
      beforeMilli: number;
      afterMilli: number;
      low: number | null;
    }> = [];
    const movements: repo.MovementValues[] = [];
    for (const change of mergeStockUses(changes)) {
      const row = await repo.addToStock(tx, tenantId, change.ingredientId, change.milli);
      // Deleted since the line was ordered: nothing to give back to.
      if (!row) continue;
      moved.push({ ingredientId: change.ingredientId, ...row, low: row.lowStockMilli });
      movements.push({
        ...movement,
        ingredientId: change.ingredientId,
        deltaMilli: change.milli,
        stockAfterMilli: row.afterMilli,
      });
    }
    await repo.insertMovements(tx, tenantId, movements);
    return moved;
  }

  /** Reads what crossing stock means: the low levels, and whether what is out changed (then the version moves). */
  async function effectOf(
    tx: Db,
    tenantId: number,
    moved: Awaited<ReturnType<typeof applyChanges>>,
    /** False when auto sold-out is known to be off (the order's plan): nothing can be out. */
    mayBeOut = true,
  ): Promise<StockEffect> {
    if (moved.length === 0) return NO_EFFECT;
    const lowCrossed = moved
      .filter((m) => crossesLowLevel(m.beforeMilli, m.afterMilli, m.low))
      .map((m) => m.ingredientId);
    const outChanged = mayBeOut && (await repo.changesWhatIsOut(tx, tenantId, moved));
    if (outChanged) await bumpMenuVersion(tx, tenantId);
    return { moved: true, lowCrossed, outChanged };
  }

  return {
    /** The plan at `version` (the version the order was priced at): remembered, or one read. */
    async planFor(tenantId: number, version: number): Promise<StockPlan> {
      const known = plans.get(tenantId);
      if (known && known.version === version) return known;
      const read = await repo.loadStockPlan(db, tenantId);
      const plan: StockPlan = {
        version: read.version,
        autoSoldOut: read.autoSoldOut,
        recipes: recipeBookOf(read.recipes),
        hasRecipes: read.recipes.length > 0,
        outs: read.outs.map((o) => ({ kind: o.kind, id: Number(o.id), soldOut: true, countLeft: null })),
      };
      plans.delete(tenantId);
      plans.set(tenantId, plan);
      if (plans.size > MAX_TENANTS) {
        const oldest = plans.keys().next().value;
        if (oldest !== undefined) plans.delete(oldest);
      }
      return plan;
    },

    /** What each line uses (aligned with the lines); null when none uses anything (the usual case). */
    usageOf(plan: StockPlan, lines: readonly StockLine[]): StockUse[][] | null {
      if (!plan.hasRecipes) return null;
      const perLine = lines.map((line) =>
        stockUsageOfLine(plan.recipes, {
          itemId: line.itemId,
          variantId: line.variantId,
          addonIds: line.addons.map((a) => a.id),
          quantity: line.quantity,
        }),
      );
      return perLine.some((uses) => uses.length > 0) ? perLine : null;
    },

    /**
     * Takes what the order's lines use, inside its transaction, after its lines were written. With
     * auto sold-out on, a dish one of whose ingredients had less than the order needs of it when its
     * row was locked is refused like any sold-out dish (the whole order is undone).
     */
    async takeForOrder(
      tx: Db,
      tenantId: number,
      order: { orderId: number; userId: number | null },
      plan: StockPlan,
      lines: readonly StockLine[],
      perLine: StockUse[][],
    ): Promise<StockEffect> {
      const moved = await applyChanges(
        tx,
        tenantId,
        perLine.flat().map((u) => ({ ingredientId: u.ingredientId, milli: -u.milli })),
        { kind: 'sale', orderId: order.orderId, userId: order.userId },
      );
      if (plan.autoSoldOut) {
        const before = new Map(moved.map((m) => [m.ingredientId, m.beforeMilli]));
        // What the whole order needs of each ingredient: two lines of 250 g from 300 g on hand are
        // short together though each alone is not.
        const need = new Map<number, number>();
        for (const u of perLine.flat()) need.set(u.ingredientId, (need.get(u.ingredientId) ?? 0) + u.milli);
        const short = (uses: readonly StockUse[] | undefined) =>
          (uses ?? []).some(
            (u) => (before.get(u.ingredientId) ?? Number.POSITIVE_INFINITY) < (need.get(u.ingredientId) ?? 0),
          );
        for (const line of lines) {
          if (line.itemId !== null && short(plan.recipes.item.get(line.itemId)))
            throw conflict(SOLD_OUT, { name: line.itemTitle });
          if (line.variantId !== null && short(plan.recipes.variant.get(line.variantId)))
            throw conflict(SOLD_OUT, { name: `${line.itemTitle} (${line.variantTitle})` });
          for (const addon of line.addons)
            if (short(plan.recipes.addon.get(addon.id))) throw conflict(SOLD_OUT, { name: addon.title });
        }
      }
      await repo.setStockUsedOfOrder(tx, tenantId, order.orderId, perLine);
      // The plan is as of the version this order is written at: auto sold-out off means nothing is out.
      return effectOf(tx, tenantId, moved, plan.autoSoldOut);
    },

    /**
     * Gives back what voided or cancelled lines took (their `stock_used`), in the transaction that
     * turned them cancelled: the caller passes only lines its own conditional update changed, so a
     * line gives back once. One 'return' movement per ingredient and order.
     */
    async giveBack(
      tx: Db,
      tenantId: number,
      lines: ReadonlyArray<{ orderId?: number; stockUsed?: StockUse[] | null }>,
    ): Promise<StockEffect> {
      return moveForLines(tx, tenantId, lines, 1, 'return');
    },

    /** Takes again what a voided line gave back when it is brought back (a 'sale' again). */
    async takeAgain(
      tx: Db,
      tenantId: number,
      lines: ReadonlyArray<{ orderId?: number; stockUsed?: StockUse[] | null }>,
    ): Promise<StockEffect> {
      return moveForLines(tx, tenantId, lines, -1, 'sale');
    },

    /** Tells the tills, after the commit, what the change meant. */
    announce(tenantId: number, effect: StockEffect) {
      if (effect.lowCrossed.length > 0)
        realtime.toTenant(tenantId, 'stock_alert', { ingredientIds: effect.lowCrossed });
      if (effect.outChanged) realtime.toTenant(tenantId, 'availability_update', {});
    },

    /** Low-level and sold-out consequences of a hand-made change (movements.service). */
    effectOf,
  };

  async function moveForLines(
    tx: Db,
    tenantId: number,
    lines: ReadonlyArray<{ orderId?: number; stockUsed?: StockUse[] | null }>,
    sign: 1 | -1,
    kind: 'return' | 'sale',
  ): Promise<StockEffect> {
    const byOrder = new Map<number | null, StockUse[]>();
    for (const line of lines) {
      if (!line.stockUsed || line.stockUsed.length === 0) continue;
      const key = line.orderId ?? null;
      const uses = byOrder.get(key) ?? [];
      uses.push(...line.stockUsed.map((u) => ({ ingredientId: u.ingredientId, milli: sign * u.milli })));
      byOrder.set(key, uses);
    }
    if (byOrder.size === 0) return NO_EFFECT;
    const moved: Awaited<ReturnType<typeof applyChanges>> = [];
    for (const [orderId, uses] of byOrder)
      moved.push(...(await applyChanges(tx, tenantId, uses, { kind, orderId })));
    return effectOf(tx, tenantId, moved);
  }
}

export type OrderStock = ReturnType<typeof createOrderStock>;
