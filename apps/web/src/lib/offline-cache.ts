import { appConfig } from '../config';
import { STORAGE_KEYS } from './storage-keys';
import { whenIdle } from './when-idle';
import { whenStarted } from './when-started';

/**
 * The page's side of the service worker (apps/web/service-worker/sw.js): registering it, and
 * deleting its copy of API answers (and the till's copy of its menu and picture of its screen),
 * which must never outlive the session that fetched them.
 */
export const OFFLINE_API_CACHE = 'mise-api';

export function registerServiceWorker() {
  if (appConfig.isDev || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the app still runs online; offline reloads are what is lost.
    });
  };
  // A new worker's install fetches and caches every file of the build (some 150 requests). Once
  // the page had loaded (its own files, not yet the screen's code) that came in the middle of a
  // till's first start, sharing the device's cores and network with the screen's first render
  // (issue 27 §1): now after the page's first paint too, when the browser is idle.
  const registerWhenIdle = () => whenStarted(() => whenIdle(register));
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

/**
 * Asks the worker to keep every catalogue of the language the app shows on the device (it caches
 * only what the pages fetched otherwise), so a screen first opened offline still speaks it: now,
 * and whenever a new worker takes over, as one that installed before it was told (a new build's,
 * the first time) would not have it. Answers the request, for the caller to make again when the
 * language changes. English is in the code.
 */
export function keepLanguageOffline(language: () => string): () => void {
  if (appConfig.isDev || !('serviceWorker' in navigator)) return () => undefined;
  const ask = () => {
    const shown = language();
    if (shown === 'en') return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'keep-language', language: shown }),
    );
  };
  ask();
  navigator.serviceWorker.addEventListener('controllerchange', ask);
  return ask;
}

export async function clearOfflineApiCache(): Promise<void> {
  // The till's own copy of its start-up answer (features/pos/api/pos-init-api.ts) goes with it.
  localStorage.removeItem(STORAGE_KEYS.posInitCopy);
  // And the picture of the till's screen drawn from it (features/pos/start-picture/).
  localStorage.removeItem(STORAGE_KEYS.posStartPicture);
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE).catch(() => false);
}
