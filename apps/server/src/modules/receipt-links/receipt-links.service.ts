import { RECEIPT_LINK_DAYS, RECEIPT_LINK_MESSAGES, type TReceipt, type TReceiptLink } from '@mise/contracts';
import type { Deps } from '../../deps';
import { AppError, tooManyRequests } from '../../lib/errors';
import { receiptOf } from '../invoices/invoices.service';
import { decodeReceiptLink, encodeReceiptLink } from './receipt-link';

/** Receipt reads per address: a guest opens their receipt a few times, not hundreds. */
export const RECEIPT_LINK_RATE_LIMIT = { perAddress: 60, windowMs: 60_000 } as const;

/**
 * A link may be passed on: the receipt it opens names no customer (their name and phone stay with
 * the store); the items, totals and the store's details are what a printed receipt shows anyway.
 */
function withoutCustomer(receipt: TReceipt): TReceipt {
  return {
    ...receipt,
    customer: { name: null, phone: null },
    orders: receipt.orders.map((o) => ({ ...o, customer_id: null, customer_name: null })),
  };
}

const brokenLink = () => new AppError(404, RECEIPT_LINK_MESSAGES.invalidLink, 'BROKEN_LINK');

export function createReceiptLinksService(deps: Pick<Deps, 'db' | 'signer' | 'limiter'>) {
  const { db, signer, limiter } = deps;

  return {
    /**
     * A link to the receipt of the caller's store's orders, for the guest. The orders are read as
     * the receipt reads them first: another store's id, or one that does not exist, is not found.
     */
    async create(tenantId: number, orderIds: number[], now = new Date()): Promise<TReceiptLink> {
      const ids = [...new Set(orderIds)];
      await receiptOf(db, tenantId, ids);
      const expiresAt = Math.floor(now.getTime() / 1000) + RECEIPT_LINK_DAYS * 24 * 60 * 60;
      return {
        path: `/receipt/${encodeReceiptLink(signer, { tenantId, orderIds: ids, expiresAt })}`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** The receipt a genuine, unexpired link names (404 for a forged one, 410 once expired). */
    async receipt(link: string, ip: string, now = new Date()): Promise<TReceipt> {
      const limit = await limiter.hit(
        `receipt-link:${ip}`,
        RECEIPT_LINK_RATE_LIMIT.perAddress,
        RECEIPT_LINK_RATE_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests();
      const claims = decodeReceiptLink(signer, link);
      if (claims === null) throw brokenLink();
      if (claims.expiresAt * 1000 < now.getTime())
        throw new AppError(410, RECEIPT_LINK_MESSAGES.expired, 'EXPIRED_LINK');
      const receipt = await receiptOf(db, claims.tenantId, claims.orderIds).catch((error: unknown) => {
        // An order gone since (a store's data removed): the link names nothing any more.
        if (error instanceof AppError && error.statusCode === 404) throw brokenLink();
        throw error;
      });
      return withoutCustomer(receipt);
    },
  };
}
