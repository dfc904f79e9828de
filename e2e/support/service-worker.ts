import type { Page } from '@playwright/test';

/**
 * Waits until the app's service worker controls `page`, then reloads it, so the screen's files and
 * data go through the worker and are on the device for when the network is gone.
 *
 * The worker caches the whole app shell before it takes over, a few hundred files from the one test
 * server the other journeys are using too: on the two-core CI machine that took more than the 15 s
 * an action may take (a journey failed there on it). The wait is an upper bound, not a speed.
 */
export async function openUnderServiceWorker(page: Page, path?: string) {
  if (path) await page.goto(path);
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 90_000 },
  );
  await page.reload();
}
