import { MODIFIER_GROUP_MESSAGES, type TModifierGroup } from '@mise/contracts';
import { type ModifierGroupKind, modifierLimitsProblem } from '@mise/domain';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as repo from './modifier-groups.repository';

const ITEM_NOT_FOUND = 'Menu item not found!';

export interface ModifierGroupInput extends repo.ModifierGroupValues {
  kind: ModifierGroupKind;
}

export function toModifierGroup(row: repo.ModifierGroupRow): TModifierGroup {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    min_select: row.minSelect,
    max_select: row.maxSelect,
    sort_order: row.sortOrder,
  };
}

/** The groups of the given items, by item. */
export async function groupsByItem(db: Db, tenantId: number, itemIds: number[]) {
  const byItem = new Map<number, TModifierGroup[]>();
  for (const row of await repo.listGroups(db, tenantId, itemIds)) {
    const list = byItem.get(row.itemId) ?? [];
    list.push(toModifierGroup(row));
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** Which group a new option goes in: the item's variant group, or the chosen or first addon group. */
export async function groupForNewOption(
  db: Db,
  tenantId: number,
  itemId: number,
  kind: ModifierGroupKind,
  chosenGroupId: number | null = null,
): Promise<number> {
  if (kind === 'variant') return repo.variantGroupOf(db, tenantId, itemId);
  if (chosenGroupId === null) return repo.defaultAddonGroupOf(db, tenantId, itemId);
  return requireAddonGroup(db, tenantId, itemId, chosenGroupId);
}

/** An addon's group must be an addon group of the addon's own item (and store). */
export async function requireAddonGroup(db: Db, tenantId: number, itemId: number, groupId: number) {
  const group = await repo.findGroup(db, tenantId, itemId, groupId);
  if (group?.kind !== 'addon') throw notFound(MODIFIER_GROUP_MESSAGES.notFound);
  return group.id;
}

/** Rules of the editor's modifier groups; a change bumps the menu version (a trigger). */
export function createModifierGroupsService(deps: Deps) {
  const { db } = deps;

  function checkLimits(kind: ModifierGroupKind, input: repo.ModifierGroupValues) {
    const problem = modifierLimitsProblem(kind, input.minSelect, input.maxSelect);
    if (problem) throw badRequest(problem);
  }

  return {
    async add(tenantId: number, itemId: number, input: ModifierGroupInput) {
      checkLimits(input.kind, input);
      const { kind, ...values } = input;
      try {
        const id = await repo.insertGroup(db, tenantId, itemId, kind, values);
        return { message: 'Modifier group added!', id };
      } catch (error) {
        const code = pgErrorCode(error);
        if (code === FOREIGN_KEY_VIOLATION) throw notFound(ITEM_NOT_FOUND);
        if (code === UNIQUE_VIOLATION) throw conflict(MODIFIER_GROUP_MESSAGES.oneVariantGroup);
        throw error;
      }
    },

    /** Its title, limits and order; its kind stays what it is. */
    async update(tenantId: number, itemId: number, groupId: number, input: ModifierGroupInput) {
      const group = await repo.findGroup(db, tenantId, itemId, groupId);
      if (!group) throw notFound(MODIFIER_GROUP_MESSAGES.notFound);
      const { kind: _kind, ...values } = input;
      checkLimits(group.kind, values);
      if (!(await repo.updateGroup(db, tenantId, itemId, groupId, values))) {
        throw notFound(MODIFIER_GROUP_MESSAGES.notFound);
      }
      return { message: 'Modifier group saved!' };
    },

    /** Deletes the group and its options; orders that took them keep what they were sold at. */
    async remove(tenantId: number, itemId: number, groupId: number) {
      if (!(await repo.deleteGroup(db, tenantId, itemId, groupId))) {
        throw notFound(MODIFIER_GROUP_MESSAGES.notFound);
      }
      return { message: 'Modifier group deleted!' };
    },
  };
}
