import { PAYMENTS_MESSAGES, type TInvoiceRefunds, type TRefundResponse } from '@mise/contracts';
import { checkRefund, linePayables, refundable, refundOfUnits, toMajorUnits } from '@mise/domain';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { RefundedLine } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-recorder';
import { resolvePaymentType } from '../orders/orders.service';
import * as repo from './payments.repository';
import type { Actor } from './payments.service';

/**
 * Refunds on a paid invoice: full or partial (an amount, or units of its lines), with a reason, back
 * to a chosen payment type. The
 * invoice stays as it was; the refund is its own record, counted by reports on its own day. The
 * invoice row is locked per refund, so refunds given at the same moment never exceed its total.
 */

/**
 * The invoice's lines, each with what it cost the guest (its sales, tax and share of its order's
 * service charge): refunding every unit of every line gives back the invoice's total.
 */
async function invoiceLines(db: Db, tenantId: number, invoiceId: number) {
  const rows = await repo.listInvoiceLines(db, tenantId, invoiceId);
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const amounts = new Map<number, number>();
  for (const lines of byOrder.values()) {
    const payables = linePayables(lines, Number(lines[0].orderServiceCharge));
    for (const [index, line] of lines.entries()) amounts.set(line.id, payables[index]);
  }
  return rows.map((row) => ({ ...row, amount: amounts.get(row.id) ?? 0 }));
}

/** Units of each line already given back by earlier refunds by line. */
function refundedUnits(rows: repo.RefundRow[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const row of rows) {
    for (const line of row.lines)
      units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * A refund by line priced from the invoice's own lines: each line's units at what the line cost,
 * by cumulative rounding over what was refunded of it before (refundOfUnits).
 */
async function priceRefundLines(
  tx: Db,
  tenantId: number,
  invoiceId: number,
  wanted: Array<{ orderItemId: number; quantity: number }>,
  earlier: repo.RefundRow[],
): Promise<RefundedLine[]> {
  const lines = new Map((await invoiceLines(tx, tenantId, invoiceId)).map((l) => [l.id, l]));
  const done = refundedUnits(earlier);
  const merged = new Map<number, number>();
  for (const w of wanted) merged.set(w.orderItemId, (merged.get(w.orderItemId) ?? 0) + w.quantity);
  return [...merged].map(([orderItemId, quantity]) => {
    const line = lines.get(orderItemId);
    if (!line) throw notFound(PAYMENTS_MESSAGES.refundLineNotFound);
    const already = done.get(orderItemId) ?? 0;
    if (already + quantity > line.quantity) throw badRequest(PAYMENTS_MESSAGES.refundLineOver);
    return {
      orderItemId,
      quantity,
      amount: refundOfUnits(Number(line.amount), line.quantity, already, quantity),
    };
  });
}

async function loadRefunds(db: Db, tenantId: number, invoiceId: number): Promise<TInvoiceRefunds> {
  const invoice = await repo.findInvoiceTotal(db, tenantId, invoiceId);
  if (!invoice) throw notFound(PAYMENTS_MESSAGES.invoiceNotFound);
  const [rows, paymentTypes, lines] = await Promise.all([
    repo.listRefundsOfInvoice(db, tenantId, invoiceId),
    repo.listActivePaymentTypes(db, tenantId),
    invoiceLines(db, tenantId, invoiceId),
  ]);
  const refunded = rows.reduce((sum, r) => sum + r.amount, 0);
  const unitsBack = refundedUnits(rows);
  return {
    invoice_id: invoice.id,
    total: toMajorUnits(invoice.total),
    refunded: toMajorUnits(refunded),
    refundable: toMajorUnits(refundable(invoice.total, refunded)),
    refunds: rows.map((r) => ({
      id: r.id,
      amount: toMajorUnits(r.amount),
      payment_type: r.paymentTypeTitle,
      reason: r.reason,
      date: r.createdAt.toISOString(),
    })),
    lines: lines.map((line) => ({
      id: line.id,
      title: [line.title, line.variantTitle].filter(Boolean).join(' · '),
      quantity: line.quantity,
      amount: toMajorUnits(Number(line.amount)),
      refunded_quantity: unitsBack.get(line.id) ?? 0,
    })),
    payment_types: paymentTypes,
  };
}

export function createRefundsService(deps: Deps) {
  const { db, realtime } = deps;
  return {
    listRefunds(tenantId: number, invoiceId: number) {
      return loadRefunds(db, tenantId, invoiceId);
    },

    async refund(
      actor: Actor,
      invoiceId: number,
      input: {
        amount: number | null;
        lines: Array<{ orderItemId: number; quantity: number }>;
        paymentTypeId: number;
        reason: string;
      },
      idempotencyKey: string | null,
    ): Promise<TRefundResponse> {
      const { tenantId } = actor;
      const paymentType = await resolvePaymentType(db, tenantId, input.paymentTypeId);
      if (!paymentType) throw notFound(PAYMENTS_MESSAGES.paymentTypeNotFound);
      try {
        await db.transaction(async (tx) => {
          const invoice = await repo.lockInvoice(tx, tenantId, invoiceId);
          if (!invoice) throw notFound(PAYMENTS_MESSAGES.invoiceNotFound);
          // A retry of a refund already given answers as the first time.
          if (idempotencyKey !== null && (await repo.findRefundByKey(tx, tenantId, idempotencyKey))) return;
          const earlier = await repo.listRefundsOfInvoice(tx, tenantId, invoiceId);
          const refundedSoFar = earlier.reduce((sum, r) => sum + r.amount, 0);
          const lines =
            input.lines.length > 0
              ? await priceRefundLines(tx, tenantId, invoiceId, input.lines, earlier)
              : [];
          const amount = lines.length > 0 ? lines.reduce((sum, l) => sum + l.amount, 0) : (input.amount ?? 0);
          const problem = checkRefund(amount, invoice.total, refundedSoFar);
          if (problem) throw badRequest(PAYMENTS_MESSAGES[problem]);
          await repo.insertRefund(tx, tenantId, {
            invoiceId,
            amount,
            lines,
            paymentTypeId: paymentType.id,
            paymentTypeTitle: paymentType.title,
            reason: input.reason,
            idempotencyKey,
            createdBy: actor.userId,
          });
          await recordAudit(tx, actor, {
            action: 'refund',
            subject: `Invoice #${invoiceId}`,
            amount,
            details: {
              reason: input.reason,
              payment_type: paymentType.title,
              lines: lines.length > 0 ? lines.reduce((n, l) => n + l.quantity, 0) : undefined,
            },
          });
        });
      } catch (error) {
        // The same key committed first by a concurrent request: answer as it did.
        if (!(idempotencyKey !== null && pgErrorCode(error) === UNIQUE_VIOLATION)) throw error;
        const first = await repo.findRefundByKey(db, tenantId, idempotencyKey);
        if (!first || first.invoiceId !== invoiceId) throw conflict(PAYMENTS_MESSAGES.invoiceNotFound);
      }
      realtime.toTenant(tenantId, 'invoice_update', { invoiceIds: [invoiceId] });
      return { message: PAYMENTS_MESSAGES.refundRecorded, ...(await loadRefunds(db, tenantId, invoiceId)) };
    },
  };
}
