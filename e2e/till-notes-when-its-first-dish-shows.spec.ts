import type { Page, Route } from '@playwright/test';
import { demoLogin, expect, loginThroughUi, test } from './support/fixtures';

/**
 * The till notes when its first dish is on screen (issue 27 §1, read by bench/pos-start.bench.ts):
 * at the paint of the frame that shows it, as the browser reports it, not when the grid is laid
 * out, a whole frame earlier. The live grid's first dish by its Element Timing; the start picture's
 * by the page's first contentful paint.
 */
test.use({ serviceWorkers: 'block' });

async function startMarks(page: Page) {
  return page.evaluate(async () => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    // Element Timing is not in the performance timeline: it is read from a buffered observer.
    const painted = await new Promise<number | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list
          .getEntries()
          .find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'mise-pos-first-dish');
        observer.disconnect();
        resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : null);
      });
      observer.observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(null), 500);
    });
    return {
      firstDish: at('mise:pos-first-dish'),
      live: at('mise:pos-live'),
      picture: at('mise:pos-start-picture'),
      firstPaint: at('first-contentful-paint'),
      livePainted: painted,
    };
  });
}

test('a till notes its first dish when the browser paints it, from its live grid or its picture', async ({
  page,
}) => {
  const { email, password } = demoLogin();
  await loginThroughUi(page, email, password);

  // No picture yet, on the device or on the server (which earlier journeys' tills of this user may
  // have left one with): the first dish is the live grid's, noted at its paint.
  const noPictureKept = (route: Route) => route.fulfill({ status: 204 });
  await page.route('**/api/v1/pos/start-picture?*', noPictureKept);
  await page.goto('/dashboard/pos');
  await expect(page.locator('button[data-item-id]').first()).toBeVisible();
  await expect.poll(async () => (await startMarks(page)).live).not.toBeNull();
  const live = await startMarks(page);
  expect(live.picture).toBeNull();
  expect(live.livePainted).not.toBeNull();
  expect(live.live).toBe(live.livePainted);
  expect(live.firstDish).toBe(live.livePainted);
  await page.unroute('**/api/v1/pos/start-picture?*', noPictureKept);

  // With the picture kept: the first dish is the picture's first paint, the live grid's comes later.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mise.pos-start-picture') !== null))
    .toBe(true);
  await page.reload();
  await expect(page.locator('button[data-item-id]').first()).toBeVisible();
  await expect.poll(async () => (await startMarks(page)).live).not.toBeNull();
  const pictured = await startMarks(page);
  expect(pictured.picture).not.toBeNull();
  expect(pictured.firstDish).toBe(pictured.firstPaint);
  expect(pictured.live).toBe(pictured.livePainted);
  expect(pictured.live ?? 0).toBeGreaterThan(pictured.firstDish ?? Number.POSITIVE_INFINITY);
});
