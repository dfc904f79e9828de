/**
 * The web app's screens by path, for the server's page fallback: a path that is one of them gets
 * the app (status 200); any other unknown path still gets the app's not-found screen, but with a
 * 404, so a probe or a crawler never takes an unknown path for a working page. The web router's
 * top-level paths must all be listed here (apps/web/src/app/app-screens.test.ts checks it).
 */
const EXACT_SCREENS = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/superadmin',
  '/superadmin/login',
  '/superadmin/two-factor-setup',
  '/two-factor-setup',
  '/no-access',
  '/success',
  '/cancelled-payment',
  '/print-receipt',
  '/print-token',
  '/print-shift',
  '/print-end-of-day',
  '/customer-display',
]);

/** Areas whose every sub-path is the app's (it shows its own not-found screen inside them). */
const SCREEN_AREAS = ['/dashboard', '/superadmin/dashboard', '/m', '/board', '/receipt'];

export function isAppScreenPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (EXACT_SCREENS.has(clean)) return true;
  return SCREEN_AREAS.some((area) => clean === area || clean.startsWith(`${area}/`));
}

export const APP_SCREEN_PATHS: readonly string[] = [...EXACT_SCREENS, ...SCREEN_AREAS];
