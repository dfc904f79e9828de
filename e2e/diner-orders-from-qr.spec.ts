import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { demoLogin, expect, test } from './support/fixtures';

/**
 * A diner at table T1 of the demo restaurant scans its QR code on a phone, orders a burger with a
 * variant and an addon as a phone customer, and the order reaches the POS's QR order list.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function signInAsDemoOwner(request: APIRequestContext) {
  const { email, password } = demoLogin();
  const res = await request.post('/api/v1/auth/signin', { data: { username: email, password } });
  expect(res.status()).toBe(200);
}

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, ...PHONE });
  return { context, page: await context.newPage() };
}

test('a diner orders from the table QR menu on a phone and the POS receives it', async ({
  browser,
  request,
  baseURL,
}) => {
  await signInAsDemoOwner(request);
  const store = await (await request.get('/api/v1/settings/store-setting')).json();
  const tables: Array<{ table_title: string; encrypted_id: string }> = await (
    await request.get('/api/v1/settings/store-tables')
  ).json();
  const t1 = tables.find((t) => t.table_title === 'T1')!;
  const before: Array<{ id: number }> = await (await request.get('/api/v1/pos/qrorders')).json();

  const { context, page } = await phonePage(browser, baseURL);
  await page.goto(`/m/${store.uniqueQRCode}?table=${encodeURIComponent(t1.encrypted_id)}`);
  await expect(page.getByRole('heading', { name: 'Demo Bistro' })).toBeVisible();
  await expect(page.getByText('Table T1 · Ground')).toBeVisible();
  await expectNoA11yViolations(page, 'QR menu (phone)');

  // Search narrows the list; the burger is customisable, so ADD opens its choices.
  await page.getByPlaceholder('Search Item').fill('burger');
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Classic Burger' }).click();
  const sheet = page.getByRole('dialog', { name: 'Classic Burger' });
  await expect(sheet.getByLabel('Single')).toBeChecked();
  await expect(sheet.getByText(/exclusive of tax/)).toBeVisible();
  await sheet.getByLabel('Double').check();
  await sheet.getByLabel('Bacon').check();
  // Double 18.00 + Bacon 2.50.
  await expect(sheet.getByRole('button', { name: /ADD TO CART/ })).toContainText('$20.50');
  await expectNoA11yViolations(page, 'QR menu item options sheet (phone)');
  await sheet.getByRole('button', { name: /ADD TO CART/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: /1 item .* View Cart/ })).toBeVisible();

  // The cart survives a reload (local storage) and shows the table.
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.reload();
  await expect(page.getByText('Demo Bistro · Table T1 · Ground')).toBeVisible();
  await expect(page.getByText('Classic Burger')).toBeVisible();
  await page.getByRole('button', { name: 'Increase Classic Burger' }).click();
  await page.getByRole('button', { name: 'Notes' }).click();
  await page.getByRole('dialog', { name: 'Notes' }).getByRole('textbox').fill('no onions');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  // 2 × 20.50 = 41.00, sales tax 8 % = 3.28.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Items Total$41.00');
  await expect(summary).toContainText('Tax Total$3.28');
  await expect(summary).toContainText('Payable Total$44.28');
  await expectNoA11yViolations(page, 'QR cart (phone)');

  // Continue as a phone customer: the spec's texts first, then the order.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const continueAs = page.getByRole('dialog', { name: 'Continue as' });
  await continueAs.getByLabel('Using Phone Number').check();
  await continueAs.getByRole('button', { name: 'Place Order' }).click();
  await expect(continueAs.getByText('Name is Required.')).toBeVisible();
  await continueAs.getByLabel('Name', { exact: true }).fill('Ana Diner');
  await continueAs.getByLabel('Phone Number', { exact: true }).fill('not a phone');
  await continueAs.getByRole('button', { name: 'Place Order' }).click();
  await expect(continueAs.getByText('Enter a valid phone number.')).toBeVisible();
  await expectNoA11yViolations(page, 'QR checkout dialog with an error (phone)');
  await continueAs.getByLabel('Phone Number', { exact: true }).fill('+1 555 0142');
  await continueAs.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/m\/order-success$/);
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  await expectNoA11yViolations(page, 'QR order placed (phone)');

  // The cart is empty now.
  await page.getByRole('link', { name: 'Back to Menu' }).click();
  await expect(page.getByRole('link', { name: /View Cart/ })).toHaveCount(0);

  // The POS's list holds it, priced by the server and attached to table T1.
  const after: Array<Record<string, unknown> & { id: number }> = await (
    await request.get('/api/v1/pos/qrorders')
  ).json();
  const placed = after.filter((o) => !before.some((b) => b.id === o.id));
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({
    table_title: 'T1',
    customer_type: 'CUSTOMER',
    customer_id: '+1 555 0142',
    customer_name: 'Ana Diner',
    items: [
      {
        item_title: 'Classic Burger',
        variant_title: 'Double',
        addons: [{ title: 'Bacon', price: 2.5 }],
        quantity: 2,
        notes: 'no onions',
      },
    ],
  });
  const count = await (await request.get('/api/v1/pos/qrorders/count')).json();
  expect(count.totalQROrders).toBe(after.length);
  await context.close();
});

test('an unknown menu link shows Broken Link!', async ({ browser, baseURL }) => {
  const { context, page } = await phonePage(browser, baseURL);
  await page.goto('/m/this-code-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Broken Link!' })).toBeVisible();
  await context.close();
});

test('a store with its QR menu off shows Menu Not Available!', async ({
  browser,
  baseURL,
  request,
  owner,
}) => {
  const signin = await request.post('/api/v1/auth/signin', {
    data: { username: owner.email, password: owner.password },
  });
  expect(signin.status()).toBe(200);
  const store = await (await request.get('/api/v1/settings/store-setting')).json();
  expect(store.isQRMenuEnabled).toBe(false);
  const { context, page } = await phonePage(browser, baseURL);
  await page.goto(`/m/${store.uniqueQRCode}`);
  await expect(page.getByRole('heading', { name: 'Menu Not Available!' })).toBeVisible();
  await context.close();
});
