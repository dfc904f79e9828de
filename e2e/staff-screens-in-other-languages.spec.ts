import type { Page } from '@playwright/test';
import { expect, loginThroughUi, test } from './support/fixtures';
import { pseudoProblems } from './support/pseudo';
import { addCategories, addMenuItems, addTable, ownerApi, placeOrder } from './support/store-api';

/**
 * Issue 23's pseudo-locale run of the staff's screens, and the same screens in Arabic. In 'en-XA'
 * every text must come from the catalogue (bracketed) or be the store's own data, and none may be
 * cut off; in Arabic the page is mirrored (the navigation on the right, text from the right).
 */
const SCREENS = [
  'home',
  'pos',
  'orders',
  'floor',
  'kitchen',
  'reservation',
  'customers',
  'invoices',
  'users',
  'reports',
  'reports/end-of-day',
  'inventory',
  'inventory/report',
  'cash-drawer',
  'audit-log',
  'devices',
  'profile',
  'contact-support',
  'settings',
  'settings/print-settings',
  'settings/tables',
  'settings/floor-plan',
  'settings/tax-setup',
  'settings/payment-types',
  'settings/checkout',
  'settings/discount-reasons',
  'settings/stations',
  'settings/printers',
  'settings/displays',
  'settings/your-data',
  'settings/menu-items',
  'settings/menu-items/categories',
] as const;

const DISHES = [
  ['Soup of the Day', 6.5],
  ['Lamb Tagine', 18],
] as const;

/** Forces the staff app into `language` on this page's next loads (as the pseudo journeys do). */
async function forceLanguage(page: Page, language: string) {
  await page.evaluate((language) => localStorage.setItem('mise.ui-language-override', language), language);
}

/** The screen has drawn its content: no loading state left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the staff screens in the pseudo-locale show no hard-coded text and cut nothing off', async ({
  page,
  owner,
  baseURL,
  playwright,
}) => {
  test.setTimeout(300_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await addCategories(api, ['Mains']);
  const items = await addMenuItems(api, DISHES);
  const tableId = await addTable(api, { title: 'T7', floor: 'Patio', seatingCapacity: 4 });
  await placeOrder(api, [[items['Soup of the Day']!, 2]], tableId);

  await loginThroughUi(page, owner.email, owner.password);
  await forceLanguage(page, 'en-XA');
  const data = [
    owner.bizName,
    owner.email,
    'Mains',
    'T7',
    'Patio',
    ...DISHES.map(([title]) => title),
    // What a new store is given: its payment types, tax and the server-made option groups.
    'Cash',
    'Card',
    'USD',
    'EN-XA',
    // The product's name, the avatar's initials, and the names of things typed as they are.
    'Mise',
    owner.bizName
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase(),
    '/customer-display',
    'support@mise.local',
    // The browser and system of a signed-in device, as the server names them.
    'Chrome',
    'Linux',
    // The discount reasons a new store starts with: its own data, renamed as it likes.
    'Promotion',
    'Regular guest',
    'Service recovery',
    'Staff meal',
    'mise-print',
    'apps/print-bridge',
  ];
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await page.goto(`/dashboard/${screen}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await settled(page);
    // A screen's own catalogue is fetched once it has drawn (use-translation.ts: English until it
    // is in), which can be after the page's network was first idle: its texts are read until they
    // are all the catalogue's, or for 10 s, and what is still wrong then is reported.
    let found: string[] = [];
    await expect
      .poll(async () => (found = await pseudoProblems(page, data)), { timeout: 10_000 })
      .toEqual([])
      .catch(() => undefined);
    for (const problem of found) problems.push(`${screen}: ${problem}`);
  }
  expect(problems).toEqual([]);
});

test('the staff screens in Arabic are mirrored right to left', async ({
  page,
  owner,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await addMenuItems(api, DISHES);
  await loginThroughUi(page, owner.email, owner.password);
  await forceLanguage(page, 'ar');

  for (const screen of ['home', 'pos', 'orders', 'settings/menu-items'] as const) {
    await page.goto(`/dashboard/${screen}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await settled(page);
    // The navigation sits on the right, where an Arabic reader starts.
    const nav = page.getByRole('navigation').first();
    if (await nav.isVisible()) {
      const box = (await nav.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x + box.width / 2, `${screen}: navigation on the right`).toBeGreaterThan(width / 2);
    }
    await page.screenshot({ path: test.info().outputPath(`${screen.replace('/', '-')}-ar.png`) });
  }
  // A price in Arabic is written the Arabic way, in the store's currency.
  await page.goto('/dashboard/pos');
  await expect(page.getByText('Soup of the Day')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-i18n/pos-ar.png' });
});

test('the customer display speaks the receipt language, whoever is signed in, and the dashboard goes back to theirs', async ({
  page,
  owner,
  baseURL,
  playwright,
}) => {
  const api = await ownerApi(playwright, baseURL, owner);
  const res = await api.put('/api/v1/settings/language', {
    data: { language: 'en', receipt_language: 'fr' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/customer-display');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Bienvenue !')).toBeVisible();
  await page.goto('/dashboard/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});
