import type { TAvailability } from '@mise/contracts';
import type { ServiceChargeRule } from '@mise/domain';
import type { Db } from '../../db/client';
import { loadPricingData, type PricingData, type PricingItem } from './pos.repository';

/**
 * The menu as a cart is priced from it, for one tenant at one menu version: the items read so far
 * (each whole, with all its variants and addons), the store's timezone and its service charge.
 */
export interface MenuPrices {
  version: number;
  timezone: string | null;
  serviceCharge: ServiceChargeRule | null;
  items: Map<number, PricingItem>;
  /**
   * What was sold out or counted at this version (86). Marking something sold out or setting a
   * count bumps the menu version, so a remembered copy is never less strict than the database;
   * counts only go down between bumps, and an order takes them with a conditional update anyway.
   */
  availability: TAvailability[];
}

/** Tenants remembered at once; the least recently ordering ones are forgotten first. */
const MAX_TENANTS = 500;
/** Items remembered per tenant; a tenant past it starts afresh. */
const MAX_ITEMS_PER_TENANT = 5_000;

/**
 * What each server process remembers of its tenants' menus, so that an order usually needs no read
 * before its write: reading the cart's prices was a third of PostgreSQL's work per order.
 *
 * It can never price an order from a stale menu. Every change to what an order is priced from bumps
 * the tenant's menu version in the same transaction (triggers, migration 0003), and the order's
 * write goes through only if the version is still the one its cart was priced from
 * (insertNumberedOrder). Otherwise the caller asks again with `fresh`, which reads the cart's items
 * from the database; that holds across server instances without any message between them.
 */
export function createMenuPriceCache(db: Db) {
  const byTenant = new Map<number, MenuPrices>();

  function remember(tenantId: number, prices: MenuPrices) {
    byTenant.delete(tenantId);
    byTenant.set(tenantId, prices);
    if (byTenant.size > MAX_TENANTS) {
      const oldest = byTenant.keys().next().value;
      if (oldest !== undefined) byTenant.delete(oldest);
    }
  }

  return {
    /**
     * The tenant's prices covering `itemIds` (ids that are not the tenant's are simply absent).
     * Remembered ones unless `fresh` (`fromMemory`); otherwise the cart's items are read in one
     * snapshot with the version, and kept.
     */
    async pricesFor(
      tenantId: number,
      itemIds: number[],
      options: { fresh: boolean },
    ): Promise<{ prices: MenuPrices; fromMemory: boolean }> {
      const known = byTenant.get(tenantId);
      if (!options.fresh && known && itemIds.every((id) => known.items.has(id))) {
        remember(tenantId, known);
        return { prices: known, fromMemory: true };
      }
      const data = await loadPricingData(db, tenantId, itemIds);
      const read: MenuPrices = {
        version: data.menu_version,
        timezone: data.timezone,
        serviceCharge: serviceChargeRuleFromRow(data.service_charge),
        items: new Map(data.items.map((item) => [item.id, item])),
        availability: data.availability.map((row) => ({
          kind: row.kind,
          id: row.id,
          soldOut: row.sold_out || row.count_left === 0,
          countLeft: row.count_left,
        })),
      };
      // Another request may have remembered this tenant meanwhile: add to it if it is the same
      // version, else keep what was just read (the write checks the version either way).
      const current = byTenant.get(tenantId);
      if (current && current.version === read.version && current.items.size < MAX_ITEMS_PER_TENANT) {
        for (const [id, item] of read.items) current.items.set(id, item);
        current.availability = read.availability;
        remember(tenantId, current);
      } else {
        remember(tenantId, read);
      }
      return { prices: read, fromMemory: false };
    },
  };
}

function serviceChargeRuleFromRow(row: PricingData['service_charge']): ServiceChargeRule | null {
  if (!row || row.rate <= 0) return null;
  return {
    rateBasisPoints: row.rate,
    dineInOnly: row.dine_in_only,
    minGuests: row.min_guests,
    taxRateBasisPoints: row.tax_rate ?? 0,
  };
}
