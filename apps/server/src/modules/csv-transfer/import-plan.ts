import type { TCsvImportPreview, TCsvPreviewRow } from '@mise/contracts';

/**
 * What an import file's rows would do to the rows a store has, for menus and ingredients alike:
 * which existing row each file row updates (by its id, else by its name, case-insensitively) or that
 * it creates one, and why a row can't be imported. Rows keep names unique: no two rows of the file
 * may share a name, and a row may not take the name of an existing row that the file leaves alone.
 */

export interface Existing {
  id: number;
  name: string;
}

export interface ReadRow<V> {
  row: number;
  /** The name as written (for the preview), even when it is not valid. */
  name: string;
  /** The id column's value: null when empty; NaN when not an id. */
  id: number | null;
  /** The row's values when its cells are valid. */
  values: V | null;
  errors: string[];
  notes: string[];
}

export interface Target<V, E extends Existing> {
  row: number;
  values: V;
  /** The row it updates; null: it creates one. */
  existing: E | null;
  notes: string[];
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');
const MAX_ID = 2_147_483_647;

/** An id cell: empty is none; anything but a positive integer is NaN (the row is then in error). */
export function readIdCell(text: string): number | null {
  if (text === '') return null;
  if (!/^\d{1,10}$/.test(text)) return Number.NaN;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : Number.NaN;
}

export function matchRows<V, E extends Existing>(
  rows: ReadRow<V>[],
  existing: readonly E[],
  noun: { one: string; the: string },
): Array<ReadRow<V> & { target: E | null }> {
  const byId = new Map(existing.map((e) => [e.id, e]));
  const byName = new Map<string, E[]>();
  for (const e of existing) byName.set(key(e.name), [...(byName.get(key(e.name)) ?? []), e]);

  // Names repeated within the file: every row with such a name is in error.
  const rowsByName = new Map<string, number[]>();
  for (const r of rows) {
    if (r.name.trim() === '') continue;
    rowsByName.set(key(r.name), [...(rowsByName.get(key(r.name)) ?? []), r.row]);
  }

  // Which existing row each file row points at.
  const targets = rows.map((r) => {
    if (r.id === null) {
      const named = byName.get(key(r.name)) ?? [];
      if (named.length > 1) {
        r.errors.push(
          `Several ${noun.one}s are named “${r.name}”: add the id column (as the export writes it) to say which.`,
        );
        return null;
      }
      return named[0] ?? null;
    }
    if (Number.isNaN(r.id)) {
      r.errors.push('The id is not valid: leave it empty for a new row, or keep the one the export wrote.');
      return null;
    }
    const found = byId.get(r.id);
    if (!found) r.errors.push(`${noun.the} #${r.id} is not in this store.`);
    return found ?? null;
  });
  const targetedIds = new Set(targets.filter((t): t is E => t !== null).map((t) => t.id));
  const firstRowFor = new Map<number, number>();

  return rows.map((r, i) => {
    const target = targets[i];
    const sameName = rowsByName.get(key(r.name)) ?? [];
    if (sameName.length > 1) {
      const others = sameName.filter((n) => n !== r.row);
      r.errors.push(
        `The name “${r.name}” is also on row${others.length === 1 ? '' : 's'} ${others.join(', ')}.`,
      );
    }
    if (target) {
      const first = firstRowFor.get(target.id);
      if (first !== undefined)
        r.errors.push(`Row ${first} already updates ${noun.the.toLowerCase()} #${target.id}.`);
      else firstRowFor.set(target.id, r.row);
    }
    // Another existing row already has this name, and no row of the file renames it.
    const holders = (byName.get(key(r.name)) ?? []).filter(
      (e) => e.id !== target?.id && !targetedIds.has(e.id),
    );
    if (r.id !== null && holders.length) {
      r.errors.push(`${noun.the} #${holders[0].id} is already named “${holders[0].name}”.`);
    }
    return { ...r, target };
  });
}

/** The preview of matched rows: create, update or error, with the totals. */
export function previewOf(
  rows: Array<{ row: number; name: string; errors: string[]; notes: string[]; target: Existing | null }>,
  notes: string[] = [],
): TCsvImportPreview {
  const previewRows: TCsvPreviewRow[] = rows.map((r) => ({
    row: r.row,
    name: r.name,
    action: r.errors.length ? 'error' : r.target ? 'update' : 'create',
    errors: r.errors,
    notes: r.errors.length ? [] : r.notes,
  }));
  const count = (action: TCsvPreviewRow['action']) => previewRows.filter((r) => r.action === action).length;
  return {
    rows: previewRows,
    totals: {
      rows: previewRows.length,
      create: count('create'),
      update: count('update'),
      error: count('error'),
    },
    notes,
  };
}
