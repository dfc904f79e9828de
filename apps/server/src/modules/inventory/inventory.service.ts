import {
  INVENTORY_MESSAGES,
  type TIngredient,
  type TIngredientInput,
  type TInventoryReport,
  type TInventorySettings,
  type TMovementInput,
  type TRecipe,
  type TRecipeInput,
  type TReportPeriodQuery,
  type TStockAlerts,
  type TStockMovement,
} from '@mise/contracts';
import {
  countVariance,
  isLowStock,
  type StockUnit,
  stockValue,
  toMajorUnits,
  toStockMilli,
} from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { periodFromQuery, safeZone } from '../../lib/store-period';
import { bumpMenuVersion } from '../availability/availability.repository';
import { findStoreSettings } from '../settings/settings.repository';
import * as repo from './inventory.repository';
import { createOrderStock } from './order-stock';

/**
 * Thousandths of `stored` for a quantity typed in `entered` (the ingredient's unit by default);
 * a unit of another family, or a quantity finer than a thousandth, is a 400 naming it.
 */
export function milliOf(quantity: number | string, stored: StockUnit, entered: StockUnit = stored): number {
  const result = toStockMilli(quantity, entered, stored);
  if (result.ok) return result.milli;
  switch (result.error) {
    case 'unit-mismatch':
      throw badRequest(INVENTORY_MESSAGES.unitMismatch(entered, stored));
    case 'too-precise':
      throw badRequest(INVENTORY_MESSAGES.tooPrecise(stored));
    case 'too-large':
      throw badRequest(INVENTORY_MESSAGES.tooLarge);
    default:
      throw badRequest(INVENTORY_MESSAGES.quantity);
  }
}

function toIngredient(row: repo.IngredientRow): TIngredient {
  return {
    ...row,
    costPerUnit: toMajorUnits(row.costPerUnit),
    isLow: isLowStock(row.stockMilli, row.lowStockMilli),
    value: toMajorUnits(stockValue(row.stockMilli, row.costPerUnit)),
  };
}

/** Ingredients, their movements, recipes, the store's stock settings, report and alerts. */
export function createInventoryService(deps: Pick<Deps, 'db' | 'realtime'>) {
  const { db, realtime } = deps;
  const orderStock = createOrderStock(deps);

  async function ownIngredient(tenantId: number, ingredientId: number) {
    const row = await repo.findIngredient(db, tenantId, ingredientId);
    if (!row) throw notFound(INVENTORY_MESSAGES.ingredientNotFound);
    return row;
  }

  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(INVENTORY_MESSAGES.ingredientExists);
      throw error;
    }
  }

  const lowOf = (input: TIngredientInput) =>
    input.lowStock === null ? null : milliOf(input.lowStock, input.unit);

  const service = {
    list: async (tenantId: number): Promise<TIngredient[]> =>
      (await repo.listIngredients(db, tenantId)).map(toIngredient),

    get: async (tenantId: number, ingredientId: number): Promise<TIngredient> =>
      toIngredient(await ownIngredient(tenantId, ingredientId)),

    /** A new ingredient; a stock given with it is recorded as its opening count. */
    async add(actor: TenantAuth, input: TIngredientInput) {
      const { tenantId } = actor;
      const lowStockMilli = lowOf(input);
      const openingMilli = input.stock === undefined ? 0 : milliOf(input.stock, input.unit);
      const id = await uniqueName(() =>
        db.transaction(async (tx) => {
          const id = await repo.insertIngredient(tx, tenantId, {
            name: input.name,
            unit: input.unit,
            costPerUnit: input.costPerUnit,
            lowStockMilli,
          });
          if (openingMilli > 0) {
            await repo.addToStock(tx, tenantId, id, openingMilli);
            await repo.insertMovements(tx, tenantId, [
              {
                ingredientId: id,
                kind: 'count',
                deltaMilli: openingMilli,
                stockAfterMilli: openingMilli,
                expectedMilli: 0,
                reason: 'Opening stock',
                userId: actor.userId,
                userName: actor.name,
              },
            ]);
          }
          return id;
        }),
      );
      if (isLowStock(openingMilli, lowStockMilli))
        realtime.toTenant(tenantId, 'stock_alert', { ingredientIds: [id] });
      return { message: INVENTORY_MESSAGES.saved, id };
    },

    /** Name, cost and low level; the unit only while nothing is kept or counted in it yet. */
    async update(tenantId: number, ingredientId: number, input: TIngredientInput) {
      const current = await ownIngredient(tenantId, ingredientId);
      if (input.unit !== current.unit && (await repo.isUnitSettled(db, tenantId, ingredientId)))
        throw conflict(INVENTORY_MESSAGES.unitInUse);
      const lowStockMilli = lowOf(input);
      await uniqueName(() =>
        repo.updateIngredient(db, tenantId, ingredientId, {
          name: input.name,
          unit: input.unit,
          costPerUnit: input.costPerUnit,
          lowStockMilli,
        }),
      );
      if (
        isLowStock(current.stockMilli, current.lowStockMilli) !==
        isLowStock(current.stockMilli, lowStockMilli)
      )
        realtime.toTenant(tenantId, 'stock_alert', { ingredientIds: [ingredientId] });
      return { message: INVENTORY_MESSAGES.saved };
    },

    /** Its recipe lines and movements go with it; dishes using it stop using it. */
    async remove(tenantId: number, ingredientId: number) {
      const current = await ownIngredient(tenantId, ingredientId);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteIngredient(tx, tenantId, ingredientId)))
          throw notFound(INVENTORY_MESSAGES.ingredientNotFound);
        await bumpMenuVersion(tx, tenantId);
      });
      if (isLowStock(current.stockMilli, current.lowStockMilli))
        realtime.toTenant(tenantId, 'stock_alert', { ingredientIds: [ingredientId] });
      realtime.toTenant(tenantId, 'availability_update', {});
      return { message: INVENTORY_MESSAGES.deleted };
    },

    /**
     * A purchase, waste, count or adjustment by the signed-in user. The stock changes with one
     * conditional update (a count locks the row first, so its expected stock is the one it replaces),
     * and the movement records the stock right after it.
     */
    async recordMovement(actor: TenantAuth, ingredientId: number, input: TMovementInput) {
      const { tenantId } = actor;
      const current = await ownIngredient(tenantId, ingredientId);
      const milli = milliOf(input.quantity, current.unit, input.unit ?? current.unit);
      if ((input.kind === 'purchase' || input.kind === 'waste') && milli <= 0)
        throw badRequest(INVENTORY_MESSAGES.quantity);
      if (input.kind === 'adjustment' && milli === 0) throw badRequest(INVENTORY_MESSAGES.notZero);
      const who = { userId: actor.userId, userName: actor.name, reason: input.reason };
      const effect = await db.transaction(async (tx) => {
        let change: { beforeMilli: number; afterMilli: number };
        if (input.kind === 'count') {
          const locked = await repo.lockIngredient(tx, tenantId, ingredientId);
          if (!locked) throw notFound(INVENTORY_MESSAGES.ingredientNotFound);
          await repo.setStock(tx, tenantId, ingredientId, milli);
          change = { beforeMilli: locked.stockMilli, afterMilli: milli };
          await repo.insertMovements(tx, tenantId, [
            {
              ingredientId,
              kind: 'count',
              deltaMilli: milli - locked.stockMilli,
              stockAfterMilli: milli,
              expectedMilli: locked.stockMilli,
              ...who,
            },
          ]);
        } else {
          const delta = input.kind === 'waste' ? -milli : milli;
          const row = await repo.addToStock(tx, tenantId, ingredientId, delta);
          if (!row) throw notFound(INVENTORY_MESSAGES.ingredientNotFound);
          change = row;
          const unitCost = input.kind === 'purchase' ? input.unitCost : null;
          // What was last paid is what the stock is worth from now on.
          if (unitCost !== null) await repo.setCostPerUnit(tx, tenantId, ingredientId, unitCost);
          await repo.insertMovements(tx, tenantId, [
            {
              ingredientId,
              kind: input.kind,
              deltaMilli: delta,
              stockAfterMilli: row.afterMilli,
              unitCost,
              ...who,
            },
          ]);
        }
        return orderStock.effectOf(tx, tenantId, [{ ingredientId, ...change, low: current.lowStockMilli }]);
      });
      orderStock.announce(tenantId, effect);
      return {
        message: INVENTORY_MESSAGES.movementSaved,
        ingredient: await service.get(tenantId, ingredientId),
      };
    },

    async movements(tenantId: number, ingredientId: number, limit: number): Promise<TStockMovement[]> {
      await ownIngredient(tenantId, ingredientId);
      const rows = await repo.listMovements(db, tenantId, ingredientId, limit);
      return rows.map((row) => ({
        ...row,
        kind: row.kind as TStockMovement['kind'],
        deltaMilli: Number(row.deltaMilli),
        stockAfterMilli: Number(row.stockAfterMilli),
        expectedMilli: row.expectedMilli === null ? null : Number(row.expectedMilli),
        unitCost: row.unitCost === null ? null : toMajorUnits(row.unitCost),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async getRecipe(tenantId: number, itemId: number): Promise<TRecipe> {
      if (!(await repo.findItemOptions(db, tenantId, itemId)))
        throw notFound(INVENTORY_MESSAGES.itemNotFound);
      return { itemId, lines: await repo.listRecipeOfItem(db, tenantId, itemId) };
    },

    /**
     * The item's, its variants' and its addons' recipes, replaced at once. Each quantity converts to
     * its ingredient's unit (g for a kg ingredient) or is refused (ml for a kg one); an ingredient,
     * item, variant or addon that is not the tenant's (or not this item's) changes nothing. The menu
     * version moves with it, so orders priced before it are priced again with the new recipe.
     */
    async saveRecipe(tenantId: number, itemId: number, input: TRecipeInput) {
      const options = await repo.findItemOptions(db, tenantId, itemId);
      if (!options) throw notFound(INVENTORY_MESSAGES.itemNotFound);
      const ingredientIds = [...new Set(input.lines.map((l) => l.ingredientId))];
      const found = new Map((await repo.findIngredients(db, tenantId, ingredientIds)).map((i) => [i.id, i]));
      const seen = new Set<string>();
      const lines = input.lines.map((line): repo.RecipeLineValues => {
        const ingredient = found.get(line.ingredientId);
        if (!ingredient) throw notFound(INVENTORY_MESSAGES.ingredientNotFound);
        let targetId = itemId;
        if (line.kind !== 'item') {
          const own = line.kind === 'variant' ? options.variants : options.addons;
          if (!own.some((o) => o.id === line.targetId)) throw badRequest(INVENTORY_MESSAGES.targetNotFound);
          targetId = line.targetId as number;
        }
        const key = `${line.kind}:${targetId}:${line.ingredientId}`;
        if (seen.has(key)) throw badRequest(INVENTORY_MESSAGES.duplicateRecipeLine);
        seen.add(key);
        const quantityMilli = milliOf(line.quantity, ingredient.unit, line.unit ?? ingredient.unit);
        if (quantityMilli <= 0 || quantityMilli > 2_147_483_647)
          throw badRequest(INVENTORY_MESSAGES.quantity);
        return { kind: line.kind, targetId, ingredientId: line.ingredientId, quantityMilli };
      });
      await db.transaction(async (tx) => {
        await repo.replaceRecipeOfItem(
          tx,
          tenantId,
          {
            itemId,
            variantIds: options.variants.map((v) => v.id),
            addonIds: options.addons.map((a) => a.id),
          },
          lines,
        );
        await bumpMenuVersion(tx, tenantId);
      });
      // With auto sold-out on, a new recipe may make a dish out (or no longer).
      realtime.toTenant(tenantId, 'availability_update', {});
      return { message: INVENTORY_MESSAGES.recipeSaved };
    },

    getSettings: async (tenantId: number): Promise<TInventorySettings> => ({
      autoSoldOut: await repo.getAutoSoldOut(db, tenantId),
    }),

    async saveSettings(tenantId: number, input: TInventorySettings) {
      await db.transaction(async (tx) => {
        await repo.saveAutoSoldOut(tx, tenantId, input.autoSoldOut);
        await bumpMenuVersion(tx, tenantId);
      });
      realtime.toTenant(tenantId, 'availability_update', {});
      return { message: INVENTORY_MESSAGES.settingsSaved };
    },

    /** Stock value now, usage over the period, and each ingredient's last count in it. */
    async report(tenantId: number, query: TReportPeriodQuery): Promise<TInventoryReport> {
      const store = await findStoreSettings(db, tenantId);
      const zone = safeZone(store?.timezone);
      const period = periodFromQuery(zone, query as Parameters<typeof periodFromQuery>[1], 'today');
      const [rows, sums, counts] = await Promise.all([
        repo.listIngredients(db, tenantId),
        repo.sumMovements(db, tenantId, period.startsAt, period.endsAt),
        repo.lastCounts(db, tenantId, period.startsAt, period.endsAt),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stock = rows.map((r) => ({
        id: r.id,
        name: r.name,
        unit: r.unit,
        stockMilli: r.stockMilli,
        valueMinor: stockValue(r.stockMilli, r.costPerUnit),
      }));
      return {
        range: { from: period.from, to: period.to },
        currency: store?.currency ?? 'USD',
        totalValue: toMajorUnits(stock.reduce((sum, s) => sum + s.valueMinor, 0)),
        stock: stock.map(({ valueMinor, ...s }) => ({ ...s, value: toMajorUnits(valueMinor) })),
        usage: sums.flatMap((s) => {
          const ingredient = byId.get(s.ingredientId);
          // Counts and adjustments alone are not usage (they are in `counts` and the history).
          if (!ingredient || (s.usedMilli === 0 && s.wastedMilli === 0 && s.purchasedMilli === 0)) return [];
          const { ingredientId: _, ...figures } = s;
          return [
            {
              id: ingredient.id,
              name: ingredient.name,
              unit: ingredient.unit,
              ...figures,
              usedValue: toMajorUnits(stockValue(s.usedMilli, ingredient.costPerUnit)),
            },
          ];
        }),
        counts: counts.flatMap((c) => {
          const ingredient = byId.get(c.ingredientId);
          if (!ingredient) return [];
          const { ingredientId: _, ...figures } = c;
          return [
            {
              id: ingredient.id,
              name: ingredient.name,
              unit: ingredient.unit,
              ...figures,
              varianceMilli: countVariance(c.expectedMilli, c.countedMilli),
            },
          ];
        }),
      };
    },

    async alerts(tenantId: number): Promise<TStockAlerts> {
      const rows = await repo.listLowStock(db, tenantId);
      return {
        low: rows.map((r) => ({
          id: r.id,
          name: r.name,
          unit: r.unit,
          stockMilli: r.stockMilli,
          lowStockMilli: r.lowStockMilli ?? 0,
        })),
      };
    },
  };
  return service;
}

export type InventoryService = ReturnType<typeof createInventoryService>;
