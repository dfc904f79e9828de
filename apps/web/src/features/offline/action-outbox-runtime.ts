import type { TMessageResponse } from '@mise/contracts';
import { useEffect } from 'react';
import { text } from '../../i18n/app-i18n';
import { ApiError, api } from '../../lib/api-client';
import { registerLogoutGuard } from '../../lib/logout';
import { useEffectWhenStarted } from '../../lib/when-started';
import { type ActionFlushReport, ActionOutbox } from './action-outbox';
import { refusalText } from './action-overlay';
import type { ActionEntry, ActionKind } from './outbox-db';
import { openOfflineDb } from './outbox-db';
import { createQueueSender, currentTenantId } from './queue-sender';
import { createQueueSnapshot, useQueueSnapshot } from './queue-snapshot';
import './i18n';

/**
 * The browser side of the Kitchen and Orders action queue: one queue per browser profile, sent
 * whenever there is a chance it gets through (app start, the browser going online, the socket
 * reconnecting, a backoff timer), and watched by the screens through `useActionOutbox`.
 */

/** The call behind each kind of action (spec 1 section 7). */
function sendAction(entry: ActionEntry, signal: AbortSignal): Promise<TMessageResponse> {
  const [id] = entry.target;
  switch (entry.kind) {
    case 'kitchen-item-status':
      return api.post(`/kitchen/${id}`, { status: entry.payload.status }, { signal });
    case 'order-item-status':
      return api.post(`/orders/update-status/${id}`, { status: entry.payload.status }, { signal });
    case 'orders-complete':
      return api.post('/orders/complete', { orderIds: entry.target }, { signal });
    case 'orders-cancel':
      return api.post('/orders/cancel', { orderIds: entry.target }, { signal });
  }
}

const sentListeners = new Set<(entry: ActionEntry) => void>();

/** Lets a screen fold an accepted action into its cached data before the action leaves the queue. */
export function onActionSent(listener: (entry: ActionEntry) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** The answers of the actions `queueAction` is waiting on, for it to hand back. */
const awaited = new Set<string>();
const answers = new Map<string, string | null>();
/** Refusals the screen that queued the action tells itself, so the top bar does not say them twice. */
const refusalsToldHere = new Set<string>();

export function isRefusalToldHere(id: string): boolean {
  return refusalsToldHere.has(id);
}

export const actionOutbox = new ActionOutbox({
  db: () => openOfflineDb(),
  send: sendAction,
  onSent: (entry, response) => {
    if (awaited.has(entry.id)) {
      answers.set(entry.id, (response as Partial<TMessageResponse> | null)?.message ?? null);
    }
    for (const listener of sentListeners) listener(entry);
  },
});

// ---------------------------------------------------------------- sending

const sender = createQueueSender((tenantId) => actionOutbox.flush(tenantId));

/** Sends what is waiting for the signed-in tenant; on a stall, tries again later with backoff. */
export const flushActions: () => Promise<ActionFlushReport | null> = sender.flush;

export type QueuedOutcome = { state: 'sent'; message: string | null } | { state: 'queued' };

/**
 * A Kitchen or Orders action: written to the device's queue first, then sent. The screen shows its
 * effect at once (see overlayActions). Online, the answer comes back as usual; with no connection
 * the action stays queued and goes out when the connection returns. A refusal by the server (a 4xx)
 * is thrown as the API's error, so the screen says it at once, and leaves the queue.
 * Without IndexedDB (some private windows) the action is sent directly, as before.
 */
export async function queueAction(input: {
  kind: ActionKind;
  target: number[];
  payload: { status: string };
  label: string;
}): Promise<QueuedOutcome> {
  const tenantId = currentTenantId();
  if (tenantId === null) throw new ApiError(401, text('offline:sessionExpired'));
  let entry: ActionEntry;
  try {
    entry = await actionOutbox.enqueue({ ...input, tenantId });
  } catch {
    const response = await sendAction(
      {
        ...input,
        id: '',
        seq: 0,
        tenantId,
        createdAt: Date.now(),
        status: 'pending',
        attempts: 0,
        lastError: null,
        failure: null,
      },
      new AbortController().signal,
    );
    return { state: 'sent', message: response.message };
  }
  awaited.add(entry.id);
  const report = await flushActions().finally(() => awaited.delete(entry.id));
  const refused = report?.refused.find((e) => e.id === entry.id);
  if (refused?.failure) {
    refusalsToldHere.add(refused.id);
    await actionOutbox.dismiss(refused.id);
    throw new ApiError(refused.failure.status, refusalText(refused));
  }
  if (answers.has(entry.id)) {
    const message = answers.get(entry.id) ?? null;
    answers.delete(entry.id);
    return { state: 'sent', message };
  }
  return { state: 'queued' };
}

// ---------------------------------------------------------------- watching

export interface ActionOutboxState {
  entries: ActionEntry[];
  pending: number;
  refused: number;
}

const EMPTY: ActionOutboxState = { entries: [], pending: 0, refused: 0 };

const snapshot = createQueueSnapshot(
  EMPTY,
  async (): Promise<ActionOutboxState> => {
    const tenantId = currentTenantId();
    const entries = tenantId === null ? [] : await actionOutbox.list(tenantId);
    return {
      entries,
      pending: entries.filter((e) => e.status === 'pending').length,
      refused: entries.filter((e) => e.status === 'refused').length,
    };
  },
  (listener) => actionOutbox.subscribe(listener),
);
const scheduleReload = snapshot.refresh;
export function useActionOutbox(): ActionOutboxState {
  return useQueueSnapshot(snapshot);
}

/** Why logging out must wait: actions not yet sent would be left behind on this device. */
export async function actionLogoutBlockReason(): Promise<string | null> {
  const tenantId = currentTenantId();
  if (tenantId === null) return null;
  const entries = await actionOutbox.list(tenantId).catch(() => []);
  const pending = entries.filter((e) => e.status === 'pending').length;
  if (pending === 0) return null;
  return text('offline:actionsUnsentLogout', { pending });
}

/**
 * Mounted once (with the top bar's indicator): holds the logout guard from the first, sends once the
 * page has started (lib/when-started.ts), and whenever the browser or the socket is back.
 */
export function useActionOutboxSync() {
  // A logout in the first moments must not leave what waits here behind.
  useEffect(() => registerLogoutGuard(actionLogoutBlockReason), []);
  useEffectWhenStarted(() => {
    void flushActions();
    const stopFollowing = sender.followConnection();
    scheduleReload();
    return stopFollowing;
  });
}
