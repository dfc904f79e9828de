import { STOCK_UNITS } from '@mise/domain';
import { z } from 'zod';
import { id, money, optionalText, requiredText } from './common';
import { ReportPeriodQuery, type TPeriodRange } from './periods';

/**
 * Stock (issue 20): ingredients, what dishes use of them (recipes), every change of stock
 * (movements), the store's stock settings and report. Quantities go over the wire as decimals of a
 * unit (1.5 kg, "250" g) with the unit they were typed in; answers carry integer thousandths of the
 * ingredient's own unit (`…Milli`) and its unit, for packages/domain/src/stock.ts to format.
 * Costs are money in major units per one whole unit, like every amount on the wire.
 */
export const INVENTORY_MESSAGES = {
  name: 'Please enter the ingredient name!',
  unit: 'Please choose a unit: g, kg, ml, l or pcs!',
  cost: 'Please enter a valid cost (zero or more)!',
  quantity: 'Please enter a valid quantity!',
  negative: 'The quantity cannot be negative!',
  notZero: 'An adjustment must change the stock!',
  unitMismatch: (entered: string, unit: string) =>
    `${entered} cannot be used for an ingredient kept in ${unit}!`,
  tooPrecise: (unit: string) => `That quantity is finer than a thousandth of ${unit}!`,
  tooLarge: 'That quantity is too large!',
  reason: 'Please enter a reason!',
  ingredientExists: 'An ingredient with this name already exists!',
  ingredientNotFound: 'Ingredient not found!',
  unitInUse: 'The unit cannot change once the ingredient has stock, movements or recipes!',
  targetNotFound: 'That variant or addon is not part of this item!',
  duplicateRecipeLine: 'An ingredient appears twice in the same recipe!',
  itemNotFound: 'Item not found!',
  saved: 'Ingredient saved!',
  deleted: 'Ingredient deleted!',
  movementSaved: 'Stock updated!',
  recipeSaved: 'Recipe saved!',
  settingsSaved: 'Stock settings saved!',
} as const;

const unit = z.enum(STOCK_UNITS, { error: INVENTORY_MESSAGES.unit });

/** A decimal quantity as typed: a number or a numeric string (from a form). */
const quantity = z.union(
  [
    z.number().refine(Number.isFinite, INVENTORY_MESSAGES.quantity),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, INVENTORY_MESSAGES.quantity),
  ],
  { error: INVENTORY_MESSAGES.quantity },
);
const nonNegativeQuantity = quantity.refine(
  (v) => !String(v).trim().startsWith('-'),
  INVENTORY_MESSAGES.negative,
);

/** POST /ingredients, PUT /ingredients/{id}. */
export const IngredientBody = z.object({
  name: requiredText(INVENTORY_MESSAGES.name, 120),
  unit,
  costPerUnit: money(INVENTORY_MESSAGES.cost),
  /** At or under this many units (of `unit`) the ingredient is low; null or missing: never warned. */
  lowStock: z
    .preprocess((v) => (v === '' ? null : v), nonNegativeQuantity.nullish())
    .transform((v) => v ?? null),
  /** POST only: what is on hand now (recorded as an opening count); ignored by PUT. */
  stock: nonNegativeQuantity.optional(),
});
export type TIngredientBody = z.input<typeof IngredientBody>;
export type TIngredientInput = z.infer<typeof IngredientBody>;

export interface TIngredient {
  id: number;
  name: string;
  unit: (typeof STOCK_UNITS)[number];
  /** Major units per one unit. */
  costPerUnit: number;
  stockMilli: number;
  lowStockMilli: number | null;
  isLow: boolean;
  /** The stock's value in major units (milli × cost, rounded once). */
  value: number;
}

export const MOVEMENT_KINDS = ['purchase', 'waste', 'count', 'adjustment', 'sale', 'return'] as const;
export type TMovementKind = (typeof MOVEMENT_KINDS)[number];
/** What staff record by hand; sales and returns come from orders. */
export const MANUAL_MOVEMENT_KINDS = ['purchase', 'waste', 'count', 'adjustment'] as const;

/**
 * POST /ingredients/{id}/movements. purchase and waste: a quantity above zero (added, taken);
 * count: what was counted (zero or more; the stock becomes it); adjustment: a signed change.
 * `unit` is the unit typed (the ingredient's by default). A purchase may carry its unit cost,
 * which becomes the ingredient's cost per unit. Waste and adjustments need a reason.
 */
export const MovementBody = z
  .object({
    kind: z.enum(MANUAL_MOVEMENT_KINDS, { error: 'Please choose purchase, waste, count or adjustment!' }),
    quantity,
    unit: unit.optional(),
    unitCost: z
      .preprocess((v) => (v === '' ? null : v), money(INVENTORY_MESSAGES.cost).nullish())
      .transform((v) => v ?? null),
    reason: optionalText(300, 'Reason'),
  })
  .superRefine((body, ctx) => {
    const negative = String(body.quantity).trim().startsWith('-');
    if (body.kind !== 'adjustment' && negative)
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.negative, path: ['quantity'] });
    if ((body.kind === 'waste' || body.kind === 'adjustment') && !body.reason)
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.reason, path: ['reason'] });
  });
export type TMovementBody = z.input<typeof MovementBody>;
export type TMovementInput = z.infer<typeof MovementBody>;

export interface TStockMovement {
  id: number;
  kind: TMovementKind;
  deltaMilli: number;
  stockAfterMilli: number;
  /** Counts: what the stock was expected to be before the count. */
  expectedMilli: number | null;
  /** Purchases: major units per one unit paid. */
  unitCost: number | null;
  reason: string | null;
  orderId: number | null;
  userName: string | null;
  createdAt: string;
}

export const MovementListQuery = z.object({
  limit: z.coerce.number({ error: 'Invalid request!' }).int().min(1).max(500).default(100),
});

export interface TIngredientDetail {
  ingredient: TIngredient;
  movements: TStockMovement[];
}

export const RECIPE_TARGETS = ['item', 'variant', 'addon'] as const;

/** PUT /menu-items/{id}/recipe: the item's, its variants' and its addons' recipes, all at once. */
export const RecipeBody = z.object({
  lines: z
    .array(
      z.object({
        kind: z.enum(RECIPE_TARGETS, { error: 'Invalid request!' }),
        /** The variant or addon (the item itself for kind item; then ignored). */
        targetId: id().nullish(),
        ingredientId: id(INVENTORY_MESSAGES.ingredientNotFound),
        /** Per portion, above zero, in `unit` (the ingredient's by default). */
        quantity: nonNegativeQuantity,
        unit: unit.optional(),
      }),
    )
    .max(200),
});
export type TRecipeBody = z.input<typeof RecipeBody>;
export type TRecipeInput = z.infer<typeof RecipeBody>;

export interface TRecipeLine {
  kind: (typeof RECIPE_TARGETS)[number];
  targetId: number;
  /** The item's, variant's or addon's name. */
  targetName: string;
  ingredientId: number;
  ingredientName: string;
  unit: (typeof STOCK_UNITS)[number];
  quantityMilli: number;
}

export interface TRecipe {
  itemId: number;
  lines: TRecipeLine[];
}

export const InventorySettingsBody = z.object({
  autoSoldOut: z.boolean({ error: 'Invalid request!' }),
});
export type TInventorySettings = z.infer<typeof InventorySettingsBody>;

/** GET /inventory/report: the period is the reports' (today by default, or from–to). */
export const InventoryReportQuery = ReportPeriodQuery;

export interface TInventoryReport {
  range: TPeriodRange;
  /** The store's currency (ISO 4217), for the screens to format amounts. */
  currency: string;
  /** Now: each ingredient's stock and value, and their sum (major units). */
  totalValue: number;
  stock: Array<{ id: number; name: string; unit: TIngredient['unit']; stockMilli: number; value: number }>;
  /** In the period: what orders used (sales less returns), wasted and bought, per ingredient. */
  usage: Array<{
    id: number;
    name: string;
    unit: TIngredient['unit'];
    usedMilli: number;
    wastedMilli: number;
    purchasedMilli: number;
    /** Cost of what was used at the ingredient's cost per unit now (major units). */
    usedValue: number;
  }>;
  /** Each ingredient's last count in the period: expected, counted and the difference. */
  counts: Array<{
    id: number;
    name: string;
    unit: TIngredient['unit'];
    countedAt: string;
    expectedMilli: number;
    countedMilli: number;
    varianceMilli: number;
    userName: string | null;
  }>;
}

export interface TStockAlerts {
  low: Array<{
    id: number;
    name: string;
    unit: TIngredient['unit'];
    stockMilli: number;
    lowStockMilli: number;
  }>;
}
