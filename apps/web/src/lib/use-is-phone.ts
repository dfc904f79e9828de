import { useSyncExternalStore } from 'react';

/**
 * A phone (a server's handheld): up to 480 px wide. Tablets and desktops keep the wide layouts.
 * The same width as the `phone:` variant in index.css.
 */
export const PHONE_QUERY = '(max-width: 480px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? null
    : window.matchMedia(PHONE_QUERY);
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
