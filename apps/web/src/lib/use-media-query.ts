import { useSyncExternalStore } from 'react';

let keptFor: Window['matchMedia'] | null = null;
const kept = new Map<string, MediaQueryList>();

/**
 * The one list of `query`, whose `matches` follows the screen: asked at every render of every
 * component that lays out by it, matchMedia would build and evaluate a new one each time (a good
 * part of a tap's answer on a slow tablet). A new matchMedia (a test's) gets lists of its own.
 */
function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (keptFor !== window.matchMedia) {
    keptFor = window.matchMedia;
    kept.clear();
  }
  let list = kept.get(query);
  if (!list) {
    list = window.matchMedia(query);
    kept.set(query, list);
  }
  return list;
}

/** Whether the screen matches `query` now; `otherwise` where that cannot be told (no window, or a DOM without media queries, as in tests). */
export function matchesMedia(query: string, otherwise: boolean) {
  return mediaQueryList(query)?.matches ?? otherwise;
}

type Subscribe = (onChange: () => void) => () => void;
const subscribers = new Map<string, Subscribe>();

/** One subscription function per query, so that a component does not subscribe anew at each render. */
function subscriberTo(query: string): Subscribe {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether the screen matches `query`, following a rotation or a resize. */
export function useMediaQuery(query: string, otherwise: boolean) {
  return useSyncExternalStore(
    subscriberTo(query),
    () => matchesMedia(query, otherwise),
    () => otherwise,
  );
}
