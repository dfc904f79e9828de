import { type Discount, isDiscountKind, priceDiscountedOrder } from '@mise/domain';
import type { Db } from '../../db/client';
import * as repo from './discounts.repository';

function storedDiscount(kind: string | null, value: number | null): Discount | null {
  return isDiscountKind(kind) && value !== null ? { kind, value } : null;
}

/**
 * Prices an unpaid order again from its lines, their discounts and its own, and its service charge
 * at the rates it was taken at, and writes what changed: each line's discount, tax and net, and
 * the order's totals. Called in the transaction
 * of whatever changed the order (a discount, a line cancelled or brought back). A paid order keeps
 * the figures it was paid at: a change after payment is a refund, not a silent rewrite.
 * Returns the order's totals, or null when the order is not the tenant's or is already paid.
 */
export async function repriceOrder(tx: Db, tenantId: number, orderId: number) {
  const loaded = await repo.loadOrderForPricing(tx, tenantId, orderId);
  if (!loaded || loaded.order.paymentStatus === 'paid') return null;
  const { order, lines } = loaded;
  const priced = priceDiscountedOrder(
    lines.map((line) => ({
      lineTotal: line.lineTotal,
      tax: { rateBasisPoints: line.taxRateBasisPoints ?? 0, type: line.taxType },
      discount: storedDiscount(line.discountKind, line.discountValue),
      cancelled: line.status === 'cancelled',
      comped: line.adjustment === 'comp',
    })),
    storedDiscount(order.discountKind, order.discountValue),
    // The rates the order was taken at, not today's setting.
    { rateBasisPoints: order.serviceChargeRate, taxRateBasisPoints: order.serviceChargeTaxRate },
  );
  for (const [index, line] of lines.entries()) {
    const next = priced.lines[index];
    if (
      next.discountAmount !== line.discountAmount ||
      next.taxAmount !== line.taxAmount ||
      next.netAmount !== line.netAmount
    ) {
      await repo.updateLinePricing(tx, tenantId, line.id, {
        discountAmount: next.discountAmount,
        taxAmount: next.taxAmount,
        netAmount: next.netAmount,
      });
    }
  }
  const totals = {
    itemsTotal: priced.itemsTotal,
    taxTotal: priced.taxTotal,
    payableTotal: priced.payableTotal,
    discountTotal: priced.discountTotal,
    compTotal: priced.compTotal,
    serviceChargeTotal: priced.serviceChargeTotal,
    serviceChargeTax: priced.serviceChargeTax,
  };
  await repo.updateOrderTotals(tx, tenantId, orderId, totals);
  return totals;
}
