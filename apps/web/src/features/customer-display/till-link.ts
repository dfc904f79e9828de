import type { TDisplayState, TDisplayTipChoice, TLinkAnswer } from '@mise/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { text } from '../../i18n/app-i18n';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { connectDisplaySocket, type DisplaySocket } from './display-socket';
// Registers the catalogue the messages below read.
import './i18n';

/**
 * The till's side of a customer display: which display this device is linked to (kept on the
 * device), and one connection that sends it what to show and hears the guest's tip. Nothing here is
 * needed for the till to work: without a link there is no connection at all, and a display that is
 * away only misses what it would have shown.
 */

export interface LinkedDisplay {
  id: string;
  code: string;
}

/** How long the thank-you stays before the display goes back to its welcome screen. */
export const THANKS_MS = 8_000;
const LINK_TIMEOUT_MS = 5_000;

let socket: DisplaySocket | null = null;
let linked: LinkedDisplay | null = readJson<LinkedDisplay | null>(STORAGE_KEYS.customerDisplay, null);
let lastState: TDisplayState = { kind: 'idle' };
/** While a thank-you shows, the welcome screen waits (a new cart does not). */
let thanksUntil = 0;
let thanksTimer: ReturnType<typeof setTimeout> | undefined;
const linkListeners = new Set<() => void>();
const tipListeners = new Set<(choice: TDisplayTipChoice) => void>();

function send(state: TDisplayState) {
  if (linked && socket?.connected) socket.emit('show', state);
}

let connecting: Promise<DisplaySocket> | null = null;

function ensureSocket(): Promise<DisplaySocket> {
  if (socket) {
    // Ended by the server (a sign-out): a new session connects again.
    if (!socket.active) socket.connect();
    return Promise.resolve(socket);
  }
  connecting ??= connectDisplaySocket('till').then((s) => {
    s.on('connect', () => {
      if (!linked) return;
      s.emit('link', { displayId: linked.id }, (answer) => {
        if (answer.ok) s.emit('show', lastState);
      });
    });
    // The display (re)connected: it gets what it should be showing.
    s.on('display_hello', () => send(lastState));
    s.on('tip_choice', (choice) => {
      for (const listener of tipListeners) listener(choice);
    });
    socket = s;
    return s;
  });
  // The client's code could not come (offline before it was ever fetched): the next try fetches it.
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}

function whenConnected(s: DisplaySocket): Promise<void> {
  if (s.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off('connect', onConnect);
      reject(new Error(text('customer-display:notReachable')));
    }, LINK_TIMEOUT_MS);
    const onConnect = () => {
      clearTimeout(timer);
      resolve();
    };
    s.once('connect', onConnect);
  });
}

/** Links this till to a display of its store (null unlinks). The server refuses another store's. */
export async function linkDisplay(display: LinkedDisplay | null): Promise<TLinkAnswer> {
  if (display === null && linked) send({ kind: 'idle' });
  const s = await ensureSocket();
  await whenConnected(s);
  const answer = await new Promise<TLinkAnswer>((resolve) =>
    s
      .timeout(LINK_TIMEOUT_MS)
      .emit('link', { displayId: display?.id ?? null }, (error, result) =>
        resolve(error ? { ok: false, message: text('customer-display:noAnswer') } : result),
      ),
  );
  if (!answer.ok) return answer;
  linked = display;
  if (display) writeJson(STORAGE_KEYS.customerDisplay, display);
  else localStorage.removeItem(STORAGE_KEYS.customerDisplay);
  for (const listener of linkListeners) listener();
  if (display) send(lastState);
  else s.disconnect();
  return answer;
}

/** What the linked display should show now (kept, so a display that reconnects gets it again). */
export function showOnDisplay(state: TDisplayState) {
  lastState = state;
  if (state.kind === 'idle' && Date.now() < thanksUntil) return;
  thanksUntil = 0;
  clearTimeout(thanksTimer);
  send(state);
}

/** The thank-you after a payment; then the display goes back to whatever the till shows next. */
export function thankOnDisplay(state: Extract<TDisplayState, { kind: 'thanks' }>) {
  showOnDisplay(state);
  lastState = { kind: 'idle' };
  thanksUntil = Date.now() + THANKS_MS;
  thanksTimer = setTimeout(() => {
    thanksUntil = 0;
    send(lastState);
  }, THANKS_MS);
}

export function onDisplayTip(listener: (choice: TDisplayTipChoice) => void): () => void {
  tipListeners.add(listener);
  return () => tipListeners.delete(listener);
}

/** The display this till is linked to, following changes; connects while one is linked. */
export function useLinkedDisplay(): LinkedDisplay | null {
  const current = useSyncExternalStore(
    (listener) => {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
    () => linked,
  );
  useEffect(() => {
    if (current) ensureSocket().catch(() => undefined);
  }, [current]);
  return current;
}
