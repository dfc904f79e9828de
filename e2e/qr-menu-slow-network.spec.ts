import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectNoA11yViolations } from './support/axe';
import { expect, registerOwner, test } from './support/fixtures';

/**
 * The diner's menu on a slow phone network: a 200-dish menu, a cold cache and Chromium's
 * "Fast 3G" profile (DevTools preset: 562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up). It must
 * still load and work: dishes listed, ADD puts a dish in the cart, photos below the fold load
 * lazily. How FAST it gets there is measured by bench/qr-menu.bench.ts (`npm run bench`), not here:
 * a busy machine must not fail a test.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const MENU_SIZE = 200;
const dishTitle = (i: number) => `Dish number ${i} with a reasonably long name`;
/** Dishes that get a photo: one on the first screen, one far below the fold. */
const WITH_PHOTO = [1, 150];

async function createBigMenu(request: APIRequestContext) {
  const categoryIds: number[] = [];
  for (const title of ['Starters', 'Soups', 'Salads', 'Mains', 'Grill', 'Pasta', 'Desserts', 'Drinks']) {
    const res = await request.post('/api/v1/settings/categories/add', { data: { title } });
    expect(res.status()).toBe(200);
    categoryIds.push((await res.json()).id);
  }
  // Each photo its own colour: photo URLs follow the bytes, so equal photos would share one URL.
  const photo = (i: number) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: i % 256, b: 40 } } })
      .png()
      .toBuffer();
  for (let i = 1; i <= MENU_SIZE; i += 1) {
    const res = await request.post('/api/v1/menu-items/add', {
      data: {
        title: dishTitle(i),
        price: 5 + (i % 20) + 0.5,
        categoryId: categoryIds[i % categoryIds.length],
      },
    });
    expect(res.status()).toBe(200);
    if (WITH_PHOTO.includes(i)) {
      const { id } = await res.json();
      const upload = await request.post(`/api/v1/menu-items/update/${id}/upload-photo`, {
        multipart: { image: { name: 'dish.png', mimeType: 'image/png', buffer: await photo(i) } },
      });
      expect(upload.status(), await upload.text()).toBe(200);
    }
  }
}

test('a 200-dish QR menu loads and takes orders on Fast 3G with a cold cache', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await registerOwner(request, 'Big Menu Bistro');
  const signin = await request.post('/api/v1/auth/signin', {
    data: { username: owner.email, password: owner.password },
  });
  expect(signin.status()).toBe(200);
  const store = await (await request.get('/api/v1/settings/store-setting')).json();
  const saved = await request.post('/api/v1/settings/store-setting', {
    data: { ...store, isQRMenuEnabled: true, isQROrderEnabled: true },
  });
  expect(saved.status()).toBe(200);
  await createBigMenu(request);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);

  // Which photos the browser actually asked for, to see that the far one waits for scrolling.
  const photoRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image') photoRequests.push(req.url());
  });

  await page.goto(`/m/${store.uniqueQRCode}`);
  const firstAdd = page.getByRole('button', { name: `Add ${dishTitle(1)}` });
  await expect(firstAdd).toBeInViewport({ timeout: 30_000 });
  // The whole menu is there, not just the first screen.
  await expect(page.getByRole('button', { name: /^Add Dish number / })).toHaveCount(MENU_SIZE, {
    timeout: 30_000,
  });

  // Photos: every dish photo is lazy; the one on the first screen loads, the far one not yet.
  const photos = page.locator('li img');
  await expect(photos).toHaveCount(WITH_PHOTO.length);
  for (const img of await photos.all()) await expect(img).toHaveAttribute('loading', 'lazy');
  const nearPhoto = page.locator('li', { hasText: dishTitle(1) }).locator('img');
  await expect
    .poll(() => nearPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  const farPhoto = page.locator('li', { hasText: dishTitle(WITH_PHOTO[1]) }).locator('img');
  const farSrc = await farPhoto.evaluate((img: HTMLImageElement) => img.src);
  expect(photoRequests).not.toContain(farSrc);
  await farPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => farPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(photoRequests).toContain(farSrc);

  // ADD works on the slow network: the dish lands in the cart.
  await page.evaluate(() => window.scrollTo(0, 0));
  await firstAdd.click();
  await expect(page.getByText(`${dishTitle(1)} added to cart`)).toBeVisible();
  await expectNoA11yViolations(page, 'QR menu of 200 dishes with one in the cart');
  await expect(firstAdd).toContainText('1');
  await context.close();
});
