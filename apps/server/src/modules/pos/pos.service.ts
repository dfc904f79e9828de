import {
  ORDER_MESSAGES,
  type TCartLine,
  type TCreateOrderInput,
  type TCreateOrderResponse,
  type TPosInit,
  type TPosMenuItem,
  type TPosOpenTable,
} from '@mise/contracts';
import {
  amountDue,
  type CartTotals,
  firesOnSend,
  isTaxType,
  modifierChoiceError,
  priceLine,
  type ServiceChargeRate,
  serviceChargeRateFor,
  sumTotals,
  toMajorUnits,
  toMinorUnits,
} from '@mise/domain';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { SOLD_OUT } from '../../i18n/templates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  createAvailabilityService,
  type PortionTake,
  portionsOf,
  withStockOuts,
} from '../availability/availability.service';
import { createOrderStock, type StockEffect } from '../inventory/order-stock';
import { listOpenOrderGroups } from '../orders/order-view';
import { resolvePaymentType } from '../orders/orders.service';
import { createCheckoutSettingsService } from '../payments/checkout-settings.service';
import { insertInvoicePaidAtOnce } from '../payments/payments.repository';
import { createPrintQueue } from '../printing/print-queue';
import { createSettingsService } from '../settings/settings.service';
import { createMenuPriceCache, type MenuPrices } from './menu-price-cache';
import * as repo from './pos.repository';
import { createPosInitCache } from './pos-init-cache';

/**
 * The POS: its start-up data and turning a cart into an order. The server prices every line from
 * the database (client prices and totals are ignored), numbers it with the day's next token and, for
 * create-order-and-invoice, writes the invoice in the same transaction.
 */

export interface CreateOrderOptions {
  userId: number | null;
  /** The client's Idempotency-Key: a retry with the same key answers with the first order. */
  idempotencyKey: string | null;
  /** Take payment at once (create-order-and-invoice). */
  withInvoice: boolean;
}

/** The cart's lines as they are written, its totals (the domain's) and the service charge rates. */
interface PricedCart extends CartTotals {
  items: repo.OrderItemValues[];
  serviceChargeRate: ServiceChargeRate;
}

/** The name of the unique index a violation hit, looking through Drizzle's wrapper. */
function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isIdempotencyConflict(error: unknown) {
  if (pgErrorCode(error) !== UNIQUE_VIOLATION) return false;
  const constraint = violatedConstraint(error);
  // PGlite may not report the index name; the key is then the only unique index it can be.
  return constraint === undefined || constraint === 'orders_idempotency_idx';
}

function responseOf(
  order: {
    id: number;
    tokenNo: number;
    itemsTotal: number;
    serviceChargeTotal: number;
    taxTotal: number;
    payableTotal: number;
  },
  invoiceId: number | null,
): TCreateOrderResponse {
  return {
    message: invoiceId === null ? ORDER_MESSAGES.orderSent : ORDER_MESSAGES.orderPaidAndSent,
    tokenNo: order.tokenNo,
    orderId: order.id,
    itemsTotal: toMajorUnits(order.itemsTotal),
    serviceChargeTotal: toMajorUnits(order.serviceChargeTotal),
    taxTotal: toMajorUnits(order.taxTotal),
    payableTotal: toMajorUnits(order.payableTotal),
    ...(invoiceId === null ? {} : { invoiceId }),
  };
}

/**
 * The store's calendar day at an instant. Every order needs it, and formatting a date in a timezone
 * is costly, so each timezone keeps its last answer for the UTC minute it was asked in: every
 * timezone's offset in use today is a whole number of minutes, so no day starts inside a UTC minute.
 */
const dayFormatters = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();
export function storeDay(timeZone: string, at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  let entry = dayFormatters.get(timeZone);
  if (entry?.minute === minute) return entry.day;
  if (!entry) {
    // en-CA formats as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    entry = { format, minute: Number.NaN, day: '' };
    dayFormatters.set(timeZone, entry);
  }
  entry.minute = minute;
  entry.day = entry.format.format(at);
  return entry.day;
}

/** The POS grid's menu (spec 1 section 3), amounts in major units. */
async function loadPosMenu(db: Deps['db'], tenantId: number): Promise<TPosMenuItem[]> {
  const rows = await repo.listPosMenu(db, tenantId);
  const option = (o: repo.PricedOption) => ({
    id: o.id,
    title: o.title,
    price: toMajorUnits(o.price),
    group_id: o.group_id,
  });
  return rows.map((row) => {
    const hasTax = row.tax_id !== null && row.tax_rate_basis_points !== null;
    return {
      id: row.id,
      title: row.title,
      price: toMajorUnits(row.price),
      category_id: row.category_id,
      category_title: row.category_title,
      tax_id: hasTax ? row.tax_id : null,
      tax_title: hasTax ? row.tax_title : null,
      tax_rate: hasTax ? (row.tax_rate_basis_points as number) / 100 : null,
      tax_type: hasTax && isTaxType(row.tax_type) ? row.tax_type : null,
      image: row.image,
      variants: row.variants.map(option),
      addons: row.addons.map(option),
      modifier_groups: row.modifier_groups,
    };
  });
}

/** `now` is injectable so the daily token restart can be tested at any local midnight. */
export function createPosService(deps: Deps, now: () => Date = () => new Date()) {
  const { db, realtime } = deps;
  const printQueue = createPrintQueue(deps);
  const settings = createSettingsService(deps);
  const checkoutSettings = createCheckoutSettingsService(deps);

  const availability = createAvailabilityService(deps);
  const orderStock = createOrderStock(deps);
  const menuPrices = createMenuPriceCache(db);
  const initCache = createPosInitCache((tenantId) => service.init(tenantId));

  /**
   * Prices the cart from the tenant's own menu, with the store's service charge when it applies to
   * the order; any id that is not the tenant's (or not the line item's) is 404.
   */
  function priceCart(
    cart: TCartLine[],
    menu: MenuPrices,
    order: { deliveryType: string | null; guests: number | null },
  ): PricedCart {
    // Lines without a course and the order's first course go to the kitchen now; later ones wait.
    const firesNow = firesOnSend(cart.map((line) => line.course));
    const items = cart.map((line, index): repo.OrderItemValues => {
      const item = menu.items.get(line.id);
      if (!item) throw notFound(ORDER_MESSAGES.itemNotFound);
      const variant = line.variant_id === null ? null : item.variants.find((v) => v.id === line.variant_id);
      if (variant === undefined) throw notFound(ORDER_MESSAGES.variantNotFound);
      const chosen = line.addons_ids.map((addonId) => {
        const addon = item.addons.find((a) => a.id === addonId);
        if (!addon) throw notFound(ORDER_MESSAGES.addonNotFound);
        return addon;
      });
      if (item.groupRules.length > 0) {
        const chosenGroups = chosen.map((a) => a.group_id);
        if (variant) chosenGroups.push(variant.group_id);
        const broken = modifierChoiceError(item.title, item.groupRules, chosenGroups);
        if (broken) throw badRequest(broken);
      }
      const addons = chosen.map((a) => ({ id: a.id, title: a.title, price: a.price }));
      const hasTax = item.tax_title !== null && item.tax_rate_basis_points !== null;
      const tax = hasTax ? { rateBasisPoints: item.tax_rate_basis_points ?? 0, type: item.tax_type } : null;
      const priced = priceLine({
        basePrice: item.price,
        variantPrice: variant?.price ?? null,
        addonPrices: addons.map((a) => a.price),
        quantity: line.quantity,
        tax,
      });
      return {
        itemId: item.id,
        itemTitle: item.title,
        variantId: variant?.id ?? null,
        variantTitle: variant?.title ?? null,
        variantPrice: variant?.price ?? null,
        addons,
        unitPrice: priced.unitPrice,
        quantity: line.quantity,
        notes: line.notes,
        seat: line.seat,
        course: line.course,
        fired: firesNow[index],
        taxTitle: hasTax ? item.tax_title : null,
        taxRateBasisPoints: hasTax ? item.tax_rate_basis_points : null,
        taxType: hasTax ? item.tax_type : null,
        lineTotal: priced.lineTotal,
        taxAmount: priced.taxAmount,
        netAmount: priced.netAmount,
      };
    });
    const serviceChargeRate = serviceChargeRateFor(menu.serviceCharge, order);
    const totals = sumTotals(
      items.map((i) => ({
        unitPrice: i.unitPrice,
        lineTotal: i.lineTotal,
        taxAmount: i.taxAmount,
        netAmount: i.netAmount,
      })),
      serviceChargeRate,
    );
    return { items, ...totals, serviceChargeRate };
  }

  /** The customer an order is for: a walk-in has none; a CUSTOMER must be one of the tenant's. */
  async function resolveCustomer(tenantId: number, input: TCreateOrderInput) {
    if (input.customerType === 'WALKIN') return { customerId: null, customerName: null };
    const phone = input.customerId;
    if (!phone) throw badRequest(ORDER_MESSAGES.customerRequired);
    let name = await repo.findCustomerName(db, tenantId, phone);
    if (name === null && input.selectedQrOrderItem !== null) {
      // A diner who ordered from the QR menu need not be a saved customer: keep the name they gave.
      const qr = await repo.findQrOrder(db, tenantId, input.selectedQrOrderItem);
      if (qr && qr.customerId === phone) name = qr.customerName ?? phone;
    }
    if (name === null) throw notFound(ORDER_MESSAGES.customerNotFound);
    return { customerId: phone, customerName: name };
  }

  /**
   * Reads and checks everything an order is built from, before anything is written: a refused order
   * writes nothing, and the day's token row is locked only while the order itself is written.
   */
  async function checkOrder(
    tenantId: number,
    input: TCreateOrderInput,
    withInvoice: boolean,
    pricing: { fresh: boolean },
  ) {
    const itemIds = [...new Set(input.cart.map((line) => line.id))];
    const [{ prices: menu, fromMemory }, customer, paymentType, tableOk, qrOrder] = await Promise.all([
      menuPrices.pricesFor(tenantId, itemIds, pricing),
      resolveCustomer(tenantId, input),
      withInvoice ? resolvePaymentType(db, tenantId, input.paymentTypeId) : null,
      input.tableId === null ? true : repo.tableExists(db, tenantId, input.tableId),
      input.selectedQrOrderItem === null ? null : repo.findQrOrder(db, tenantId, input.selectedQrOrderItem),
    ]);
    // What the dishes use of stock (issue 20), at the version the cart is priced at.
    const stockPlan = await orderStock.planFor(tenantId, menu.version);
    let cart: PricedCart;
    let counted: PortionTake[];
    try {
      cart = priceCart(input.cart, menu, input);
      // Named by the priced lines, so a refusal says which dish ran out.
      counted = availability.countedTakes(
        withStockOuts(menu.availability, stockPlan.outs),
        portionsOf(cart.items),
      );
    } catch (error) {
      // A variant or addon added, or a dish back on, since this process remembered the menu is
      // not in its memory: only the database can refuse a line.
      if (fromMemory) throw new StaleMenuError();
      throw error;
    }
    if (!tableOk) throw notFound(ORDER_MESSAGES.tableNotFound);
    if (input.selectedQrOrderItem !== null) {
      if (!qrOrder) throw notFound(ORDER_MESSAGES.qrOrderNotFound);
      if (qrOrder.status !== 'created') throw conflict(ORDER_MESSAGES.qrOrderHandled);
    }
    const stockUse = orderStock.usageOf(stockPlan, cart.items);
    return { menu, cart, customer, paymentType, counted, fromMemory, stockPlan, stockUse };
  }
  type CheckedOrder = Awaited<ReturnType<typeof checkOrder>>;

  async function replay(tenantId: number, key: string | null) {
    if (key === null) return null;
    const existing = await repo.findOrderByIdempotencyKey(db, tenantId, key);
    return existing ? responseOf(existing, existing.invoiceId) : null;
  }

  /**
   * One try at an order: its answer, or STALE_MENU when the menu it was priced from changed before
   * the order could be written (nothing was written then).
   */
  async function tryCreateOrder(
    tenantId: number,
    input: TCreateOrderInput,
    options: CreateOrderOptions,
    pricing: { fresh: boolean },
  ): Promise<TCreateOrderResponse | typeof STALE_MENU> {
    const { idempotencyKey } = options;
    // A retry (same key) is not looked up first: the order's unique key refuses its write, and
    // then, or when a check fails, the first order's answer is returned instead.
    let checked: CheckedOrder;
    try {
      checked = await checkOrder(tenantId, input, options.withInvoice, pricing);
    } catch (error) {
      if (error instanceof StaleMenuError) return STALE_MENU;
      const first = await replay(tenantId, idempotencyKey);
      if (first) return first;
      throw error;
    }
    const { menu, cart, customer, paymentType, counted, fromMemory, stockPlan, stockUse } = checked;
    const tokenDay = storeDay(menu.timezone ?? 'UTC', now());

    const orderValues = {
      deliveryType: input.deliveryType,
      customerType: input.customerType,
      ...customer,
      tableId: input.tableId,
      idempotencyKey,
      itemsTotal: cart.itemsTotal,
      taxTotal: cart.taxTotal,
      payableTotal: cart.payableTotal,
      guests: input.guests,
      serviceChargeRate: cart.serviceChargeRate.rateBasisPoints,
      serviceChargeTaxRate: cart.serviceChargeRate.taxRateBasisPoints,
      serviceChargeTotal: cart.serviceChargeTotal,
      serviceChargeTax: cart.serviceChargeTax,
      createdBy: options.userId,
    };
    const qrOrderId = input.selectedQrOrderItem;

    let created: { id: number; tokenNo: number; invoiceId: number | null };
    let stockEffect: StockEffect | null = null;
    try {
      if (!options.withInvoice && qrOrderId === null && counted.length === 0 && stockUse === null) {
        // The common case is one statement (token, order and lines), atomic on its own.
        const order = await repo.insertNumberedOrder(
          db,
          tenantId,
          tokenDay,
          { ...orderValues, paymentStatus: 'pending', invoiceId: null },
          cart.items,
          menu.version,
        );
        if (order === null) return STALE_MENU;
        created = { ...order, invoiceId: null };
      } else {
        created = await db.transaction(async (tx) => {
          // The QR claim, the counted portions and the invoice come first, so the day's token row
          // is locked only from the order's statement to the commit.
          if (qrOrderId !== null && !(await repo.claimQrOrder(tx, tenantId, qrOrderId))) {
            throw conflict(ORDER_MESSAGES.qrOrderHandled);
          }
          const short = await availability.takePortions(tx, tenantId, counted);
          if (short) {
            // Remembered counts may be behind: only the database's refuse the order.
            if (fromMemory) throw new StaleMenuError();
            throw conflict(SOLD_OUT, { name: short.name });
          }
          const invoiceId = options.withInvoice
            ? await insertInvoicePaidAtOnce(
                tx,
                tenantId,
                {
                  subTotal: cart.itemsTotal,
                  serviceChargeTotal: cart.serviceChargeTotal,
                  taxTotal: cart.taxTotal,
                  total: cart.payableTotal,
                  paymentTypeId: paymentType?.id ?? null,
                  paymentTypeTitle: paymentType?.title ?? null,
                  tableId: input.tableId,
                  deliveryType: input.deliveryType,
                  customerType: input.customerType,
                  ...customer,
                },
                options.userId,
              )
            : null;
          const order = await repo.insertNumberedOrder(
            tx,
            tenantId,
            tokenDay,
            { ...orderValues, paymentStatus: invoiceId === null ? 'pending' : 'paid', invoiceId },
            cart.items,
            menu.version,
          );
          // Undo the claim and the invoice: the cart is priced again and all of it done anew.
          if (order === null) throw new StaleMenuError();
          if (qrOrderId !== null) await repo.linkQrOrder(tx, tenantId, qrOrderId, order.id);
          if (stockUse !== null)
            stockEffect = await orderStock.takeForOrder(
              tx,
              tenantId,
              { orderId: order.id, userId: options.userId },
              stockPlan,
              cart.items,
              stockUse,
            );
          return { ...order, invoiceId };
        });
      }
    } catch (error) {
      if (error instanceof StaleMenuError) return STALE_MENU;
      // A concurrent request with the same key committed first: answer as it did.
      if (idempotencyKey !== null && isIdempotencyConflict(error)) {
        const winner = await replay(tenantId, idempotencyKey);
        if (winner) return winner;
      }
      throw error;
    }

    deps.metrics.ordersCreated.inc({ source: 'pos' });
    if (counted.length > 0) availability.announce(tenantId);
    if (stockEffect) orderStock.announce(tenantId, stockEffect);
    realtime.toTenant(tenantId, 'new_order', { tokenNo: created.tokenNo, orderId: created.id });
    printQueue.orderSent(tenantId, created.id);
    if (created.invoiceId !== null)
      printQueue.paymentTaken(tenantId, {
        orderIds: [created.id],
        invoiceId: created.invoiceId,
        isCash: paymentType?.isCash ?? false,
      });
    if (input.selectedQrOrderItem !== null) realtime.toTenant(tenantId, 'qrorder_update', {});
    return responseOf({ ...created, ...cart }, created.invoiceId);
  }

  const service = {
    /** GET /pos/init as remembered per store and menu version, ready to send (pos-init-cache.ts). */
    initPayload(tenantId: number, menuVersion: number) {
      return initCache.get(tenantId, menuVersion);
    },

    async init(tenantId: number): Promise<TPosInit> {
      const [
        categories,
        menuItems,
        paymentTypes,
        printSettings,
        storeSettings,
        storeTables,
        serviceCharge,
        soldOutOrCounted,
      ] = await Promise.all([
        repo.listCategories(db, tenantId),
        loadPosMenu(db, tenantId),
        settings.listPaymentTypes(tenantId),
        settings.getPrintSetting(tenantId),
        settings.getStoreSetting(tenantId),
        settings.listStoreTables(tenantId),
        checkoutSettings.getServiceCharge(tenantId),
        availability.list(tenantId),
      ]);
      return {
        categories,
        menuItems,
        paymentTypes: paymentTypes.filter((p) => p.is_active),
        printSettings: {
          ...printSettings,
          page_format: printSettings.pageFormat,
          is_enable_print: printSettings.isEnablePrint,
        },
        storeSettings,
        storeTables,
        serviceCharge,
        availability: soldOutOrCounted,
      };
    },

    /**
     * The tables with open orders: what their unpaid orders cost, what their open bills have
     * taken (a part-paid table) and what is still due, so the POS can say so when one is chosen.
     */
    async openTables(tenantId: number): Promise<TPosOpenTable[]> {
      const groups = await listOpenOrderGroups(db, tenantId);
      return groups.flatMap((group) => {
        if (group.table_id === null) return [];
        const payable = group.orders
          .filter((order) => order.payment_status !== 'paid')
          .reduce((sum, order) => sum + (toMinorUnits(order.payable_total) ?? 0), 0);
        const paid = toMinorUnits(group.paid) ?? 0;
        return [
          {
            table_id: group.table_id,
            table_title: group.table_title,
            open_orders: group.orders.length,
            payable: toMajorUnits(payable),
            paid: toMajorUnits(paid),
            due: toMajorUnits(amountDue(payable, paid)),
          },
        ];
      });
    },

    async createOrder(
      tenantId: number,
      input: TCreateOrderInput,
      options: CreateOrderOptions,
    ): Promise<TCreateOrderResponse> {
      // The first try prices the cart from the menu this process remembers. If the menu changed
      // since, the write refuses (it checks the menu version) and the cart is priced again from the
      // database; only a menu edited again between that read and the write needs a third try.
      for (let attempt = 1; ; attempt++) {
        const result = await tryCreateOrder(tenantId, input, options, { fresh: attempt > 1 });
        if (result !== STALE_MENU) return result;
        if (attempt === PRICING_ATTEMPTS) throw conflict(ORDER_MESSAGES.menuChanged);
      }
    },
  };
  return service;
}

/** Tries at most this many times to price a cart from a menu that is still current when it is written. */
const PRICING_ATTEMPTS = 3;
const STALE_MENU = Symbol('the menu changed after the cart was priced');
class StaleMenuError extends Error {}

export type PosService = ReturnType<typeof createPosService>;
