import { matchesMedia, useMediaQuery } from './use-media-query';

/**
 * A phone (a server's handheld): up to 480 px wide. Tablets and desktops keep the wide layouts.
 * The same width as the `phone:` variant in index.css.
 */
export const PHONE_QUERY = '(max-width: 480px)';

/** Whether the screen is a phone's now (false where there is no window, as in tests without a DOM). */
export function isPhone() {
  return matchesMedia(PHONE_QUERY, false);
}

/** Whether the screen is a phone's, following a rotation or a resize. */
export function useIsPhone() {
  return useMediaQuery(PHONE_QUERY, false);
}
