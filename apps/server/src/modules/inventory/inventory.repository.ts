import type { TMovementKind, TRecipeLine } from '@mise/contracts';
import type { RecipeTargetKind, StockUnit, StockUse } from '@mise/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ingredients,
  inventorySettings,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  recipeLines,
  stockMovements,
} from '../../db/schema';
import { rowsOf } from '../invoices/invoices.repository';

/** SQL of stock (issue 20): ingredients, recipes, movements and settings. Every function takes the tenant. */

const ingredientColumns = {
  id: ingredients.id,
  name: ingredients.name,
  unit: ingredients.unit,
  costPerUnit: ingredients.costPerUnit,
  stockMilli: ingredients.stockMilli,
  lowStockMilli: ingredients.lowStockMilli,
};

export interface IngredientRow {
  id: number;
  name: string;
  unit: StockUnit;
  costPerUnit: number;
  stockMilli: number;
  lowStockMilli: number | null;
}

const asIngredient = (row: { unit: string } & Omit<IngredientRow, 'unit'>): IngredientRow => ({
  ...row,
  unit: row.unit as StockUnit,
  stockMilli: Number(row.stockMilli),
  lowStockMilli: row.lowStockMilli === null ? null : Number(row.lowStockMilli),
});

const own = (tenantId: number, ingredientId: number) =>
  and(eq(ingredients.tenantId, tenantId), eq(ingredients.id, ingredientId));

export async function listIngredients(db: Db, tenantId: number): Promise<IngredientRow[]> {
  const rows = await db
    .select(ingredientColumns)
    .from(ingredients)
    .where(eq(ingredients.tenantId, tenantId))
    .orderBy(asc(sql`lower(${ingredients.name})`), asc(ingredients.id));
  return rows.map(asIngredient);
}

export async function findIngredient(db: Db, tenantId: number, ingredientId: number) {
  const [row] = await db.select(ingredientColumns).from(ingredients).where(own(tenantId, ingredientId));
  return row ? asIngredient(row) : null;
}

/** The ingredient's row, locked until the transaction ends (a count reads, then replaces, the stock). */
export async function lockIngredient(tx: Db, tenantId: number, ingredientId: number) {
  const [row] = await tx
    .select(ingredientColumns)
    .from(ingredients)
    .where(own(tenantId, ingredientId))
    .for('update');
  return row ? asIngredient(row) : null;
}

/**
 * The store's ingredients, every row locked until the transaction ends: a CSV import reads the
 * stock it replaces by a count, and an order taking stock meanwhile waits for it.
 */
export async function lockIngredients(tx: Db, tenantId: number): Promise<IngredientRow[]> {
  const rows = await tx
    .select(ingredientColumns)
    .from(ingredients)
    .where(eq(ingredients.tenantId, tenantId))
    .orderBy(asc(ingredients.id))
    .for('update');
  return rows.map(asIngredient);
}

/** The tenant's ingredients among these ids (one query for a whole recipe). */
export async function findIngredients(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(ingredientColumns)
    .from(ingredients)
    .where(and(eq(ingredients.tenantId, tenantId), inArray(ingredients.id, ids)));
  return rows.map(asIngredient);
}

export interface IngredientValues {
  name: string;
  unit: StockUnit;
  costPerUnit: number;
  lowStockMilli: number | null;
}

export async function insertIngredient(db: Db, tenantId: number, values: IngredientValues) {
  const [row] = await db
    .insert(ingredients)
    .values({ tenantId, ...values })
    .returning({ id: ingredients.id });
  return row.id;
}

export async function updateIngredient(
  db: Db,
  tenantId: number,
  ingredientId: number,
  values: IngredientValues,
) {
  const rows = await db
    .update(ingredients)
    .set({ ...values, updatedAt: new Date() })
    .where(own(tenantId, ingredientId))
    .returning({ id: ingredients.id });
  return rows.length > 0;
}

export async function setCostPerUnit(db: Db, tenantId: number, ingredientId: number, costPerUnit: number) {
  await db.update(ingredients).set({ costPerUnit, updatedAt: new Date() }).where(own(tenantId, ingredientId));
}

export async function deleteIngredient(db: Db, tenantId: number, ingredientId: number) {
  const rows = await db
    .delete(ingredients)
    .where(own(tenantId, ingredientId))
    .returning({ id: ingredients.id });
  return rows.length > 0;
}

/** Whether its unit is settled: it has stock, a movement or a recipe line naming it. */
export async function isUnitSettled(db: Db, tenantId: number, ingredientId: number) {
  const result = await db.execute(sql`
    select (
      exists (select 1 from ingredients where tenant_id = ${tenantId} and id = ${ingredientId} and stock_milli <> 0)
      or exists (select 1 from stock_movements where tenant_id = ${tenantId} and ingredient_id = ${ingredientId})
      or exists (select 1 from recipe_lines where tenant_id = ${tenantId} and ingredient_id = ${ingredientId})
    ) as "settled"`);
  return Boolean(rowsOf<{ settled: boolean }>(result)[0]?.settled);
}

/**
 * Adds `deltaMilli` (signed) to the stock in one conditional statement, so concurrent changes each
 * count (the row lock makes the second wait for the first, then add to what it left). Answers the
 * stock after and before it, or null when the ingredient is not the tenant's.
 */
export async function addToStock(tx: Db, tenantId: number, ingredientId: number, deltaMilli: number) {
  const [row] = await tx
    .update(ingredients)
    .set({ stockMilli: sql`${ingredients.stockMilli} + ${deltaMilli}`, updatedAt: new Date() })
    .where(own(tenantId, ingredientId))
    .returning({ stockMilli: ingredients.stockMilli, lowStockMilli: ingredients.lowStockMilli });
  if (!row) return null;
  const after = Number(row.stockMilli);
  return {
    afterMilli: after,
    beforeMilli: after - deltaMilli,
    lowStockMilli: row.lowStockMilli === null ? null : Number(row.lowStockMilli),
  };
}

/** Replaces the stock by a count (the row was locked first: the count's expected stock holds). */
export async function setStock(tx: Db, tenantId: number, ingredientId: number, stockMilli: number) {
  await tx.update(ingredients).set({ stockMilli, updatedAt: new Date() }).where(own(tenantId, ingredientId));
}

export interface MovementValues {
  ingredientId: number;
  kind: TMovementKind;
  deltaMilli: number;
  stockAfterMilli: number;
  expectedMilli?: number | null;
  unitCost?: number | null;
  reason?: string | null;
  orderId?: number | null;
  userId?: number | null;
  userName?: string | null;
}

export async function insertMovements(tx: Db, tenantId: number, rows: MovementValues[]) {
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(rows.map((row) => ({ tenantId, ...row })));
}

export async function listMovements(db: Db, tenantId: number, ingredientId: number, limit: number) {
  const rows = await db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      deltaMilli: stockMovements.deltaMilli,
      stockAfterMilli: stockMovements.stockAfterMilli,
      expectedMilli: stockMovements.expectedMilli,
      unitCost: stockMovements.unitCost,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      userName: stockMovements.userName,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.ingredientId, ingredientId)))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows;
}

// ------------------------------------------------------------------ recipes

/** The item (its name) with its variants' and addons' ids and names; null when not the tenant's. */
export async function findItemOptions(db: Db, tenantId: number, itemId: number) {
  const [item] = await db
    .select({ id: menuItems.id, title: menuItems.title })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
  if (!item) return null;
  const [variants, addons] = await Promise.all([
    db
      .select({ id: menuItemVariants.id, title: menuItemVariants.title })
      .from(menuItemVariants)
      .where(and(eq(menuItemVariants.tenantId, tenantId), eq(menuItemVariants.itemId, itemId))),
    db
      .select({ id: menuItemAddons.id, title: menuItemAddons.title })
      .from(menuItemAddons)
      .where(and(eq(menuItemAddons.tenantId, tenantId), eq(menuItemAddons.itemId, itemId))),
  ]);
  return { item, variants, addons };
}

/** The recipe lines of the item, its variants and its addons, with their names. */
export async function listRecipeOfItem(db: Db, tenantId: number, itemId: number): Promise<TRecipeLine[]> {
  const result = await db.execute(sql`
    select case when r.item_id is not null then 'item' when r.variant_id is not null then 'variant' else 'addon' end as "kind",
           coalesce(r.item_id, r.variant_id, r.addon_id) as "targetId",
           coalesce(m.title, v.title, a.title) as "targetName",
           r.ingredient_id as "ingredientId", i.name as "ingredientName", i.unit as "unit",
           r.quantity_milli as "quantityMilli"
      from recipe_lines r
      join ingredients i on i.tenant_id = r.tenant_id and i.id = r.ingredient_id
      left join menu_items m on m.tenant_id = r.tenant_id and m.id = r.item_id
      left join menu_item_variants v on v.tenant_id = r.tenant_id and v.id = r.variant_id
      left join menu_item_addons a on a.tenant_id = r.tenant_id and a.id = r.addon_id
     where r.tenant_id = ${tenantId}
       and (r.item_id = ${itemId} or v.item_id = ${itemId} or a.item_id = ${itemId})
     order by 1 desc, 2, lower(i.name)`);
  return rowsOf<TRecipeLine>(result).map((row) => ({
    ...row,
    targetId: Number(row.targetId),
    ingredientId: Number(row.ingredientId),
    quantityMilli: Number(row.quantityMilli),
  }));
}

export interface RecipeLineValues {
  kind: RecipeTargetKind;
  targetId: number;
  ingredientId: number;
  quantityMilli: number;
}

/** The item's, its variants' and its addons' recipes become exactly these lines. */
export async function replaceRecipeOfItem(
  tx: Db,
  tenantId: number,
  target: { itemId: number; variantIds: number[]; addonIds: number[] },
  lines: RecipeLineValues[],
) {
  await tx.execute(sql`
    delete from recipe_lines
     where tenant_id = ${tenantId}
       and (item_id = ${target.itemId}
         or variant_id = any(${`{${target.variantIds.join(',')}}`}::int[])
         or addon_id = any(${`{${target.addonIds.join(',')}}`}::int[]))`);
  if (lines.length === 0) return;
  await tx.insert(recipeLines).values(
    lines.map((line) => ({
      tenantId,
      ingredientId: line.ingredientId,
      itemId: line.kind === 'item' ? line.targetId : null,
      variantId: line.kind === 'variant' ? line.targetId : null,
      addonId: line.kind === 'addon' ? line.targetId : null,
      quantityMilli: line.quantityMilli,
    })),
  );
}

// ------------------------------------------------------------------ settings

export async function getAutoSoldOut(db: Db, tenantId: number) {
  const [row] = await db
    .select({ autoSoldOut: inventorySettings.autoSoldOut })
    .from(inventorySettings)
    .where(eq(inventorySettings.tenantId, tenantId));
  return row?.autoSoldOut ?? false;
}

export async function saveAutoSoldOut(db: Db, tenantId: number, autoSoldOut: boolean) {
  await db
    .insert(inventorySettings)
    .values({ tenantId, autoSoldOut })
    .onConflictDoUpdate({ target: inventorySettings.tenantId, set: { autoSoldOut, updatedAt: new Date() } });
}

// ------------------------------------------------------------------ what orders use

/** One recipe line as an order reads it. */
export interface PlanRecipeLine {
  kind: RecipeTargetKind;
  id: number;
  ingredient_id: number;
  milli: number;
}

/**
 * What orders need of stock at the tenant's current menu version, in one round trip: the version,
 * whether auto sold-out is on, every recipe line, and (when it is on) what is out: each item,
 * variant and addon one of whose ingredients has less on hand than a portion needs.
 */
export async function loadStockPlan(db: Db, tenantId: number) {
  const result = await db.execute(sql`
    with settings as (
      select coalesce((select auto_sold_out from inventory_settings where tenant_id = ${tenantId}), false) as auto
    )
    select
      (select menu_version from tenants where id = ${tenantId}) as "version",
      (select auto from settings) as "autoSoldOut",
      coalesce((
        select json_agg(json_build_object(
          'kind', case when r.item_id is not null then 'item' when r.variant_id is not null then 'variant' else 'addon' end,
          'id', coalesce(r.item_id, r.variant_id, r.addon_id),
          'ingredient_id', r.ingredient_id, 'milli', r.quantity_milli))
        from recipe_lines r where r.tenant_id = ${tenantId}
      ), '[]'::json) as "recipes",
      coalesce((
        select json_agg(distinct jsonb_build_object(
          'kind', case when r.item_id is not null then 'item' when r.variant_id is not null then 'variant' else 'addon' end,
          'id', coalesce(r.item_id, r.variant_id, r.addon_id)))
        from recipe_lines r
        join ingredients i on i.tenant_id = r.tenant_id and i.id = r.ingredient_id
        where r.tenant_id = ${tenantId} and (select auto from settings) and i.stock_milli < r.quantity_milli
      ), '[]'::json) as "outs"`);
  const [row] = rowsOf<{
    version: number | string | null;
    autoSoldOut: boolean;
    recipes: PlanRecipeLine[];
    outs: Array<{ kind: RecipeTargetKind; id: number }>;
  }>(result);
  return {
    version: Number(row?.version ?? 0),
    autoSoldOut: Boolean(row?.autoSoldOut),
    recipes: row?.recipes ?? [],
    outs: row?.outs ?? [],
  };
}

/** What is out of stock (auto sold-out on, an ingredient short of a portion), for the 86 read model. */
export async function listOutOfStock(
  db: Db,
  tenantId: number,
): Promise<Array<{ kind: RecipeTargetKind; id: number }>> {
  const result = await db.execute(sql`
    select distinct
           case when r.item_id is not null then 'item' when r.variant_id is not null then 'variant' else 'addon' end as "kind",
           coalesce(r.item_id, r.variant_id, r.addon_id) as "id"
      from inventory_settings s
      join recipe_lines r on r.tenant_id = s.tenant_id
      join ingredients i on i.tenant_id = r.tenant_id and i.id = r.ingredient_id
     where s.tenant_id = ${tenantId} and s.auto_sold_out and i.stock_milli < r.quantity_milli`);
  return rowsOf<{ kind: RecipeTargetKind; id: number }>(result).map((row) => ({
    kind: row.kind,
    id: Number(row.id),
  }));
}

/**
 * Whether stock moving from `before` to `after` changes what is out (auto sold-out on, and some
 * recipe's portion of one of these ingredients was coverable before and is not after, or back).
 */
export async function changesWhatIsOut(
  db: Db,
  tenantId: number,
  changes: ReadonlyArray<{ ingredientId: number; beforeMilli: number; afterMilli: number }>,
) {
  if (changes.length === 0) return false;
  const json = JSON.stringify(
    changes.map((c) => ({ ingredient_id: c.ingredientId, before: c.beforeMilli, after: c.afterMilli })),
  );
  const result = await db.execute(sql`
    select exists (
      select 1
        from inventory_settings s
        cross join jsonb_to_recordset(${json}::jsonb) as c(ingredient_id int, before bigint, after bigint)
        join recipe_lines r on r.tenant_id = s.tenant_id and r.ingredient_id = c.ingredient_id
       where s.tenant_id = ${tenantId} and s.auto_sold_out
         and ((c.before >= r.quantity_milli) <> (c.after >= r.quantity_milli))
    ) as "changes"`);
  return Boolean(rowsOf<{ changes: boolean }>(result)[0]?.changes);
}

/** Records on each of the order's lines, in the order they were written, what it took from stock. */
export async function setStockUsedOfOrder(tx: Db, tenantId: number, orderId: number, perLine: StockUse[][]) {
  const json = JSON.stringify(
    perLine.map((used, index) => ({ n: index + 1, used: used.length > 0 ? used : null })),
  );
  await tx.execute(sql`
    update order_items oi set stock_used = l.used
      from (
        select id, row_number() over (order by id) as n
          from order_items where tenant_id = ${tenantId} and order_id = ${orderId}
      ) x
      join jsonb_to_recordset(${json}::jsonb) as l(n int, used jsonb) on l.n = x.n
     where oi.tenant_id = ${tenantId} and oi.id = x.id and l.used is not null`);
}

// ------------------------------------------------------------------ report and alerts

export async function listLowStock(db: Db, tenantId: number) {
  const rows = await db
    .select(ingredientColumns)
    .from(ingredients)
    .where(
      and(
        eq(ingredients.tenantId, tenantId),
        sql`${ingredients.lowStockMilli} is not null and ${ingredients.stockMilli} <= ${ingredients.lowStockMilli}`,
      ),
    )
    .orderBy(asc(sql`lower(${ingredients.name})`));
  return rows.map(asIngredient);
}

/** Per ingredient over a time window: used by orders (sales less returns), wasted and bought. */
export async function sumMovements(
  db: Db,
  tenantId: number,
  startsAt: ReturnType<typeof sql>,
  endsAt: ReturnType<typeof sql>,
) {
  const result = await db.execute(sql`
    select ingredient_id as "ingredientId",
           coalesce(-sum(delta_milli) filter (where kind in ('sale', 'return')), 0) as "usedMilli",
           coalesce(-sum(delta_milli) filter (where kind = 'waste'), 0) as "wastedMilli",
           coalesce(sum(delta_milli) filter (where kind = 'purchase'), 0) as "purchasedMilli"
      from stock_movements
     where tenant_id = ${tenantId} and created_at >= ${startsAt} and created_at < ${endsAt}
     group by ingredient_id`);
  return rowsOf<{ ingredientId: number; usedMilli: string; wastedMilli: string; purchasedMilli: string }>(
    result,
  ).map((row) => ({
    ingredientId: Number(row.ingredientId),
    usedMilli: Number(row.usedMilli),
    wastedMilli: Number(row.wastedMilli),
    purchasedMilli: Number(row.purchasedMilli),
  }));
}

/** Each ingredient's last count in the window: expected before it and what was counted. */
export async function lastCounts(
  db: Db,
  tenantId: number,
  startsAt: ReturnType<typeof sql>,
  endsAt: ReturnType<typeof sql>,
) {
  const result = await db.execute(sql`
    select distinct on (ingredient_id)
           ingredient_id as "ingredientId", created_at as "countedAt", expected_milli as "expectedMilli",
           stock_after_milli as "countedMilli", user_name as "userName"
      from stock_movements
     where tenant_id = ${tenantId} and kind = 'count' and created_at >= ${startsAt} and created_at < ${endsAt}
     order by ingredient_id, created_at desc, id desc`);
  return rowsOf<{
    ingredientId: number;
    countedAt: Date | string;
    expectedMilli: string | number;
    countedMilli: string | number;
    userName: string | null;
  }>(result).map((row) => ({
    ingredientId: Number(row.ingredientId),
    countedAt: new Date(row.countedAt).toISOString(),
    expectedMilli: Number(row.expectedMilli),
    countedMilli: Number(row.countedMilli),
    userName: row.userName,
  }));
}
