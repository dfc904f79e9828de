import {
  INVOICE_MESSAGES,
  type TInvoice,
  type TInvoicesInit,
  type TPrintStoreSettings,
  type TPrintViewSettings,
  type TReceipt,
  type TReceiptOrder,
} from '@mise/contracts';
import { type Period, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { periodFromQuery, safeZone } from '../../lib/store-period';
import { printerAbilities } from '../printing/printing.repository';
import { findPrintSettings, findStoreSettings } from '../settings/settings.repository';
import * as repo from './invoices.repository';

/** Invoices list and search (spec 2 section 2.4) and the receipt print data (section 2.12). */

export const INVOICE_SEARCH_LIMIT = 50;

/** Drivers hand timestamps back as Date or as text, and json as objects or as text. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const money = (minor: number | string) => toMajorUnits(Number(minor));
const flag = (value: boolean | null | undefined): 0 | 1 => (value ? 1 : 0);

export function toInvoice(row: repo.InvoiceRow): TInvoice {
  return {
    invoice_id: row.id,
    created_at: isoOf(row.createdAt),
    sub_total: money(row.subTotal),
    service_charge: money(row.serviceChargeTotal),
    tax_total: money(row.taxTotal),
    total: money(row.total),
    table_id: row.tableId,
    table_title: row.tableTitle,
    floor: row.floor,
    delivery_type: row.deliveryType,
    customer_type: row.customerType,
    customer_id: row.customerId,
    name: row.name,
    email: row.email,
    payment_type: row.paymentType,
    orders: jsonOf(row.orders),
  };
}

/** The store and its print settings in the print view's naming; defaults when never saved. */
export async function loadPrintContext(db: Db, tenantId: number): Promise<TInvoicesInit> {
  const [store, print] = await Promise.all([
    findStoreSettings(db, tenantId),
    findPrintSettings(db, tenantId),
  ]);
  const storeSettings: TPrintStoreSettings = {
    store_name: store?.storeName ?? '',
    address: store?.address ?? null,
    phone: store?.phone ?? null,
    email: store?.email ?? null,
    image: store?.image ?? null,
    currency: store?.currency ?? 'USD',
    timezone: safeZone(store?.timezone),
    receipt_language: store?.receiptLanguage ?? store?.language ?? 'en',
  };
  const printSettings: TPrintViewSettings = {
    page_format: print?.pageFormat ?? 80,
    header: print?.header ?? null,
    footer: print?.footer ?? null,
    show_notes: flag(print?.showNotes ?? true),
    show_store_details: flag(print?.showStoreDetails ?? true),
    show_customer_details: flag(print?.showCustomerDetails ?? true),
    print_token: flag(print?.printToken ?? true),
    is_enable_print: flag(print?.isEnablePrint ?? false),
  };
  return { storeSettings, printSettings };
}

export async function storeZone(db: Db, tenantId: number): Promise<string> {
  return safeZone((await findStoreSettings(db, tenantId))?.timezone);
}

export function createInvoicesService(deps: Deps) {
  const { db } = deps;

  return {
    async init(actor: TenantAuth): Promise<TInvoicesInit> {
      const [context, printers] = await Promise.all([
        loadPrintContext(db, actor.tenantId),
        printerAbilities(db, actor.tenantId),
      ]);
      return { ...context, printers };
    },

    /** Invoices of the period (today when none is given), as a JSON array of TInvoice. */
    async listJson(actor: TenantAuth, query: { type?: Period; from?: string; to?: string }): Promise<string> {
      const period = periodFromQuery(await storeZone(db, actor.tenantId), query, 'today');
      return repo.listInvoicesJson(db, actor.tenantId, period);
    },

    async search(actor: TenantAuth, text: string): Promise<TInvoice[]> {
      return (await repo.searchInvoices(db, actor.tenantId, text, INVOICE_SEARCH_LIMIT)).map(toInvoice);
    },

    /** What the receipt popup prints for the orders; an id of another tenant is simply not found. */
    receipt: (actor: TenantAuth, orderIds: number[]) => receiptOf(db, actor.tenantId, orderIds),
  };
}

/** The receipt of the orders (the popup's and the print bridge's); another tenant's id is not found. */
export async function receiptOf(db: Db, tenantId: number, orderIds: number[]): Promise<TReceipt> {
  const [context, orderRows, itemRows] = await Promise.all([
    loadPrintContext(db, tenantId),
    repo.findReceiptOrders(db, tenantId, orderIds),
    repo.findReceiptItems(db, tenantId, orderIds),
  ]);
  if (orderRows.length !== orderIds.length) throw notFound(INVOICE_MESSAGES.notFound);

  const orders: TReceiptOrder[] = orderRows.map((o) => ({
    id: o.id,
    token_no: o.tokenNo,
    date: isoOf(o.createdAt),
    delivery_type: o.deliveryType,
    customer_type: o.customerType,
    customer_id: o.customerId,
    customer_name: o.customerName,
    table_id: o.tableId,
    table_title: o.tableTitle,
    floor: o.floor,
    status: o.status,
    payment_status: o.paymentStatus,
    invoice_id: o.invoiceId,
    // A cancelled line is not on the bill.
    items: itemRows
      .filter((i) => i.orderId === o.id && i.status !== 'cancelled')
      .map((i) => ({
        id: i.id,
        item_id: i.itemId,
        item_title: i.itemTitle,
        variant_id: i.variantId,
        variant_title: i.variantTitle,
        variant_price: i.variantPrice === null ? null : money(i.variantPrice),
        addons: jsonOf(i.addons).map((a) => ({ id: a.id, title: a.title, price: money(a.price) })),
        notes: i.notes,
        seat: i.seat,
        quantity: i.quantity,
        unit_price: money(i.unitPrice),
        line_total: money(i.lineTotal),
        status: i.status,
        // What discounts took off this line (its own and its share of the order's), and why.
        discount_amount: money(Number(i.discountAmount)),
        discount_reason: i.discountReason,
        // What the line costs after its discounts (tax apart): a split by item shares these.
        net_amount: money(Number(i.netAmount)),
        tax_amount: money(Number(i.taxAmount)),
        comp: i.adjustment === 'comp',
        comp_reason: i.adjustment === 'comp' ? i.adjustmentReason : null,
      })),
    discount_reason: o.discountReason,
    guests: o.guests,
    // Shared over the order's lines by a split by item (domain linePayables).
    service_charge: money(o.serviceChargeTotal),
    service_charge_tax: money(o.serviceChargeTax),
  }));

  // Totals are the server's stored figures (never re-added from rounded lines); cancelled
  // orders are not billed.
  const billed = orderRows.filter((o) => o.status !== 'cancelled');
  const sum = (pick: (o: repo.ReceiptOrderRow) => number) =>
    billed.reduce((acc, o) => acc + Number(pick(o)), 0);
  const first = orderRows[0];
  const invoiceIds = [...new Set(orderRows.map((o) => o.invoiceId))];
  return {
    ...context,
    orders,
    tokenNo: first.tokenNo,
    tokenNos: orderRows.map((o) => o.tokenNo),
    orderIds: orderRows.map((o) => o.id),
    invoiceId: invoiceIds.length === 1 ? invoiceIds[0] : null,
    deliveryType: first.deliveryType,
    customerType: first.customerType,
    customer: { name: first.customerName, phone: first.customerId },
    tableId: first.tableId,
    table_title: first.tableTitle,
    floor: first.floor,
    discountTotal: money(sum((o) => o.discountTotal)),
    compTotal: money(sum((o) => o.compTotal)),
    subtotal: money(sum((o) => o.itemsTotal)),
    serviceCharge: money(sum((o) => o.serviceChargeTotal)),
    taxTotal: money(sum((o) => o.taxTotal)),
    total: money(sum((o) => o.payableTotal)),
    paymentType: orderRows.find((o) => o.paymentType)?.paymentType ?? null,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
