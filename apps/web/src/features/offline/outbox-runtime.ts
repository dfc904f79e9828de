import type { TCreateOrderBody } from '@mise/contracts';
import { useEffect } from 'react';
import { text } from '../../i18n/app-i18n';
import { ApiError } from '../../lib/api-client';
import { registerLogoutGuard } from '../../lib/logout';
import { useEffectWhenStarted } from '../../lib/when-started';
import { createOrder } from '../pos/api/create-order-api';
import { type FlushReport, Outbox, priceDifference, serverTotalsOf } from './outbox';
import { type OrderKind, type OrderTotals, type OutboxEntry, openOfflineDb } from './outbox-db';
import { createQueueSender, currentTenantId } from './queue-sender';
import { createQueueSnapshot, useQueueSnapshot } from './queue-snapshot';
import './i18n';

/**
 * The browser side of the outbox: one queue per browser profile, sent whenever there is a chance
 * it gets through (app start, the browser going online, the socket reconnecting, a backoff timer),
 * watched by the screens through `useOutbox`, and guarding logout.
 */

// Every attempt goes through the POS's one create-order call, with the entry's id as its key.
export const outbox = new Outbox({
  db: () => openOfflineDb(),
  send: (entry, signal) =>
    createOrder({
      body: entry.payload as TCreateOrderBody,
      withInvoice: entry.kind === 'create-order-and-invoice',
      idempotencyKey: entry.id,
      signal,
    }),
});

// ---------------------------------------------------------------- sending

const sender = createQueueSender((tenantId) => outbox.flush(tenantId));

/** Sends what is waiting for the signed-in tenant; on a stall, tries again later with backoff. */
export const flushOutbox: () => Promise<FlushReport | null> = sender.flush;

export type SubmitOutcome =
  | { state: 'sent'; entry: OutboxEntry; response: NonNullable<OutboxEntry['result']> }
  | { state: 'queued'; entry: OutboxEntry };

/**
 * The POS's way to send an order: written to the outbox first (the idempotency key is the entry's
 * id), then sent. Online, the answer comes back as usual; with no connection (or no answer) the
 * order stays queued and the staff gets its provisional token. A refusal by the server (a 4xx) is
 * thrown as the API's error so the POS shows it while the cart is still on screen, and the entry is
 * dropped: the staff has seen it.
 */
export async function submitOrder(input: {
  kind: OrderKind;
  payload: unknown;
  idempotencyKey: string;
  shownTotals: OrderTotals | null;
}): Promise<SubmitOutcome> {
  const tenantId = currentTenantId();
  if (tenantId === null) throw new ApiError(401, text('offline:sessionExpired'));
  let entry: OutboxEntry;
  try {
    entry =
      (await outbox.get(input.idempotencyKey)) ??
      (await outbox.enqueue({
        id: input.idempotencyKey,
        tenantId,
        kind: input.kind,
        payload: input.payload,
        shownTotals: input.shownTotals,
      }));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // No IndexedDB here (some private windows, storage full): sell online as before, without the
    // offline safety net, rather than refuse the order.
    return sendWithoutOutbox(input, tenantId);
  }
  await flushOutbox();
  const after = (await outbox.get(entry.id)) ?? entry;
  if (after.status === 'sent' && after.result) {
    // Nothing for the staff to look at later: the POS shows the token now.
    if (priceDifference(after) === null) await outbox.dismiss(after.id);
    return { state: 'sent', entry: after, response: after.result };
  }
  if (after.status === 'failed' && after.failure) {
    await outbox.dismiss(after.id);
    throw new ApiError(after.failure.status, after.failure.message);
  }
  return { state: 'queued', entry: after };
}

async function sendWithoutOutbox(
  input: { kind: OrderKind; payload: unknown; idempotencyKey: string; shownTotals: OrderTotals | null },
  tenantId: number,
): Promise<SubmitOutcome> {
  const response = await createOrder({
    body: input.payload as TCreateOrderBody,
    withInvoice: input.kind === 'create-order-and-invoice',
    idempotencyKey: input.idempotencyKey,
  });
  const result = {
    tokenNo: response.tokenNo,
    orderId: response.orderId,
    message: response.message,
    invoiceId: response.invoiceId,
    serverTotals: serverTotalsOf(response),
  };
  const now = Date.now();
  const entry: OutboxEntry = {
    id: input.idempotencyKey,
    seq: 0,
    tenantId,
    kind: input.kind,
    payload: input.payload,
    provisionalToken: '',
    shownTotals: input.shownTotals,
    createdAt: now,
    status: 'sent',
    attempts: 1,
    lastError: null,
    failure: null,
    result,
    sentAt: now,
  };
  return { state: 'sent', entry, response: result };
}

// ---------------------------------------------------------------- watching

export interface OutboxState {
  entries: OutboxEntry[];
  pending: number;
  failed: number;
  /** Sent with a different price than the cart showed, not yet acknowledged. */
  priceChanged: number;
}

const EMPTY: OutboxState = { entries: [], pending: 0, failed: 0, priceChanged: 0 };

const snapshot = createQueueSnapshot(
  EMPTY,
  async (): Promise<OutboxState> => {
    const tenantId = currentTenantId();
    const entries = tenantId === null ? [] : await outbox.list(tenantId);
    return {
      entries,
      pending: entries.filter((e) => e.status === 'pending').length,
      failed: entries.filter((e) => e.status === 'failed').length,
      priceChanged: entries.filter((e) => e.status === 'sent' && priceDifference(e) !== null).length,
    };
  },
  (listener) => outbox.subscribe(listener),
);
const scheduleReload = snapshot.refresh;
export function useOutbox(): OutboxState {
  return useQueueSnapshot(snapshot);
}

// ---------------------------------------------------------------- lifetime

/** Why logging out must wait, or null. Refused orders must be looked at before they are left behind. */
export async function logoutBlockReason(): Promise<string | null> {
  const tenantId = currentTenantId();
  if (tenantId === null) return null;
  const { pending, failed } = await outbox.countUnsettled(tenantId).catch(() => ({ pending: 0, failed: 0 }));
  if (pending > 0) {
    return text('offline:ordersUnsentLogout', { pending });
  }
  if (failed > 0) {
    return text('offline:ordersRefusedLogout', { failed });
  }
  return null;
}

/**
 * Mounted once by the dashboard layout: holds the logout guard from the first; once the page has
 * started (lib/when-started.ts), sends what waits, again whenever the browser or the socket comes
 * back, and keeps old sent entries pruned.
 */
export function useOutboxSync() {
  // A logout in the first moments must not leave what waits here behind.
  useEffect(() => registerLogoutGuard(logoutBlockReason), []);
  useEffectWhenStarted(() => {
    void outbox
      .prune()
      .catch(() => undefined)
      .then(() => flushOutbox());
    const stopFollowing = sender.followConnection();
    scheduleReload();
    return stopFollowing;
  });
}
