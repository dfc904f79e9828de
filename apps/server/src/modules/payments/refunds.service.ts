import { PAYMENTS_MESSAGES, type TInvoiceRefunds, type TRefundResponse } from '@mise/contracts';
import { checkRefund, refundable, toMajorUnits } from '@mise/domain';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { resolvePaymentType } from '../orders/orders.service';
import * as repo from './payments.repository';
import type { Actor } from './payments.service';

/**
 * Refunds on a paid invoice: full or partial, with a reason, back to a chosen payment type. The
 * invoice stays as it was; the refund is its own record, counted by reports on its own day. The
 * invoice row is locked per refund, so refunds given at the same moment never exceed its total.
 */

async function loadRefunds(db: Db, tenantId: number, invoiceId: number): Promise<TInvoiceRefunds> {
  const invoice = await repo.findInvoiceTotal(db, tenantId, invoiceId);
  if (!invoice) throw notFound(PAYMENTS_MESSAGES.invoiceNotFound);
  const [rows, paymentTypes] = await Promise.all([
    repo.listRefundsOfInvoice(db, tenantId, invoiceId),
    repo.listActivePaymentTypes(db, tenantId),
  ]);
  const refunded = rows.reduce((sum, r) => sum + r.amount, 0);
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
      input: { amount: number; paymentTypeId: number; reason: string },
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
          const problem = checkRefund(input.amount, invoice.total, refundedSoFar);
          if (problem) throw badRequest(PAYMENTS_MESSAGES[problem]);
          await repo.insertRefund(tx, tenantId, {
            invoiceId,
            amount: input.amount,
            paymentTypeId: paymentType.id,
            paymentTypeTitle: paymentType.title,
            reason: input.reason,
            idempotencyKey,
            createdBy: actor.userId,
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
