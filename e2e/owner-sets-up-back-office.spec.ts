import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';

/** The pixels of a PNG, to compare a downloaded QR code with the one the expected link makes. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function download(page: Page, click: () => Promise<void>): Promise<{ file: Download; png: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { file, png: await readFile((await file.path())!) };
}

/** The downloaded file is a 1080 px QR code of exactly `url`. */
async function expectQrOf(png: Buffer, url: string) {
  const got = await pixels(png);
  expect([got.width, got.height]).toEqual([1080, 1080]);
  const expected = await pixels(
    await QRCode.toBuffer(url, { width: 1080, margin: 2, errorCorrectionLevel: 'M' }),
  );
  expect(got.data.equals(expected.data)).toBe(true);
}

test('an owner sets up the store, menu, tables and a staff user, who then sees only their areas', async ({
  page,
  owner,
}) => {
  // A long journey (store, menu with photo, tables, users, a second login): room for a busy machine.
  test.setTimeout(300_000);
  await loginThroughUi(page, owner.email, owner.password);
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

  // Store details: currency and timezone, QR menu still off.
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Store Name')).toHaveValue(owner.bizName);
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Timezone').selectOption('Europe/Paris');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast('Store settings saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByLabel('Timezone')).toHaveValue('Europe/Paris');
  await expectNoA11yViolations(page, 'store settings');
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toHaveCount(0);

  // A category, through the Menu Items tab; the form answers with the spec's text first.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Menu Items' }).click();
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/menu-items\/categories$/);
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide Category Title!')).toBeVisible();
  await expectNoA11yViolations(page, 'category dialog with an error');
  await dialog.getByLabel('Title').fill('Mains');
  await dialog.getByLabel('Title').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByRole('cell', { name: 'Mains', exact: true }),
  ).toBeVisible();

  // An inclusive and an exclusive tax.
  await page.getByRole('link', { name: 'Tax Setup' }).click();
  // The categories page has a New button too: wait for the tax page before pressing it.
  await expect(page).toHaveURL(/\/settings\/tax-setup$/);
  await expect(page.getByRole('heading', { name: 'Tax Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  await dialog.getByLabel('Title').fill('VAT');
  await dialog.getByLabel('Rate %').fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid value provided in Tax Rate!')).toBeVisible();
  await dialog.getByLabel('Rate %').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select Tax Type!')).toBeVisible();
  await dialog.getByLabel('Type').selectOption('inclusive');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New' }).click();
  await dialog.getByLabel('Title').fill('Service');
  await dialog.getByLabel('Rate %').fill('12.5');
  await dialog.getByLabel('Type').selectOption('exclusive');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const taxes = page.getByRole('table', { name: 'Taxes' });
  await expect(taxes.getByRole('row', { name: /VAT 10% Inclusive/ })).toBeVisible();
  await expect(taxes.getByRole('row', { name: /Service 12.5% Exclusive/ })).toBeVisible();

  // Two tables; their QR codes need the QR menu first.
  await page.getByRole('link', { name: 'Tables' }).click();
  await expect(page).toHaveURL(/\/settings\/tables$/);
  await expect(page.getByRole('heading', { name: 'Store Tables' })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide Title!')).toBeVisible();
  await dialog.getByLabel('Title').fill('Window 1');
  await dialog.getByLabel('Floor').fill('Ground');
  await dialog.getByLabel('Seating Capacity').fill('-2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Please provide Valid Seating Capacity count or '0'")).toBeVisible();
  await dialog.getByLabel('Seating Capacity').fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New' }).click();
  await dialog.getByLabel('Title').fill('Patio #2');
  await dialog.getByLabel('Floor').fill('-');
  await dialog.getByLabel('Seating Capacity').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const tables = page.getByRole('list', { name: 'Tables' });
  await expect(tables.getByRole('listitem')).toHaveCount(2);
  await expect(tables.getByRole('listitem').filter({ hasText: 'Window 1' })).toContainText('4 seats');
  await page.getByRole('button', { name: 'Download Table QR of Patio #2' }).click();
  await expect(toast('Please enable QR menu from store settings!')).toBeVisible();

  // Turn the QR menu on: the store's QR code and link appear.
  await page.getByRole('link', { name: 'Details' }).click();
  await page.getByLabel('Enable QR Menu').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeVisible();
  const store = await (await page.request.get('/api/v1/settings/store-setting')).json();
  expect(store.qrMenuUrl).toMatch(/\/m\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('link', { name: 'View Digital Menu' })).toHaveAttribute(
    'href',
    store.qrMenuUrl,
  );
  const storeQr = await download(page, () => page.getByRole('button', { name: 'Download QR Code' }).click());
  await expectQrOf(storeQr.png, store.qrMenuUrl);

  // Now the table's QR code: the spec's file name, and the menu link with the table's signed reference.
  await page.getByRole('link', { name: 'Tables' }).click();
  const tableQr = await download(page, () =>
    page.getByRole('button', { name: 'Download Table QR of Patio #2' }).click(),
  );
  expect(tableQr.file.suggestedFilename()).toBe('Patio__2-qr.png');
  const patio = (await (await page.request.get('/api/v1/settings/store-tables')).json()).find(
    (t: { table_title: string }) => t.table_title === 'Patio #2',
  );
  await expectQrOf(tableQr.png, `${store.qrMenuUrl}?table=${encodeURIComponent(patio.encrypted_id)}`);

  // A menu item with its category and the exclusive tax.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Menu Items' }).click();
  await page.getByRole('button', { name: 'New' }).first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter title!')).toBeVisible();
  await dialog.getByLabel('Title').fill('Burger');
  await dialog.getByLabel('Price', { exact: true }).fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide valid price!')).toBeVisible();
  await dialog.getByLabel('Price', { exact: true }).fill('12.50');
  await dialog.getByLabel('Category').selectOption({ label: 'Mains' });
  await dialog.getByLabel('Tax').selectOption({ label: 'Service (12.5%, exclusive)' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const burgerCard = page
    .getByRole('list', { name: 'Menu items' })
    .getByRole('listitem')
    .filter({ hasText: 'Burger' });
  await expect(burgerCard).toContainText('€12.50');
  await expect(burgerCard).toContainText('Mains');
  await expect(burgerCard).toContainText('0 variants');

  // Its detail page: two variants, two addons, a photo and a new title.
  await page.getByRole('button', { name: 'Edit Burger' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/menu-items\/\d+$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toHaveText(/Settings\s*Menu Items\s*Burger/);
  await expectNoA11yViolations(page, 'menu item detail');

  const addOption = async (kind: 'Variant' | 'Addon', title: string, price: string) => {
    await page.getByRole('button', { name: `Add ${kind}` }).click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Price').fill(price);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  await page.getByRole('button', { name: 'Add Variant' }).click();
  await expect(dialog.getByText('overrides the base price')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide variant title!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await addOption('Variant', 'Single', '12.50');
  await addOption('Variant', 'Double', '16');
  await addOption('Addon', 'Cheese', '1.50');
  await addOption('Addon', 'Bacon', '2');
  const variants = page.getByRole('list', { name: 'Variants' });
  await expect(variants.getByRole('listitem')).toHaveText([/Single\s*€12.50/, /Double\s*€16.00/]);
  await expect(page.getByRole('list', { name: 'Addons' }).getByRole('listitem')).toHaveText([
    /Cheese\s*\+ €1.50/,
    /Bacon\s*\+ €2.00/,
  ]);

  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d35400' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Photo file')
    .setInputFiles({ name: 'burger.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast('Photo uploaded!')).toBeVisible();
  const image = page.getByRole('img', { name: 'Burger' });
  await expect(image).toHaveAttribute('src', /^\/uploads\/\d+\/[a-f0-9]{32}\.webp$/);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['cache-control']).toMatch(/immutable/);
  const meta = await sharp(await served.body()).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);

  await page.getByLabel('Title').fill('Classic Burger');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(breadcrumb).toHaveText(/Classic Burger/);
  await breadcrumb.getByRole('link', { name: 'Menu Items' }).click();
  const saved = page
    .getByRole('list', { name: 'Menu items' })
    .getByRole('listitem')
    .filter({ hasText: 'Classic Burger' });
  await expect(saved).toContainText('2 variants · 2 addons');
  await expect(saved.locator('img')).toHaveAttribute('src', /\.webp$/);

  // A staff user with POS and KITCHEN.
  const staffEmail = uniqueEmail('cook');
  await page
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('button', { name: 'Add New User' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide name!')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Kim Cook');
  await dialog.getByLabel('Username').fill(staffEmail);
  await dialog.getByLabel('Password').fill('kitchen password');
  await dialog.getByLabel('Designation').fill('Line cook');
  await dialog.getByRole('button', { name: 'POS', exact: true }).click();
  await dialog.getByRole('button', { name: 'KITCHEN', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'KITCHEN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const kim = page.getByRole('listitem').filter({ hasText: 'Kim Cook' });
  await expect(kim).toContainText('USER');
  await expect(kim).toContainText('POS');
  await expect(kim).toContainText('KITCHEN');
  await expect(page.getByRole('listitem').filter({ hasText: 'ADMIN' }).getByRole('button')).toHaveCount(0);

  // The staff user signs in and sees only their areas.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, staffEmail, 'kitchen password');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveText([
    'POS',
    'Orders',
    'Floor',
    'Kitchen',
    'Cash Drawer',
  ]);
  await sidebar.getByRole('link', { name: 'Kitchen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/);
  await page.goto('/dashboard/settings/menu-items');
  await expect(page).toHaveURL(/\/no-access$/);
  await expectNoA11yViolations(page, 'no access');
  expect((await page.request.get('/api/v1/menu-items')).status()).toBe(403);
});
