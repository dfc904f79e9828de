import { INGREDIENT_CSV_COLUMNS, INGREDIENT_CSV_REQUIRED, type TCsvImportPreview } from '@mise/contracts';
import {
  formatAmount,
  isStockUnit,
  MAX_AMOUNT_MINOR,
  milliToDecimal,
  STOCK_UNITS,
  type StockUnit,
  toStockMilli,
} from '@mise/domain';
import { undefuseCell, writeCsv } from '../../lib/csv';
import { parseDecimal, readCsvTable } from './csv-file';
import { type Existing, matchRows, previewOf, type ReadRow, readIdCell } from './import-plan';

/**
 * Ingredients as CSV, one row per ingredient: id, name, unit, cost_per_unit, stock, low_stock.
 * The cost is a decimal in the store's currency per one unit; stock and low stock are decimals of
 * the unit (at most three decimals: the stock is kept in thousandths). Nothing here touches the
 * database: the service hands in the store's ingredients.
 */

export type IngredientColumn = (typeof INGREDIENT_CSV_COLUMNS)[number];

export const INGREDIENT_NAME_MAX = 120;

export interface IngredientNow extends Existing {
  unit: StockUnit;
  costPerUnit: number;
  stockMilli: number;
  lowStockMilli: number | null;
}

export interface IngredientRowValues {
  name: string;
  unit: StockUnit;
  costPerUnit: number;
  /** null: the stock cell is empty (an update keeps the stock, a new ingredient starts at 0). */
  stockMilli: number | null;
  lowStockMilli: number | null;
}

export interface IngredientWrite extends IngredientRowValues {
  row: number;
  existing: IngredientNow | null;
}

export function ingredientsToCsv(ingredients: readonly IngredientNow[]): string {
  return writeCsv(
    INGREDIENT_CSV_COLUMNS,
    ingredients.map((i) => [
      { number: String(i.id) },
      i.name,
      i.unit,
      { number: formatAmount(i.costPerUnit) },
      { number: milliToDecimal(i.stockMilli) },
      i.lowStockMilli === null ? '' : { number: milliToDecimal(i.lowStockMilli) },
    ]),
  );
}

/** Thousandths of the unit; null when not a decimal of at most 3 places (or below 0 where not allowed). */
const quantity = (text: string, negative: boolean) => {
  const result = toStockMilli(text, 'pcs', 'pcs');
  return result.ok && (negative || result.milli >= 0) ? result.milli : null;
};

export function readIngredientRow(row: number, cells: Record<IngredientColumn, string>) {
  const errors: string[] = [];
  const name = undefuseCell(cells.name ?? '').trim();
  if (name === '') errors.push('The name is missing.');
  else if (name.length > INGREDIENT_NAME_MAX)
    errors.push(`The name is longer than ${INGREDIENT_NAME_MAX} characters.`);
  const unit = (cells.unit ?? '').toLowerCase();
  if (!isStockUnit(unit)) {
    errors.push(
      unit === ''
        ? 'The unit is missing.'
        : `The unit “${cells.unit}” is not one of ${STOCK_UNITS.join(', ')}.`,
    );
  }
  const costText = cells.cost_per_unit ?? '';
  const cost = costText === '' ? 0 : parseDecimal(costText, 2);
  if (cost === null || cost > MAX_AMOUNT_MINOR) {
    errors.push(`The cost per unit “${costText}” is not a valid amount: write it like 4.20.`);
  }
  const stockText = cells.stock ?? '';
  const stock = stockText === '' ? null : quantity(stockText, true);
  if (stockText !== '' && stock === null) {
    errors.push(`The stock “${stockText}” is not a valid quantity: write it like 2.5 (at most 3 decimals).`);
  }
  const lowText = cells.low_stock ?? '';
  const low = lowText === '' ? null : quantity(lowText, false);
  if (lowText !== '' && low === null) {
    errors.push(
      `The low stock level “${lowText}” is not a valid quantity: a number of at least 0, like 0.5.`,
    );
  }
  const read: ReadRow<IngredientRowValues> = {
    row,
    name,
    id: readIdCell(cells.id ?? ''),
    values:
      errors.length || !isStockUnit(unit) || cost === null
        ? null
        : { name, unit, costPerUnit: cost, stockMilli: stock, lowStockMilli: low },
    errors,
    notes: [],
  };
  return read;
}

export function planIngredientsImport(
  text: string,
  ingredients: readonly IngredientNow[],
): { preview: TCsvImportPreview; writes: IngredientWrite[] } {
  const table = readCsvTable(text, INGREDIENT_CSV_COLUMNS, INGREDIENT_CSV_REQUIRED);
  const rows = table.rows.map((r) => readIngredientRow(r.row, r.cells));
  for (const [i, r] of table.rows.entries()) {
    if (r.extraCells) rows[i].errors.push('The row has more cells than the header has columns.');
  }
  const matched = matchRows(rows, ingredients, { one: 'ingredient', the: 'Ingredient' });
  const writes: IngredientWrite[] = [];
  for (const r of matched) {
    const v = r.values;
    if (!v) continue;
    const now = r.target;
    if (now && now.unit !== v.unit) {
      r.errors.push(
        `The unit can’t change from ${now.unit} to ${v.unit} by import: its recipes and stock are counted in ${now.unit}.`,
      );
    }
    if (r.errors.length) continue;
    r.notes.push(
      ...(now
        ? changesOf(now, v)
        : v.stockMilli
          ? [`Stock counted in: ${milliToDecimal(v.stockMilli)} ${v.unit}.`]
          : []),
    );
    writes.push({ ...v, row: r.row, existing: now });
  }
  return { preview: previewOf(matched), writes };
}

function changesOf(now: IngredientNow, v: IngredientRowValues): string[] {
  const changed: string[] = [];
  if (now.name !== v.name) changed.push(`renamed from “${now.name}”`);
  if (now.costPerUnit !== v.costPerUnit)
    changed.push(`cost ${formatAmount(now.costPerUnit)} → ${formatAmount(v.costPerUnit)}`);
  if (v.stockMilli !== null && v.stockMilli !== now.stockMilli) {
    changed.push(
      `stock ${milliToDecimal(now.stockMilli)} → ${milliToDecimal(v.stockMilli)} ${v.unit} (a count)`,
    );
  }
  if (now.lowStockMilli !== v.lowStockMilli) changed.push('low stock level');
  return changed.length ? [`Changes: ${changed.join(', ')}.`] : ['No changes.'];
}
