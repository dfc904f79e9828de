import { priceLine } from '@mise/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, type OrderedAddon, orderItems, orders } from '../db/schema';

/**
 * Orders and invoices inserted straight into the tables, priced with the domain's rules, so tests
 * of invoices, reports and the dashboard do not depend on the order-taking API.
 */
export interface OrderLineSpec {
  itemId?: number | null;
  title: string;
  /** Minor units: the variant price when a variant is given, else the base price. */
  price: number;
  quantity: number;
  variant?: { id: number; title: string } | null;
  addons?: OrderedAddon[];
  notes?: string | null;
  tax?: { title: string; rateBasisPoints: number; type: 'exclusive' | 'inclusive' } | null;
  status?: string;
}

export interface OrderSpec {
  lines: OrderLineSpec[];
  createdAt?: Date;
  tokenNo?: number;
  tokenDay?: string;
  tableId?: number | null;
  deliveryType?: string | null;
  customerType?: 'WALKIN' | 'CUSTOMER';
  customerId?: string | null;
  customerName?: string | null;
  status?: string;
}

let tokenSeq = 0;

export async function insertOrder(db: Db, tenantId: number, spec: OrderSpec) {
  const priced = spec.lines.map((line) => ({
    line,
    ...priceLine({
      basePrice: line.price,
      addonPrices: (line.addons ?? []).map((a) => a.price),
      quantity: line.quantity,
      tax: line.tax ?? null,
    }),
  }));
  const billed = priced.filter((p) => p.line.status !== 'cancelled');
  const itemsTotal = billed.reduce((s, p) => s + p.netAmount, 0);
  const taxTotal = billed.reduce((s, p) => s + p.taxAmount, 0);
  const createdAt = spec.createdAt ?? new Date();
  tokenSeq += 1;
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      tokenDay: spec.tokenDay ?? createdAt.toISOString().slice(0, 10),
      tokenNo: spec.tokenNo ?? tokenSeq,
      deliveryType: spec.deliveryType ?? 'dinein',
      customerType: spec.customerType ?? (spec.customerId ? 'CUSTOMER' : 'WALKIN'),
      customerId: spec.customerId ?? null,
      customerName: spec.customerName ?? null,
      tableId: spec.tableId ?? null,
      status: spec.status ?? 'created',
      itemsTotal,
      taxTotal,
      payableTotal: itemsTotal + taxTotal,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await db.insert(orderItems).values(
    priced.map((p) => ({
      tenantId,
      orderId: order.id,
      itemId: p.line.itemId ?? null,
      itemTitle: p.line.title,
      variantId: p.line.variant?.id ?? null,
      variantTitle: p.line.variant?.title ?? null,
      variantPrice: p.line.variant ? p.line.price : null,
      addons: p.line.addons ?? [],
      unitPrice: p.unitPrice,
      quantity: p.line.quantity,
      notes: p.line.notes ?? null,
      status: p.line.status ?? 'created',
      taxTitle: p.line.tax?.title ?? null,
      taxRateBasisPoints: p.line.tax?.rateBasisPoints ?? null,
      taxType: p.line.tax?.type ?? null,
      lineTotal: p.lineTotal,
      taxAmount: p.taxAmount,
      netAmount: p.netAmount,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  return order;
}

/** Pays the orders with one invoice carrying their summed totals, as Pay & Complete does. */
export async function payOrders(
  db: Db,
  tenantId: number,
  orderList: Array<typeof orders.$inferSelect>,
  options: { createdAt?: Date; paymentType?: { id: number | null; title: string } } = {},
) {
  const first = orderList[0];
  const sum = (pick: (o: typeof orders.$inferSelect) => number) => orderList.reduce((s, o) => s + pick(o), 0);
  const [invoice] = await db
    .insert(invoices)
    .values({
      tenantId,
      subTotal: sum((o) => o.itemsTotal),
      taxTotal: sum((o) => o.taxTotal),
      total: sum((o) => o.payableTotal),
      paymentTypeId: options.paymentType?.id ?? null,
      paymentTypeTitle: options.paymentType?.title ?? 'Cash',
      tableId: first.tableId,
      deliveryType: first.deliveryType,
      customerType: first.customerType,
      customerId: first.customerId,
      customerName: first.customerName,
      createdAt: options.createdAt ?? first.createdAt,
    })
    .returning();
  for (const order of orderList) {
    await db
      .update(orders)
      .set({ invoiceId: invoice.id, paymentStatus: 'paid', status: 'completed', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  }
  return invoice;
}
