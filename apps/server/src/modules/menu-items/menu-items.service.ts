import type { TMenuItem, TModifierGroup, TPhotoUploadResponse } from '@mise/contracts';
import { isTaxType, toMajorUnits } from '@mise/domain';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit-recorder';
import {
  groupForNewOption,
  groupsByItem,
  requireAddonGroup,
} from '../modifier-groups/modifier-groups.service';
import * as repo from './menu-items.repository';
import { deletePhoto, processPhoto, storePhoto } from './photo-storage';

/** Rules of the menu editor: items, their variants, addons and photo. Amounts are minor units here. */

const ITEM_NOT_FOUND = 'Menu item not found!';
const CATEGORY_NOT_FOUND = 'Category not found!';
const TAX_NOT_FOUND = 'Tax not found!';
const STATION_NOT_FOUND = 'Station not found!';

export type MenuItemInput = repo.MenuItemValues;
export type OptionInput = repo.OptionValues;
export type AddonInput = repo.OptionValues & { groupId: number | null };

interface OptionRow {
  id: number;
  itemId: number;
  title: string;
  price: number;
  groupId: number | null;
}

function toMenuItem(
  row: repo.MenuItemRow,
  variants: OptionRow[],
  addons: OptionRow[],
  groups: Map<number, TModifierGroup[]>,
): TMenuItem {
  const hasTax = row.taxId !== null && row.taxTitle !== null;
  const option = (o: OptionRow) => ({
    id: o.id,
    title: o.title,
    price: toMajorUnits(o.price),
    group_id: o.groupId,
  });
  return {
    id: row.id,
    title: row.title,
    price: toMajorUnits(row.price),
    net_price: row.netPrice === null ? null : toMajorUnits(row.netPrice),
    category_id: row.categoryTitle === null ? null : row.categoryId,
    category_title: row.categoryTitle,
    tax_id: hasTax ? row.taxId : null,
    tax_title: hasTax ? row.taxTitle : null,
    tax_rate: hasTax && row.taxRateBasisPoints !== null ? row.taxRateBasisPoints / 100 : null,
    tax_type: hasTax && isTaxType(row.taxType) ? row.taxType : null,
    image: row.image,
    variants: variants.filter((v) => v.itemId === row.id).map(option),
    addons: addons.filter((a) => a.itemId === row.id).map(option),
    modifier_groups: groups.get(row.id) ?? [],
    station_id: row.stationId,
  };
}

export function createMenuItemsService(deps: Deps) {
  const { db, uploadsDir, log } = deps;

  /** A category or tax id from the request counts only if it is the tenant's own. */
  async function checkReferences(tenantId: number, input: MenuItemInput) {
    if (input.categoryId !== null && !(await repo.categoryExists(db, tenantId, input.categoryId))) {
      throw notFound(CATEGORY_NOT_FOUND);
    }
    if (input.taxId !== null && !(await repo.taxExists(db, tenantId, input.taxId))) {
      throw notFound(TAX_NOT_FOUND);
    }
    if (
      input.stationId !== undefined &&
      input.stationId !== null &&
      !(await repo.stationExists(db, tenantId, input.stationId))
    ) {
      throw notFound(STATION_NOT_FOUND);
    }
  }

  /** The checked category or tax was deleted in the meantime: the same answer as if it never existed. */
  async function withReferences<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound('Category or tax not found!');
      throw error;
    }
  }

  async function requireItem(tenantId: number, itemId: number) {
    if (!(await repo.menuItemExists(db, tenantId, itemId))) throw notFound(ITEM_NOT_FOUND);
  }

  /** Deletes a photo file no item of the tenant shows any more; a failure is logged, never fatal. */
  async function releasePhoto(tenantId: number, image: string | null, exceptItemId: number) {
    if (!image || (await repo.isImageUsedElsewhere(db, tenantId, image, exceptItemId))) return;
    try {
      await deletePhoto(uploadsDir, tenantId, image);
    } catch (error) {
      log.warn({ err: error, image }, 'could not delete a replaced menu photo');
    }
  }

  return {
    async list(tenantId: number): Promise<TMenuItem[]> {
      const rows = await repo.listMenuItems(db, tenantId);
      const ids = rows.map((r) => r.id);
      const [{ variants, addons }, groups] = await Promise.all([
        repo.listOptions(db, tenantId, ids),
        groupsByItem(db, tenantId, ids),
      ]);
      return rows.map((row) => toMenuItem(row, variants, addons, groups));
    },

    async get(tenantId: number, itemId: number): Promise<TMenuItem> {
      const row = await repo.findMenuItem(db, tenantId, itemId);
      if (!row) throw notFound(ITEM_NOT_FOUND);
      const [{ variants, addons }, groups] = await Promise.all([
        repo.listOptions(db, tenantId, [row.id]),
        groupsByItem(db, tenantId, [row.id]),
      ]);
      return toMenuItem(row, variants, addons, groups);
    },

    async add(tenantId: number, input: MenuItemInput) {
      await checkReferences(tenantId, input);
      const id = await withReferences(() => repo.insertMenuItem(db, tenantId, input));
      return { message: 'Menu item added!', id };
    },

    /** Saves the item; a new price or tax goes to the audit log with the old one, in the same transaction. */
    async update(actor: AuditActor, itemId: number, input: MenuItemInput) {
      const { tenantId } = actor;
      const before = await repo.findMenuItem(db, tenantId, itemId);
      if (!before) throw notFound(ITEM_NOT_FOUND);
      await checkReferences(tenantId, input);
      await withReferences(() =>
        db.transaction(async (tx) => {
          if (!(await repo.updateMenuItem(tx, tenantId, itemId, input))) throw notFound(ITEM_NOT_FOUND);
          if (before.price !== input.price || before.taxId !== input.taxId) {
            await recordAudit(tx, actor, {
              action: 'price_change',
              subject: input.title,
              amount: input.price,
              details: {
                old_price: toMajorUnits(before.price),
                new_price: toMajorUnits(input.price),
                old_tax_id: before.taxId,
                new_tax_id: input.taxId,
              },
            });
          }
        }),
      );
      return { message: 'Menu item saved!' };
    },

    async remove(tenantId: number, itemId: number) {
      const deleted = await repo.deleteMenuItem(db, tenantId, itemId);
      if (!deleted) throw notFound(ITEM_NOT_FOUND);
      await releasePhoto(tenantId, deleted.image, itemId);
      return { message: 'Menu item deleted!' };
    },

    async uploadPhoto(tenantId: number, itemId: number, upload: Buffer): Promise<TPhotoUploadResponse> {
      await requireItem(tenantId, itemId);
      const photo = await processPhoto(upload);
      const imageURL = await storePhoto(uploadsDir, tenantId, photo);
      const replaced = await repo.replaceMenuItemImage(db, tenantId, itemId, imageURL);
      if (!replaced) {
        // The item was deleted while the photo was being processed.
        await releasePhoto(tenantId, imageURL, itemId);
        throw notFound(ITEM_NOT_FOUND);
      }
      if (replaced.previous !== imageURL) await releasePhoto(tenantId, replaced.previous, itemId);
      return { message: 'Photo uploaded!', imageURL };
    },

    async removePhoto(tenantId: number, itemId: number) {
      const replaced = await repo.replaceMenuItemImage(db, tenantId, itemId, null);
      if (!replaced) throw notFound(ITEM_NOT_FOUND);
      await releasePhoto(tenantId, replaced.previous, itemId);
      return { message: 'Photo removed!' };
    },

    async addVariant(tenantId: number, itemId: number, input: OptionInput) {
      await requireItem(tenantId, itemId);
      const id = await withItem(() =>
        db.transaction(async (tx) => {
          const groupId = await groupForNewOption(tx, tenantId, itemId, 'variant');
          return repo.insertVariant(tx, tenantId, itemId, { ...input, groupId });
        }),
      );
      return { message: 'Variant added!', id };
    },

    async updateVariant(actor: AuditActor, itemId: number, variantId: number, input: OptionInput) {
      await db.transaction(async (tx) => {
        const before = await repo.findVariant(tx, actor.tenantId, itemId, variantId);
        if (!before || !(await repo.updateVariant(tx, actor.tenantId, itemId, variantId, input))) {
          throw notFound('Variant not found!');
        }
        await recordOptionPrice(tx, actor, itemId, 'variant', before.price, input);
      });
      return { message: 'Variant updated!' };
    },

    async deleteVariant(tenantId: number, itemId: number, variantId: number) {
      if (!(await repo.deleteVariant(db, tenantId, itemId, variantId))) throw notFound('Variant not found!');
      return { message: 'Variant deleted!' };
    },

    async addAddon(tenantId: number, itemId: number, input: AddonInput) {
      await requireItem(tenantId, itemId);
      const { groupId: chosen, ...values } = input;
      const id = await withItem(() =>
        db.transaction(async (tx) => {
          const groupId = await groupForNewOption(tx, tenantId, itemId, 'addon', chosen);
          return repo.insertAddon(tx, tenantId, itemId, { ...values, groupId });
        }),
      );
      return { message: 'Addon added!', id };
    },

    /** Saves the addon; a group given moves it there (an addon group of the same item). */
    async updateAddon(actor: AuditActor, itemId: number, addonId: number, input: AddonInput) {
      await db.transaction(async (tx) => {
        const { groupId: chosen, ...values } = input;
        const before = await repo.findAddon(tx, actor.tenantId, itemId, addonId);
        if (!before) throw notFound('Addon not found!');
        const groupId =
          chosen === null ? undefined : await requireAddonGroup(tx, actor.tenantId, itemId, chosen);
        if (!(await repo.updateAddon(tx, actor.tenantId, itemId, addonId, { ...values, groupId }))) {
          throw notFound('Addon not found!');
        }
        await recordOptionPrice(tx, actor, itemId, 'addon', before.price, input);
      });
      return { message: 'Addon updated!' };
    },

    async deleteAddon(tenantId: number, itemId: number, addonId: number) {
      if (!(await repo.deleteAddon(db, tenantId, itemId, addonId))) throw notFound('Addon not found!');
      return { message: 'Addon deleted!' };
    },
  };
}

/** A variant's or addon's new price goes to the audit log with the old one. */
async function recordOptionPrice(
  tx: Db,
  actor: AuditActor,
  itemId: number,
  kind: 'variant' | 'addon',
  oldPrice: number,
  input: OptionInput,
) {
  if (oldPrice === input.price) return;
  await recordAudit(tx, actor, {
    action: 'price_change',
    subject: `${input.title} (${kind} of item #${itemId})`,
    amount: input.price,
    details: { old_price: toMajorUnits(oldPrice), new_price: toMajorUnits(input.price) },
  });
}

/** The item was deleted between the check and the insert. */
async function withItem<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(ITEM_NOT_FOUND);
    throw error;
  }
}

export type MenuItemsService = ReturnType<typeof createMenuItemsService>;
