import { appConfig } from '../config';

/**
 * The page's side of the service worker (apps/web/service-worker/sw.js): registering it, and
 * deleting its copy of API answers, which must never outlive the session that fetched them.
 */
export const OFFLINE_API_CACHE = 'mise-api';

export function registerServiceWorker() {
  if (appConfig.isDev || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the app still runs online; offline reloads are what is lost.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export async function clearOfflineApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE).catch(() => false);
}
