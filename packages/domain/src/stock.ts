import { divideRounded } from './money';

/**
 * Stock (issue 20): ingredients are kept in integer thousandths of their own unit ("milli"), so
 * 1.5 kg of a kg ingredient is 1500 and 3 pieces are 3000. A quantity typed in another unit of the
 * same family (250 g of a kg ingredient) converts exactly or is refused; a unit of another family
 * (ml of a kg ingredient) is always refused. The screens and the server call the same functions.
 */

export const STOCK_UNITS = ['g', 'kg', 'ml', 'l', 'pcs'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];
export type UnitFamily = 'mass' | 'volume' | 'count';

/** Each unit's family and its size in the family's smallest unit (g, ml, piece). */
const UNIT_INFO: Record<StockUnit, { family: UnitFamily; size: number }> = {
  g: { family: 'mass', size: 1 },
  kg: { family: 'mass', size: 1000 },
  ml: { family: 'volume', size: 1 },
  l: { family: 'volume', size: 1000 },
  pcs: { family: 'count', size: 1 },
};

/** The largest stock the database holds comfortably and JavaScript counts exactly (10^12 units). */
export const MAX_STOCK_MILLI = 1_000_000_000_000_000;

export function isStockUnit(value: unknown): value is StockUnit {
  return typeof value === 'string' && (STOCK_UNITS as readonly string[]).includes(value);
}

export function unitFamily(unit: StockUnit): UnitFamily {
  return UNIT_INFO[unit].family;
}

/** The units a quantity of an ingredient kept in `unit` may be typed in (its family). */
export function compatibleUnits(unit: StockUnit): StockUnit[] {
  return STOCK_UNITS.filter((u) => UNIT_INFO[u].family === UNIT_INFO[unit].family);
}

export type QuantityError = 'invalid' | 'unit-mismatch' | 'too-precise' | 'too-large';

export type MilliResult = { ok: true; milli: number } | { ok: false; error: QuantityError };

/** Parses a plain decimal ("1.25", "-3", 0.5) exactly: its digits and how many are decimals. */
function parseDecimal(value: number | string): { digits: bigint; scale: number } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip form; numbers this API sees never need an exponent.
    text = String(value);
    if (/e/i.test(text)) text = value.toFixed(12);
  } else {
    text = value.trim();
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  const digits = BigInt(`${match[2]}${decimals}`) * (match[1] === '-' ? -1n : 1n);
  return { digits, scale: decimals.length };
}

/**
 * A quantity typed in `entered` as thousandths of `stored` (the ingredient's unit): 250 g of a kg
 * ingredient is 250 milli; 0.5 l of an ml ingredient is 500 000. Refused when the units are of
 * different families, or when the result is not a whole number of milli (0.0001 kg).
 */
export function toStockMilli(quantity: number | string, entered: StockUnit, stored: StockUnit): MilliResult {
  if (UNIT_INFO[entered].family !== UNIT_INFO[stored].family) return { ok: false, error: 'unit-mismatch' };
  const parsed = parseDecimal(quantity);
  if (!parsed) return { ok: false, error: 'invalid' };
  const numerator = parsed.digits * 1000n * BigInt(UNIT_INFO[entered].size);
  const denominator = 10n ** BigInt(parsed.scale) * BigInt(UNIT_INFO[stored].size);
  if (numerator % denominator !== 0n) return { ok: false, error: 'too-precise' };
  const milli = numerator / denominator;
  if (milli > BigInt(MAX_STOCK_MILLI) || milli < -BigInt(MAX_STOCK_MILLI))
    return { ok: false, error: 'too-large' };
  const result = Number(milli);
  return { ok: true, milli: result === 0 ? 0 : result };
}

/** Milli as a plain decimal of the unit: 1500 → "1.5", -250 → "-0.25", 3000 → "3". */
export function milliToDecimal(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "1.5 kg", "250 g", "12 pcs". */
export function formatQuantity(milli: number, unit: StockUnit): string {
  return `${milliToDecimal(milli)} ${unit}`;
}

/**
 * The value of a stock at a cost per whole unit (minor units): milli × cost / 1000, rounded half
 * up once per ingredient. Stock below zero (sold before it was counted in) is worth nothing rather
 * than a negative amount.
 */
export function stockValue(milli: number, costPerUnit: number): number {
  if (milli <= 0 || costPerUnit <= 0) return 0;
  return divideRounded(milli * costPerUnit, 1000);
}

/** At or under its low level (none set: never low). */
export function isLowStock(stockMilli: number, lowStockMilli: number | null): boolean {
  return lowStockMilli !== null && stockMilli <= lowStockMilli;
}

/** Whether a change of stock moved it across its low level, either way (the tills are told). */
export function crossesLowLevel(
  beforeMilli: number,
  afterMilli: number,
  lowStockMilli: number | null,
): boolean {
  return isLowStock(beforeMilli, lowStockMilli) !== isLowStock(afterMilli, lowStockMilli);
}

/** What one ingredient is used: per recipe line, per line of an order, per order. */
export interface StockUse {
  ingredientId: number;
  milli: number;
}

export type RecipeTargetKind = 'item' | 'variant' | 'addon';

/** Recipes by what they belong to: one portion's ingredients of each item, variant and addon. */
export interface RecipeBook {
  item: ReadonlyMap<number, readonly StockUse[]>;
  variant: ReadonlyMap<number, readonly StockUse[]>;
  addon: ReadonlyMap<number, readonly StockUse[]>;
}

/** Adds uses of the same ingredient together, in ingredient order. */
export function mergeStockUses(uses: Iterable<StockUse>): StockUse[] {
  const byIngredient = new Map<number, number>();
  for (const use of uses)
    byIngredient.set(use.ingredientId, (byIngredient.get(use.ingredientId) ?? 0) + use.milli);
  return [...byIngredient.entries()]
    .filter(([, milli]) => milli !== 0)
    .sort(([a], [b]) => a - b)
    .map(([ingredientId, milli]) => ({ ingredientId, milli }));
}

/**
 * What an order line uses: its item's recipe, its variant's and each chosen addon's, times the
 * line's quantity, one entry per ingredient.
 */
export function stockUsageOfLine(
  recipes: RecipeBook,
  line: { itemId: number | null; variantId: number | null; addonIds: readonly number[]; quantity: number },
): StockUse[] {
  const parts: StockUse[] = [];
  const take = (uses: readonly StockUse[] | undefined) => {
    for (const use of uses ?? [])
      parts.push({ ingredientId: use.ingredientId, milli: use.milli * line.quantity });
  };
  if (line.itemId !== null) take(recipes.item.get(line.itemId));
  if (line.variantId !== null) take(recipes.variant.get(line.variantId));
  for (const addonId of line.addonIds) take(recipes.addon.get(addonId));
  return mergeStockUses(parts);
}

/** Counted against expected: what a count found more (positive) or missing (negative). */
export function countVariance(expectedMilli: number, countedMilli: number): number {
  return countedMilli - expectedMilli;
}
