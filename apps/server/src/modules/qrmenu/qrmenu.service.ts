import {
  QR_MENU_MESSAGES,
  type TModifierGroup,
  type TQrMenuItem,
  type TQrMenuResponse,
  type TQrPlaceOrderResponse,
  type TQrStoreTable,
  type TTranslations,
} from '@mise/contracts';
import { isTaxType, modifierChoiceError, modifierGroupRuleOf, toMajorUnits, unitPriceOf } from '@mise/domain';
import type { Deps } from '../../deps';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import { createAvailabilityService, portionsOf } from '../availability/availability.service';
import { groupsByItem } from '../modifier-groups/modifier-groups.service';
import { serviceChargeSettingOf } from '../payments/checkout-settings.service';
import { findCheckoutSettings } from '../payments/payments.repository';
import { decodeTableRef } from '../settings/table-reference';
import * as repo from './qrmenu.repository';

/** Rules of the diner's public QR menu: what a store shows, and turning a cart into a QR order. */

/**
 * Place-order limits, per store and per (store, diner address). Diners of one restaurant often
 * share its Wi-Fi, so the per-address limit is a busy table's worth, not one order.
 */
export const QR_ORDER_RATE_LIMITS = {
  windowMs: 10 * 60_000,
  perAddress: 30,
  perStore: 600,
} as const;

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface PlaceOrderLine {
  id: number;
  quantity: number;
  notes: string | null;
  variant_id: number | null;
  addons_ids: number[];
}

export interface PlaceOrderInput {
  cartItems: PlaceOrderLine[];
  customerType: 'WALKIN' | 'CUSTOMER';
  customer?: { name: string; phone: string } | null;
  tableId: string | null;
}

const brokenLink = () => new AppError(404, QR_MENU_MESSAGES.brokenLink, 'BROKEN_LINK');
const menuNotAvailable = () => new AppError(403, QR_MENU_MESSAGES.menuNotAvailable, 'MENU_NOT_AVAILABLE');
const orderingDisabled = () => new AppError(403, QR_MENU_MESSAGES.orderingDisabled, 'ORDERING_DISABLED');
// Codes the diner's page translates (issue 23); the message stays the English one for other clients.
const invalidTable = () => new AppError(400, QR_MENU_MESSAGES.invalidTable, 'INVALID_TABLE');
const itemUnavailable = () => new AppError(400, QR_MENU_MESSAGES.itemUnavailable, 'ITEM_UNAVAILABLE');
const optionUnavailable = () => new AppError(400, QR_MENU_MESSAGES.optionUnavailable, 'OPTION_UNAVAILABLE');

export function createQrMenuService(deps: Deps) {
  const { db, signer, limiter, realtime } = deps;
  const availability = createAvailabilityService(deps);

  /** The store a code names, if it may show its menu now (switched on, account active). */
  async function requireServingStore(qrCode: string) {
    const store = await repo.findStoreByQrCode(db, qrCode);
    if (!store) throw brokenLink();
    if (!store.isQrMenuEnabled || !store.tenantActive) throw menuNotAvailable();
    return store;
  }

  /** The table a signed reference names, only when it is this store's and still exists. */
  async function resolveTable(tenantId: number, reference: string | null | undefined) {
    if (!reference) return null;
    const ref = decodeTableRef(signer, reference);
    if (!ref || ref.tenantId !== tenantId) return null;
    return repo.findTable(db, tenantId, ref.tableId);
  }

  async function enforceRateLimit(tenantId: number, ip: string) {
    const { windowMs, perAddress, perStore } = QR_ORDER_RATE_LIMITS;
    const address = await limiter.hit(`qr-order:addr:${tenantId}:${ip}`, perAddress, windowMs);
    const store = await limiter.hit(`qr-order:store:${tenantId}`, perStore, windowMs);
    if (!address.allowed || !store.allowed) {
      throw tooManyRequests('Too many orders from here, please wait a few minutes and try again!');
    }
  }

  return {
    async getMenu(qrCode: string, tableReference?: string): Promise<TQrMenuResponse> {
      const store = await requireServingStore(qrCode);
      const tenantId = store.tenantId;
      const categories = await repo.listCategories(db, tenantId);
      const items = await repo.listMenuItems(db, tenantId);
      const { variants, addons } = await repo.listOptions(db, tenantId);
      const groups = await groupsByItem(
        db,
        tenantId,
        items.map((item) => item.id),
      );
      const groupTranslations = await repo.listGroupTranslations(db, tenantId);
      const table = await resolveTable(tenantId, tableReference);
      const checkout = await findCheckoutSettings(db, tenantId);
      const stock = await availability.list(tenantId);
      return {
        storeSettings: {
          store_name: store.storeName,
          address: store.address,
          phone: store.phone,
          email: store.email,
          image: store.image,
          currency: store.currency,
          language: store.language,
          is_qr_menu_enabled: store.isQrMenuEnabled,
          is_qr_order_enabled: store.isQrOrderEnabled,
        },
        categories: categories.map(({ translations, ...category }) => ({
          ...category,
          ...withTranslations(translations),
        })),
        menuItems: toPublicItems(items, variants, addons, groups, groupTranslations),
        storeTable: table ? toPublicTable(table) : null,
        serviceCharge: serviceChargeSettingOf(checkout),
        soldOut: stock.filter((s) => s.soldOut).map(({ kind, id }) => ({ kind, id })),
      };
    },

    async placeOrder(
      qrCode: string,
      input: PlaceOrderInput,
      meta: { ip: string; idempotencyKey?: string },
    ): Promise<TQrPlaceOrderResponse> {
      const store = await requireServingStore(qrCode);
      if (!store.isQrOrderEnabled) throw orderingDisabled();
      const tenantId = store.tenantId;

      const idempotencyKey = meta.idempotencyKey?.trim() || null;
      if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        throw badRequest(QR_MENU_MESSAGES.invalidRequest);
      }
      // A retry of an order that already arrived is answered before the limiter: it costs nothing.
      if (idempotencyKey) {
        const existing = await repo.findQrOrderIdByKey(db, tenantId, idempotencyKey);
        if (existing !== null) return { message: QR_MENU_MESSAGES.placed, qrOrderId: existing };
      }
      await enforceRateLimit(tenantId, meta.ip);

      let tableId: number | null = null;
      if (input.tableId) {
        const table = await resolveTable(tenantId, input.tableId);
        if (!table) throw invalidTable();
        tableId = table.id;
      }

      const items = await priceCartFromDatabase(tenantId, input.cartItems);
      // Refused now, naming the dish, rather than when the till accepts it; nothing is taken from
      // the counts until then (a QR order is a request the staff may still turn down).
      availability.countedTakes(await availability.rowsFor(tenantId, input.cartItems), portionsOf(items));
      const isCustomer = input.customerType === 'CUSTOMER';
      const result = await repo.insertQrOrder(db, tenantId, {
        tableId,
        customerType: input.customerType,
        customerId: isCustomer ? (input.customer?.phone ?? null) : null,
        customerName: isCustomer ? (input.customer?.name ?? 'Guest') : 'Guest',
        idempotencyKey,
        items,
      });
      // After the commit, and only to this store's room: no other tenant ever hears of it.
      if (result.created) realtime.toTenant(tenantId, 'new_qrorder', { qrOrderId: result.id });
      return { message: QR_MENU_MESSAGES.placed, qrOrderId: result.id };
    },
  };

  /**
   * Turns the diner's lines into stored lines with titles and prices from the database. A line
   * naming an item, variant or addon that is not this store's (or no longer exists) refuses the
   * whole order: the diner reviews the cart rather than receiving something else.
   */
  async function priceCartFromDatabase(tenantId: number, lines: PlaceOrderLine[]) {
    const itemIds = [...new Set(lines.map((l) => l.id))];
    const items = new Map((await repo.findMenuItems(db, tenantId, itemIds)).map((i) => [i.id, i]));
    if (items.size !== itemIds.length) throw itemUnavailable();
    const [{ variants, addons }, groups] = await Promise.all([
      repo.listOptions(db, tenantId, itemIds),
      groupsByItem(db, tenantId, itemIds),
    ]);

    return lines.map((line) => {
      const item = items.get(line.id)!;
      const variant = line.variant_id === null ? null : variants.find((v) => v.id === line.variant_id);
      if (variant === undefined || (variant && variant.itemId !== item.id)) {
        throw optionUnavailable();
      }
      const chosenAddons = line.addons_ids.map((addonId) => {
        const addon = addons.find((a) => a.id === addonId && a.itemId === item.id);
        if (!addon) throw optionUnavailable();
        return { id: addon.id, title: addon.title, price: addon.price };
      });
      const chosenGroups = [
        ...(variant ? [variant.groupId] : []),
        ...line.addons_ids.map((addonId) => addons.find((a) => a.id === addonId)?.groupId ?? null),
      ];
      const broken = modifierChoiceError(
        item.title,
        (groups.get(item.id) ?? []).map(modifierGroupRuleOf),
        chosenGroups,
      );
      if (broken) throw badRequest(broken);
      return {
        itemId: item.id,
        itemTitle: item.title,
        variantId: variant?.id ?? null,
        variantTitle: variant?.title ?? null,
        addons: chosenAddons,
        unitPrice: unitPriceOf({
          basePrice: item.price,
          variantPrice: variant?.price ?? null,
          addonPrices: chosenAddons.map((a) => a.price),
        }),
        quantity: line.quantity,
        notes: line.notes,
      };
    });
  }
}

interface OptionRow {
  id: number;
  itemId: number;
  title: string;
  translations: TTranslations;
  price: number;
  groupId: number | null;
}

/**
 * A row's names in other languages, sent only when it has any (issue 23): the diner's page shows
 * its language's and falls back to the title, which is in the store's language.
 */
function withTranslations(translations: TTranslations | null | undefined): { translations?: TTranslations } {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}

function toPublicItems(
  rows: repo.PublicMenuItemRow[],
  variants: OptionRow[],
  addons: OptionRow[],
  groups: Map<number, TModifierGroup[]>,
  groupTranslations: Map<number, TTranslations>,
): TQrMenuItem[] {
  const byItem = (options: OptionRow[]) => {
    const map = new Map<
      number,
      Array<{
        id: number;
        title: string;
        price: number;
        group_id: number | null;
        translations?: TTranslations;
      }>
    >();
    for (const o of options) {
      const list = map.get(o.itemId) ?? [];
      list.push({
        id: o.id,
        title: o.title,
        price: toMajorUnits(o.price),
        group_id: o.groupId,
        ...withTranslations(o.translations),
      });
      map.set(o.itemId, list);
    }
    return map;
  };
  const variantsOf = byItem(variants);
  const addonsOf = byItem(addons);
  return rows.map((row) => {
    const hasTax = row.taxId !== null && row.taxTitle !== null;
    return {
      id: row.id,
      title: row.title,
      price: toMajorUnits(row.price),
      category_id: row.categoryTitle === null ? null : row.categoryId,
      category_title: row.categoryTitle,
      tax_id: hasTax ? row.taxId : null,
      tax_title: hasTax ? row.taxTitle : null,
      tax_rate: hasTax && row.taxRateBasisPoints !== null ? row.taxRateBasisPoints / 100 : null,
      tax_type: hasTax && isTaxType(row.taxType) ? row.taxType : null,
      image: row.image,
      variants: variantsOf.get(row.id) ?? [],
      addons: addonsOf.get(row.id) ?? [],
      modifier_groups: (groups.get(row.id) ?? []).map((group) => ({
        ...group,
        ...withTranslations(groupTranslations.get(group.id)),
      })),
      ...withTranslations(row.translations),
      ...(row.categoryTitle === null ? {} : categoryTranslationsOf(row.categoryTranslations)),
    };
  });
}

function categoryTranslationsOf(translations: TTranslations | null) {
  const sent = withTranslations(translations).translations;
  return sent ? { category_translations: sent } : {};
}

function toPublicTable(table: { id: number; tableTitle: string; floor: string }): TQrStoreTable {
  return { id: table.id, table_title: table.tableTitle, floor: table.floor };
}
