import type { TStoreSetting, TStoreTable } from '@mise/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, loginThroughUi, test } from './support/fixtures';
import { pseudoProblems } from './support/pseudo';

/**
 * Issue 23's pseudo-locale run of the diner's journey: the QR menu in 'en-XA' (English accented,
 * about 40% longer, in brackets). Every text a diner sees or hears must come out bracketed (or be
 * the store's own data: names, prices), so a string that bypassed the catalogue shows up as plain
 * English; and no bracketed text may be cut off by a box too small for a longer language.
 */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DISH = 'Herb Omelette';

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

test('the diner’s pages in the pseudo-locale: no hard-coded text, nothing cut off', async ({
  browser,
  baseURL,
  owner,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await loginThroughUi(staff, owner.email, owner.password);
  const store = (await api(staff.request, 'get', '/settings/store-setting')) as TStoreSetting;
  await api(staff.request, 'post', '/settings/store-setting', {
    ...store,
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  await api(staff.request, 'post', '/settings/categories/add', { title: 'Breakfast' });
  const categoryId = (await api(staff.request, 'get', '/settings/categories'))[0].id;
  const itemId = Number(
    (await api(staff.request, 'post', '/menu-items/add', { title: DISH, price: '9.00', categoryId })).id,
  );
  await api(staff.request, 'post', `/menu-items/variants/${itemId}/add`, { title: 'Two eggs', price: 9 });
  await api(staff.request, 'post', `/menu-items/addons/${itemId}/add`, { title: 'Feta', price: 1.5 });
  await api(staff.request, 'post', '/settings/store-tables/add', {
    title: 'P2',
    floor: 'Terrace',
    seatingCapacity: 2,
  });
  const table = ((await api(staff.request, 'get', '/settings/store-tables')) as TStoreTable[])[0]!;
  const data = [
    owner.bizName,
    owner.email,
    DISH,
    'Breakfast',
    'Two eggs',
    'Feta',
    'P2',
    'Terrace',
    'EN-XA',
    // The groups the server made for the first variant and addon: the store's names, translatable in the card.
    'Choose one',
    'Extras',
  ];

  const context = await browser.newContext({ baseURL, ...PHONE });
  await context.addInitScript(() => localStorage.setItem('mise.qr-language', 'en-XA'));
  const page = await context.newPage();
  await page.goto(`/m/${store.uniqueQRCode}?table=${encodeURIComponent(table.encrypted_id)}`);
  await expect(page.getByRole('heading', { name: owner.bizName })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await pseudoProblems(page, data), 'QR menu').toEqual([]);

  await page
    .getByRole('button', { name: new RegExp(`${DISH}`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Feta').check();
  expect(await pseudoProblems(page, data), 'dish sheet').toEqual([]);
  await sheet.locator('button[type="button"]').last().click();
  await expect(sheet).toBeHidden();

  await page.locator('a[href$="/cart"]').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(DISH, { exact: true })).toBeVisible();
  expect(await pseudoProblems(page, data), 'cart').toEqual([]);
  await page.screenshot({ path: '/tmp/shots-i18n/qr-cart-pseudo.png' });

  await page.locator('.fixed button').click();
  await page.locator('input[value="CUSTOMER"]').check();
  await page.locator('form button[type="submit"]').click();
  expect(await pseudoProblems(page, data), 'checkout with errors').toEqual([]);
  await page.screenshot({ path: '/tmp/shots-i18n/qr-checkout-pseudo.png' });

  await context.close();
  await staffContext.close();
});
