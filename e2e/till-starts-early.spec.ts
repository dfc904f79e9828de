import type { Page } from '@playwright/test';
import { demoLogin, expect, loginThroughUi, test } from './support/fixtures';

/**
 * A till with nothing kept starts early (issue 27 §1): index.html's inline script asks for the
 * till's menu while the page is still parsed, before the app's code has run, and the app takes
 * that answer over as its own first call (one request, not two); with no service worker serving
 * the app, the POS screen's code is preloaded too. A till that has its copy of the menu draws from
 * it and checks it itself, later. As its code loads, the app has a worker ready the browser's
 * number formatting before the first price is drawn.
 *
 * The service worker is off here: a till whose app nothing serves yet.
 */
test.use({ serviceWorkers: 'block' });

const COPY_KEY = 'mise.pos-init';

/**
 * The page's requests for GET /pos/init until its live grid drew (later ones are the live updates
 * other journeys' orders on the same store cause): whether each started before the page was parsed.
 */
async function posInitRequests(page: Page) {
  return page.evaluate(() => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domInteractive;
    const drawn = performance.getEntriesByName('mise:pos-live')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/v1/pos/init' && entry.startTime < drawn)
      .map((entry) => ({ beforeParsed: entry.startTime < parsed }));
  });
}

test('a till without its menu asks for it before its code runs, once, and sells from the answer', async ({
  page,
}) => {
  const { email, password } = demoLogin();
  await loginThroughUi(page, email, password);
  // The till starts without a warning in the console (the router once warned on every start), but
  // for this journey's own note that it keeps the service worker out. (Errors are left out: a
  // request the busy test server drops is the browser's error, not the app's.)
  const warned: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'warning' && !text.includes('blocked by Playwright')) warned.push(text);
  });
  await page.goto('/dashboard/pos');
  await expect(page.locator('button[data-item-id]').first()).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, COPY_KEY)).toBe(true);

  // A till with its copy: no early call; the app checks the copy itself once its code runs.
  await page.reload();
  await expect(page.locator('button[data-item-id]').first()).toBeVisible();
  await expect.poll(() => posInitRequests(page)).toEqual([{ beforeParsed: false }]);

  // Without it (a first start, or after signing in again): asked for at once, and asked once.
  await page.evaluate((key) => localStorage.removeItem(key), COPY_KEY);
  await page.reload();
  const add = page.locator('button[data-item-id]:not([aria-haspopup])').first();
  await expect(add).toBeVisible();
  await expect.poll(() => posInitRequests(page)).toEqual([{ beforeParsed: true }]);
  // The POS screen's code was asked for by the page too (nothing serves the app here), and so was the
  // app's start, both as modules; the till's start is a few files, not forty (build/till-start.ts,
  // tillStartChunks): the browser asks for six at a time from one host.
  expect(await page.locator('link[rel="modulepreload"][href*="/pos-screen-"]').count()).toBe(1);
  expect(await page.locator('link[rel="modulepreload"][href*="/app-start-"]').count()).toBe(1);
  const served = await (await page.request.get('/dashboard/pos')).text();
  const filesOf = (pattern: RegExp) => [...served.matchAll(pattern)].map((match) => match[1]);
  const listed = [
    ...filesOf(/<script type="module"[^>]*src="([^"]+)"/g),
    ...filesOf(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const appStart = JSON.parse(
    served.match(/function fetchAppStart[\s\S]*?\}\)\((\[[^\]]*\])\)/)?.[1] ?? '[]',
  ) as string[];
  const early = JSON.parse(served.match(/"files":(\[[^\]]*\])/)?.[1] ?? '[]') as string[];
  expect(appStart.length).toBeGreaterThanOrEqual(1);
  expect(listed.length + appStart.length + early.length).toBeLessThanOrEqual(8);
  // Each tells the browser to compile it as it downloads, on another thread, not function by
  // function on the main thread as the screen first runs it (build/till-start.ts,
  // tillStartCompiledEagerly); a file the till fetches later, once its menu is on screen, does not.
  const firstLine = async (file: string) => (await (await page.request.get(file)).text()).split('\n')[0];
  for (const file of [...listed, ...appStart, ...early])
    expect(await firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
  const dialogFile = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .find((file) => /^\/assets\/notes-dialog-[\w-]+\.js$/.test(file)) ?? null,
    );
  await expect.poll(dialogFile).not.toBeNull();
  expect(await firstLine((await dialogFile()) as string)).not.toBe('//# allFunctionsCalledOnLoad');
  // The answer taken over is the till's menu: a dish tapped goes in the cart, and the copy is kept.
  const title = await add.evaluate((button) => button.closest('article')?.getAttribute('aria-label') ?? '');
  await add.click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: title })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, COPY_KEY)).toBe(true);
  expect(warned).toEqual([]);
});

test('the app has the browser ready its number formatting on another thread, which then stops', async ({
  page,
}) => {
  const { email, password } = demoLogin();
  await loginThroughUi(page, email, password);
  // As the app's code loads (i18n/warm-up-formats.ts), before its first price is drawn.
  const worker = page.waitForEvent('worker');
  await page.goto('/dashboard/pos');
  const warmUp = await worker;
  expect(new URL(warmUp.url()).pathname).toMatch(/^\/assets\/warm-up-formats\.worker-[\w-]+\.js$/);
  // It stops by itself once done: nothing keeps a thread for the rest of the service.
  await expect.poll(() => page.workers().includes(warmUp)).toBe(false);
  await expect(page.locator('button[data-item-id]').first()).toBeVisible();
});
