import { randomUUID } from 'node:crypto';
import { INVENTORY_MESSAGES, type TCsvImportPreview, type TCsvImportResult } from '@mise/contracts';
import { isLowStock, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import { type Db, FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { formatEnglish } from '../../i18n/i18n';
import { badRequest, conflict } from '../../lib/errors';
import { type AuditEntry, recordAudits } from '../audit/audit-recorder';
import * as inventoryRepo from '../inventory/inventory.repository';
import { createOrderStock } from '../inventory/order-stock';
import * as menuRepo from '../menu-items/menu-items.repository';
import {
  DEFAULT_ADDON_GROUP,
  DEFAULT_VARIANT_GROUP,
  listGroups,
} from '../modifier-groups/modifier-groups.repository';
import * as settingsRepo from '../settings/settings.repository';
import * as stationsRepo from '../stations/stations.repository';
import { decodeCsvBytes } from './csv-file';
import * as repo from './csv-transfer.repository';
import {
  type IngredientNow,
  type IngredientWrite,
  ingredientsToCsv,
  planIngredientsImport,
} from './ingredients-csv';
import {
  type MenuItemNow,
  type MenuStore,
  type MenuWrite,
  menuToCsv,
  planMenuImport,
  sameTranslations,
} from './menu-csv';

/**
 * CSV import and export of the menu and of ingredients (issue 20 §6). A preview reads the file and
 * the store and writes nothing; an import does the same inside one transaction and writes every row
 * or, when any row is wrong, none (400 naming the rows).
 */

const IMPORT_REASON = 'CSV import';
/** A change of one ingredient's stock, as the inventory's sold-out and low-level checks take it. */
type StockChange = Parameters<ReturnType<typeof createOrderStock>['effectOf']>[2][number];

const key = (name: string) => name.trim().toLocaleLowerCase('en');

function sameItem(now: MenuItemNow, next: repo.MenuItemValues) {
  return (
    now.name === next.title &&
    sameTranslations(now.translations, next.translations) &&
    now.price === next.price &&
    now.categoryId === next.categoryId &&
    now.taxId === next.taxId &&
    (next.stationId === undefined || now.stationId === next.stationId)
  );
}

function sameIngredient(now: IngredientNow, next: Omit<IngredientNow, 'id' | 'stockMilli'>) {
  return (
    now.name === next.name &&
    now.unit === next.unit &&
    now.costPerUnit === next.costPerUnit &&
    now.lowStockMilli === next.lowStockMilli
  );
}

/**
 * The store's unique index compares names with the database's lower(), which for a few letters
 * differs from the check made before writing: the same refusal as the inventory's own editor.
 */
async function sameNameRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(INVENTORY_MESSAGES.ingredientExists);
    throw error;
  }
}

/** A category, tax or station deleted while the import ran: nothing was written, try again. */
async function referencesKept<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw conflict(
        'A category, tax or station was deleted while the file was imported. Nothing was imported: please try again.',
      );
    }
    throw error;
  }
}

export interface CsvFile {
  filename: string;
  text: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A refused import names its first wrong rows; the preview shows them all. */
function refusal(preview: TCsvImportPreview) {
  const bad = preview.rows.filter((r) => r.action === 'error');
  const shown = bad
    .slice(0, 3)
    .map((r) => `row ${r.row}: ${r.errors.join(' ')}`)
    .join(' ');
  return badRequest(
    'Nothing was imported: {count, plural, one {{rows} row has} other {{rows} rows have}} errors. {shown}{more, select, none {} other { …and {more} more.}}',
    {
      count: bad.length,
      rows: String(bad.length),
      shown,
      more: bad.length > 3 ? String(bad.length - 3) : 'none',
    },
  );
}

/** The answer's message: "Menu imported: 3 created, 1 updated." (translated by message-language.ts). */
const IMPORTED = {
  Menu: 'Menu imported: {created} created, {updated} updated.',
  Ingredients: 'Ingredients imported: {created} created, {updated} updated.',
} as const;

const result = (
  noun: keyof typeof IMPORTED,
  writes: ReadonlyArray<{ existing: unknown }>,
): TCsvImportResult => {
  const created = writes.filter((w) => !w.existing).length;
  const updated = writes.length - created;
  const message = formatEnglish(IMPORTED[noun], { created: String(created), updated: String(updated) });
  return { message, created, updated };
};

export function createCsvTransferService(deps: Deps) {
  const { db } = deps;
  const orderStock = createOrderStock(deps);

  // ------------------------------------------------------------ menu

  async function loadMenu(tx: Db, tenantId: number): Promise<MenuStore> {
    const rows = await menuRepo.listMenuItems(tx, tenantId);
    const { variants, addons } = await menuRepo.listOptions(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    const categories = await settingsRepo.listCategories(tx, tenantId);
    const taxes = await settingsRepo.listTaxes(tx, tenantId);
    const stations = await stationsRepo.listStations(tx, tenantId);
    const optionsOf = (list: typeof variants) => {
      const byItem = new Map<number, MenuItemNow['variants']>();
      for (const { itemId, id, title, price } of list)
        byItem.set(itemId, [...(byItem.get(itemId) ?? []), { id, title, price }]);
      return byItem;
    };
    const variantsOf = optionsOf(variants);
    const addonsOf = optionsOf(addons);
    const translationsOf = await repo.menuItemTranslations(tx, tenantId);
    const items: MenuItemNow[] = rows.map((r) => ({
      id: r.id,
      name: r.title,
      price: r.price,
      categoryId: r.categoryTitle === null ? null : r.categoryId,
      taxId: r.taxTitle === null ? null : r.taxId,
      stationId: r.stationId,
      translations: translationsOf.get(r.id) ?? {},
      variants: variantsOf.get(r.id) ?? [],
      addons: addonsOf.get(r.id) ?? [],
    }));
    return { items, categories, taxes, stations };
  }

  /**
   * Writes the planned rows in a few statements per kind of change rather than several per row (a
   * 5,000-row menu takes seconds): new categories, changed items, new items, then the options.
   * Unchanged items and options are not written, so the tills' copy of the menu stays current.
   */
  async function writeMenu(tx: Db, actor: TenantAuth, writes: MenuWrite[]) {
    const { tenantId } = actor;
    const madeCategories = new Map<string, number>();
    const categoryIdOf = async (category: MenuWrite['category']) => {
      if (category === null) return null;
      if ('id' in category) return category.id;
      let id = madeCategories.get(key(category.create));
      if (id === undefined) {
        id = await settingsRepo.insertCategory(tx, tenantId, category.create);
        madeCategories.set(key(category.create), id);
      }
      return id;
    };
    const rows: Array<{ write: MenuWrite; item: repo.MenuItemValues }> = [];
    for (const write of writes) {
      const categoryId = await categoryIdOf(write.category);
      rows.push({
        write,
        item: {
          title: write.title,
          price: write.price,
          categoryId,
          taxId: write.taxId,
          stationId: write.stationId,
          translations: write.translations,
        },
      });
    }
    const audits: AuditEntry[] = [];
    const changed = rows.filter(({ write, item }) => write.existing && !sameItem(write.existing, item));
    await repo.updateMenuItems(
      tx,
      tenantId,
      changed.map(({ write, item }) => ({ id: write.existing!.id, ...item })),
    );
    for (const { write } of changed) {
      const before = write.existing!;
      if (before.price === write.price && before.taxId === write.taxId) continue;
      audits.push({
        action: 'price_change',
        subject: write.title,
        amount: write.price,
        details: {
          old_price: toMajorUnits(before.price),
          new_price: toMajorUnits(write.price),
          old_tax_id: before.taxId,
          new_tax_id: write.taxId,
          source: IMPORT_REASON,
        },
      });
    }
    const created = rows.filter(({ write }) => !write.existing);
    const inserted = await repo.insertMenuItems(
      tx,
      tenantId,
      created.map(({ item }) => ({ ...item, stationId: item.stationId ?? null })),
    );
    // Titles are unique within the file, so each new row finds its id by its title.
    const newId = new Map(inserted.map((row) => [row.title, row.id]));
    const options = rows.map(({ write }) => ({
      itemId: write.existing?.id ?? newId.get(write.title)!,
      write,
    }));
    for (const kind of ['variant', 'addon'] as const) {
      audits.push(...(await writeOptions(tx, tenantId, kind, options)));
    }
    await recordAudits(tx, actor, audits);
  }

  /**
   * Each item's variants or addons become the file's: one of the same name keeps its id (its recipe,
   * sold-out state and group stay) and takes the new price; a new one goes in the item's variant
   * group or first addon group (made as the menu editor makes them when missing); one the file
   * leaves out is deleted. Answers the audit entries of changed prices.
   */
  async function writeOptions(
    tx: Db,
    tenantId: number,
    kind: 'variant' | 'addon',
    items: ReadonlyArray<{ itemId: number; write: MenuWrite }>,
  ): Promise<AuditEntry[]> {
    const updates: repo.OptionUpdate[] = [];
    const added: Array<{ itemId: number; title: string; price: number }> = [];
    const removed: number[] = [];
    const audits: AuditEntry[] = [];
    for (const { itemId, write } of items) {
      const now = (kind === 'variant' ? write.existing?.variants : write.existing?.addons) ?? [];
      const wanted = kind === 'variant' ? write.variants : write.options;
      const byName = new Map(now.map((o) => [key(o.title), o]));
      const kept = new Set<number>();
      for (const option of wanted) {
        const same = byName.get(key(option.title));
        if (!same) {
          added.push({ itemId, ...option });
          continue;
        }
        kept.add(same.id);
        if (same.title === option.title && same.price === option.price) continue;
        updates.push({ id: same.id, ...option });
        if (same.price === option.price) continue;
        audits.push({
          action: 'price_change',
          subject: `${option.title} (${kind} of item #${itemId})`,
          amount: option.price,
          details: {
            old_price: toMajorUnits(same.price),
            new_price: toMajorUnits(option.price),
            source: IMPORT_REASON,
          },
        });
      }
      removed.push(...now.filter((o) => !kept.has(o.id)).map((o) => o.id));
    }
    await repo.deleteOptions(tx, tenantId, kind, removed);
    await repo.updateOptions(tx, tenantId, kind, updates);
    if (added.length) {
      const itemIds = [...new Set(added.map((o) => o.itemId))];
      const groupOf = new Map<number, number>();
      // The item's variant group, or its first addon group (groups come in the order a guest meets them).
      for (const group of await listGroups(tx, tenantId, itemIds)) {
        if (group.kind === kind && !groupOf.has(group.itemId)) groupOf.set(group.itemId, group.id);
      }
      const missing = itemIds.filter((id) => !groupOf.has(id));
      const made = await repo.insertModifierGroups(
        tx,
        tenantId,
        missing.map((itemId) => ({
          itemId,
          kind,
          ...(kind === 'variant' ? DEFAULT_VARIANT_GROUP : DEFAULT_ADDON_GROUP),
        })),
      );
      for (const group of made) groupOf.set(group.itemId, group.id);
      await repo.insertOptions(
        tx,
        tenantId,
        kind,
        added.map((o) => ({ ...o, groupId: groupOf.get(o.itemId)! })),
      );
    }
    return audits;
  }

  // ------------------------------------------------------------ ingredients

  /**
   * Creates and updates the file's ingredients. A stock that differs from the one kept is a count
   * (the movement keeps the stock it replaces), so the ledger still adds up to the stock.
   */
  async function writeIngredients(tx: Db, actor: TenantAuth, writes: IngredientWrite[]) {
    const { tenantId } = actor;
    // Names are unique per store: a row taking the name another row gives up is renamed in two steps.
    for (const w of writes) {
      if (!w.existing || key(w.existing.name) === key(w.name)) continue;
      const { unit, costPerUnit, lowStockMilli } = w.existing;
      const name = `${IMPORT_REASON} ${randomUUID()}`;
      await inventoryRepo.updateIngredient(tx, tenantId, w.existing.id, {
        name,
        unit,
        costPerUnit,
        lowStockMilli,
      });
    }
    const moved: StockChange[] = [];
    const alerts: number[] = [];
    const movements: inventoryRepo.MovementValues[] = [];
    for (const w of writes) {
      const values = {
        name: w.name,
        unit: w.unit,
        costPerUnit: w.costPerUnit,
        lowStockMilli: w.lowStockMilli,
      };
      const id = w.existing ? w.existing.id : await inventoryRepo.insertIngredient(tx, tenantId, values);
      if (w.existing && !sameIngredient(w.existing, values)) {
        await inventoryRepo.updateIngredient(tx, tenantId, id, values);
      }
      const beforeMilli = w.existing?.stockMilli ?? 0;
      const afterMilli = w.stockMilli ?? beforeMilli;
      if (afterMilli !== beforeMilli) {
        await inventoryRepo.setStock(tx, tenantId, id, afterMilli);
        movements.push({
          ingredientId: id,
          kind: 'count',
          deltaMilli: afterMilli - beforeMilli,
          stockAfterMilli: afterMilli,
          expectedMilli: beforeMilli,
          reason: IMPORT_REASON,
          userId: actor.userId,
          userName: actor.name,
        });
        moved.push({ ingredientId: id, beforeMilli, afterMilli, low: w.lowStockMilli });
      }
      const wasLow = w.existing ? isLowStock(beforeMilli, w.existing.lowStockMilli) : false;
      if (wasLow !== isLowStock(afterMilli, w.lowStockMilli)) alerts.push(id);
    }
    await inventoryRepo.insertMovements(tx, tenantId, movements);
    const effect = await orderStock.effectOf(tx, tenantId, moved);
    return { ...effect, lowCrossed: alerts };
  }

  return {
    async exportMenu(tenantId: number): Promise<CsvFile> {
      const store = await loadMenu(db, tenantId);
      return { filename: `menu-items-${today()}.csv`, text: menuToCsv(store) };
    },

    async previewMenu(tenantId: number, bytes: Buffer): Promise<TCsvImportPreview> {
      const text = decodeCsvBytes(bytes);
      return planMenuImport(text, await loadMenu(db, tenantId)).preview;
    },

    async importMenu(actor: TenantAuth, bytes: Buffer): Promise<TCsvImportResult> {
      const text = decodeCsvBytes(bytes);
      const writes = await referencesKept(() =>
        db.transaction(async (tx) => {
          const store = await loadMenu(tx, actor.tenantId);
          const plan = planMenuImport(text, store);
          if (plan.preview.totals.error) throw refusal(plan.preview);
          await writeMenu(tx, actor, plan.writes);
          return plan.writes;
        }),
      );
      return result('Menu', writes);
    },

    async exportIngredients(tenantId: number): Promise<CsvFile> {
      const rows = await inventoryRepo.listIngredients(db, tenantId);
      return { filename: `ingredients-${today()}.csv`, text: ingredientsToCsv(rows) };
    },

    async previewIngredients(tenantId: number, bytes: Buffer): Promise<TCsvImportPreview> {
      const text = decodeCsvBytes(bytes);
      return planIngredientsImport(text, await inventoryRepo.listIngredients(db, tenantId)).preview;
    },

    async importIngredients(actor: TenantAuth, bytes: Buffer): Promise<TCsvImportResult> {
      const text = decodeCsvBytes(bytes);
      const { writes, effect } = await sameNameRefused(() =>
        db.transaction(async (tx) => {
          // Locked: an order taking stock meanwhile waits, so each count's expected stock is exact.
          const plan = planIngredientsImport(text, await inventoryRepo.lockIngredients(tx, actor.tenantId));
          if (plan.preview.totals.error) throw refusal(plan.preview);
          return { writes: plan.writes, effect: await writeIngredients(tx, actor, plan.writes) };
        }),
      );
      orderStock.announce(actor.tenantId, effect);
      return result('Ingredients', writes);
    },
  };
}

export type CsvTransferService = ReturnType<typeof createCsvTransferService>;
