import { useLayoutEffect, useRef } from 'react';
import { isPhone } from './use-is-phone';

/**
 * The phone's back gesture closes the sheet or dialog on top instead of leaving the page.
 *
 * Each open layer (sheet, dialog) pushes one history entry marked with its id; Back pops it and the
 * browser says so with `popstate`, and every layer above the entry now current is closed. A layer
 * closed another way (its X, Escape, a button) takes its entry back off with history.back(), a
 * moment later: a layer opening in between (one dialog giving way to the next) takes the entry over
 * instead, so the history never gains or loses more than the layers open. A layer that closes
 * because the page navigated (a link inside it) leaves the history alone.
 */
const MARK = 'miseLayer';

interface Layer {
  id: number;
  close: () => void;
  /** Its history entry is still to be pushed (it opened while a Back of ours was under way). */
  unpushed?: boolean;
}

const layers: Layer[] = [];
let nextId = 1;
/** The history.back() owed by a layer that closed, not yet done. */
let pendingBack: ReturnType<typeof setTimeout> | null = null;
/** A history.back() of ours the browser has not yet answered with its popstate. */
let backUnderWay = false;
let listening = false;

function markOf(state: unknown): number | null {
  const mark = state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof mark === 'number' ? mark : null;
}

function onPopState(event: PopStateEvent) {
  if (backUnderWay) {
    // Our own Back, for a layer that closed: nothing more closes. A layer that opened meanwhile (a
    // dialog whose code came after the one it replaces had closed) gets its entry now; pushed
    // before, this Back would have gone from it, and closed it.
    backUnderWay = false;
    for (const layer of layers.filter((l) => l.unpushed)) {
      layer.unpushed = false;
      window.history.pushState({ ...(window.history.state ?? {}), [MARK]: layer.id }, '');
    }
    return;
  }
  // The entry now current belongs to a layer (or to the page itself): every layer above it closes.
  // An entry left by a layer that closed under another is one step: the top layer closes.
  const current = markOf(event.state);
  const found = layers.findIndex((l) => l.id === current);
  const keep = current === null ? 0 : found === -1 ? layers.length - 1 : found + 1;
  const closing = layers.splice(Math.max(0, keep));
  for (const layer of closing.reverse()) layer.close();
  // That entry is no layer's any more: one Back must not stop on it.
  if (current !== null && found === -1) window.history.back();
}

function openLayer(close: () => void): Layer {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const layer: Layer = { id: nextId++, close };
  const state = { ...(window.history.state ?? {}), [MARK]: layer.id };
  if (backUnderWay) {
    layer.unpushed = true; // see onPopState
  } else if (pendingBack !== null && markOf(window.history.state) !== null) {
    // A layer has just closed: this one takes over its entry.
    clearTimeout(pendingBack);
    pendingBack = null;
    window.history.replaceState(state, '');
  } else {
    window.history.pushState(state, '');
  }
  layers.push(layer);
  return layer;
}

function closeLayer(layer: Layer) {
  const index = layers.indexOf(layer);
  // Already closed by Back: its entry is gone.
  if (index === -1) return;
  layers.splice(index, 1);
  // Never in the history: nothing to take back.
  if (layer.unpushed) return;
  // The page moved on (a link in the layer): its entry is history now, not ours to take back.
  if (markOf(window.history.state) !== layer.id) return;
  if (pendingBack !== null) clearTimeout(pendingBack);
  pendingBack = setTimeout(() => {
    pendingBack = null;
    if (markOf(window.history.state) !== layer.id) return;
    backUnderWay = true;
    window.history.back();
  }, 0);
}

/**
 * While `open` on a phone, Back calls `onClose` instead of leaving the page (tablets and desktops
 * keep their history as it was). `onClose` may change between renders; the latest is called.
 */
export function useBackToClose(open: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // A layout effect: a dialog giving way to the next (the order's summary to "sent") closes and
  // opens its layer in the same commit, so the next takes the entry over before the closing one's
  // history.back() runs. As a passive effect the opening could come after it (Preact runs those
  // after the next frame), and that Back closed the dialog just opened.
  useLayoutEffect(() => {
    if (!open || typeof window === 'undefined' || !isPhone()) return;
    const layer = openLayer(() => onCloseRef.current());
    return () => closeLayer(layer);
  }, [open]);
}

/** For tests: forget every layer. */
export function resetBackToClose() {
  layers.length = 0;
  if (pendingBack !== null) clearTimeout(pendingBack);
  pendingBack = null;
  backUnderWay = false;
}
