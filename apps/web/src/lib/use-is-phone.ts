import { useSyncExternalStore } from 'react';

/**
 * A phone (a server's handheld): up to 480 px wide. Tablets and desktops keep the wide layouts.
 * The same width as the `phone:` variant in index.css.
 */
export const PHONE_QUERY = '(max-width: 480px)';

let kept: { matchMedia: Window['matchMedia']; query: MediaQueryList } | null = null;

/**
 * The one list of the query, whose `matches` follows the screen: asked at every render of every
 * component that lays out for a phone, matchMedia would build and evaluate a new one each time (a
 * good part of a tap's answer on a slow tablet). A new matchMedia (a test's) gets its own.
 */
function phoneQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (kept?.matchMedia !== window.matchMedia)
    kept = { matchMedia: window.matchMedia, query: window.matchMedia(PHONE_QUERY) };
  return kept.query;
}

/** Whether the screen is a phone's now (false where there is no window, as in tests without a DOM). */
export function isPhone() {
  return phoneQuery()?.matches ?? false;
}

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's, following a rotation or a resize. */
export function useIsPhone() {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
