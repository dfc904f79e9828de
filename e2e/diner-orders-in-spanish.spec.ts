import type { TOrderGroup, TQrOrder, TStoreSetting } from '@mise/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

/**
 * Issue 23's journey: the owner (working in English) enters a dish's, its variant's and its
 * category's Spanish names through the back office's Translations card and dialog; a diner whose
 * phone is in Spanish opens the QR menu and sees it in Spanish (texts, names, prices written the
 * Spanish way, in the store's dollars), orders, and the kitchen, in English, gets the order with
 * the store's own English names. The same menu in Arabic is mirrored right to left.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DISH = 'Grilled Fish';
const DISH_ES = 'Pescado a la parrilla';
const SHOTS = '/tmp/shots-i18n';

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** QR menu and ordering on; "Mains" with the dish in two sizes. */
async function setUpStore(request: APIRequestContext) {
  const store = (await api(request, 'get', '/settings/store-setting')) as TStoreSetting;
  await api(request, 'post', '/settings/store-setting', {
    ...store,
    currency: 'USD',
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  await api(request, 'post', '/settings/categories/add', { title: 'Mains' });
  const categoryId = (await api(request, 'get', '/settings/categories'))[0].id as number;
  const added = await api(request, 'post', '/menu-items/add', { title: DISH, price: '12.50', categoryId });
  const itemId = Number(added.id);
  await api(request, 'post', `/menu-items/variants/${itemId}/add`, { title: 'Regular', price: 12.5 });
  await api(request, 'post', `/menu-items/variants/${itemId}/add`, { title: 'Large', price: 15 });
  return { qrCode: store.uniqueQRCode as string, itemId };
}

/** Prices as Spanish writes them: "15,00 $" (a no-break space before the symbol). */
const es = (amount: string) => new RegExp(`${amount.replace('.', ',')}\\s\\$`);

test('a diner with a Spanish phone orders from a menu entered in Spanish and English; the kitchen reads English', async ({
  browser,
  baseURL,
  owner,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await loginThroughUi(staff, owner.email, owner.password);
  const { qrCode, itemId } = await setUpStore(staff.request);

  // The owner enters the Spanish names on the dish's page…
  await staff.goto(`/dashboard/settings/menu-items/${itemId}`);
  await expect(staff.getByRole('heading', { name: 'Translations' })).toBeVisible();
  const card = staff;
  await expect(card.getByLabel('Translate into')).toHaveValue('es');
  await card.getByLabel(`${DISH} in Español`).fill(DISH_ES);
  await card.getByLabel('Regular in Español').fill('Normal');
  await card.getByLabel('Large in Español').fill('Grande');
  await expectNoA11yViolations(staff, 'Menu item with its Translations card');
  await staff.screenshot({ path: `${SHOTS}/menu-item-translations.png`, fullPage: true });
  await card.getByRole('button', { name: 'Save translations' }).click();
  await expect(staff.getByText('Translations saved!')).toBeVisible();
  // …and the category's in the categories list.
  await staff.goto('/dashboard/settings/menu-items/categories');
  await staff.getByRole('button', { name: 'Translate Mains' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Translations' });
  await dialog.getByLabel('Español').fill('Principales');
  await dialog.getByLabel('Français').fill('Plats principaux');
  await expectNoA11yViolations(staff, 'Category translations dialog');
  await staff.screenshot({ path: `${SHOTS}/category-translations.png` });
  await dialog.getByRole('button', { name: 'Save translations' }).click();
  await expect(dialog).toBeHidden();

  // A diner whose phone speaks Spanish.
  const dinerContext = await browser.newContext({ baseURL, ...PHONE, locale: 'es-ES' });
  const diner = await dinerContext.newPage();
  await diner.goto(`/m/${qrCode}`);
  await expect(diner.getByRole('heading', { name: owner.bizName })).toBeVisible();
  await expect(diner.locator('html')).toHaveAttribute('lang', 'es');
  await expect(diner.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(diner.getByPlaceholder('Buscar plato')).toBeVisible();
  await expect(diner.getByRole('button', { name: 'Todo' })).toBeVisible();
  await expect(diner.getByRole('button', { name: 'Principales' })).toBeVisible();
  await expect(diner.getByText(DISH_ES, { exact: true })).toBeVisible();
  await expect(diner.getByText(DISH, { exact: true })).toHaveCount(0);
  await expect(diner.getByRole('button', { name: `${DISH_ES}, detalles` })).toContainText(es('12.50'));
  await expect(diner.getByLabel('Idioma')).toHaveValue('es');
  await expectNoA11yViolations(diner, 'QR menu in Spanish');
  await diner.screenshot({ path: `${SHOTS}/qr-menu-es.png` });

  await diner.getByRole('button', { name: `Añadir ${DISH_ES}` }).click();
  const sheet = diner.getByRole('dialog', { name: DISH_ES });
  await expect(sheet.getByText('Principales')).toBeVisible();
  await expect(sheet.getByLabel('Normal')).toBeChecked();
  await sheet.getByLabel('Grande').check();
  await expect(sheet.getByRole('button', { name: /AÑADIR AL CARRITO/ })).toContainText(es('15.00'));
  await expect(sheet.getByText('Los precios pueden incluir o no los impuestos.')).toBeVisible();
  await expectNoA11yViolations(diner, 'QR dish sheet in Spanish');
  await sheet.getByRole('button', { name: /AÑADIR AL CARRITO/ }).click();
  await expect(sheet).toBeHidden();

  await diner.getByRole('link', { name: /1 artículo .* Ver carrito/ }).click();
  await expect(diner.getByRole('heading', { name: 'Carrito' })).toBeVisible();
  await expect(diner.getByText(DISH_ES, { exact: true })).toBeVisible();
  await expect(diner.getByText('Grande', { exact: true })).toBeVisible();
  const summary = diner.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByTestId('payable-total')).toHaveText(es('15.00'));
  await expectNoA11yViolations(diner, 'QR cart in Spanish');
  await diner.getByRole('button', { name: 'Pagar' }).click();
  const continueAs = diner.getByRole('dialog', { name: 'Continuar como' });
  await expect(continueAs.getByLabel('Invitado')).toBeChecked();
  await continueAs.getByRole('button', { name: 'Hacer pedido' }).click();
  await expect(diner).toHaveURL(/\/m\/order-success$/);
  await expect(diner.getByRole('heading', { name: '¡Pedido realizado!' })).toBeVisible();
  await expectNoA11yViolations(diner, 'QR order placed, in Spanish');

  // The restaurant gets the order in its own language, whatever the diner's page sent.
  const waiting = (await api(staff.request, 'get', '/pos/qrorders')) as TQrOrder[];
  expect(waiting).toHaveLength(1);
  expect(waiting[0]!.items).toMatchObject([{ item_title: DISH, variant_title: 'Large', quantity: 1 }]);
  const line = waiting[0]!.items[0]!;
  const sent = await api(staff.request, 'post', '/pos/create-order', {
    cart: [{ id: line.item_id, quantity: line.quantity, variant_id: line.variant_id }],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    selectedQrOrderItem: waiting[0]!.id,
  });
  const groups = (await api(staff.request, 'get', '/kitchen')) as TOrderGroup[];
  expect(groups.flatMap((g) => g.orders).find((o) => o.id === sent.orderId)).toMatchObject({
    items: [{ item_title: DISH, variant_title: 'Large' }],
  });
  await staff.goto('/dashboard/kitchen');
  await expect(staff.getByText(`1 × ${DISH}`)).toBeVisible();
  await expect(staff.getByText('Large', { exact: true })).toBeVisible();
  await expect(staff.getByText(DISH_ES)).toHaveCount(0);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'en');
  await staff.screenshot({ path: `${SHOTS}/kitchen-en.png` });

  // The store's languages in Store Details, and the owner's own in the profile: every screen
  // follows it at once, the page's language with it.
  await staff.goto('/dashboard/settings');
  const languageForm = staff.locator('form').filter({ has: staff.getByLabel('Receipt language') });
  await expect(languageForm.getByLabel('Store language')).toHaveValue('en');
  await languageForm.getByLabel('Receipt language').selectOption('es');
  await languageForm.getByRole('button', { name: 'Save languages' }).click();
  await expect(staff.getByText('Language saved!')).toBeVisible();
  await expectNoA11yViolations(staff, 'Store details with its language card');
  await staff.screenshot({ path: `${SHOTS}/store-language.png`, fullPage: true });
  await staff.goto('/dashboard/profile');
  await staff.getByLabel('My language').selectOption('de');
  await expect(staff.getByRole('heading', { name: 'Meine Sprache' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Bestellungen' })).toBeVisible();
  await expect(staff.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoA11yViolations(staff, 'Profile with its language card in German');
  await staff.screenshot({ path: `${SHOTS}/profile-de.png`, fullPage: true });
  await staff.goto(`/dashboard/settings/menu-items/${itemId}`);
  await expect(staff.getByRole('heading', { name: 'Übersetzungen' })).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/menu-item-translations-de.png`, fullPage: true });

  // The same menu on a phone in Arabic: mirrored, with the switcher back to Spanish remembered.
  const arabicContext = await browser.newContext({ baseURL, ...PHONE, locale: 'ar' });
  const arabic = await arabicContext.newPage();
  await arabic.goto(`/m/${qrCode}`);
  await expect(arabic.getByRole('heading', { name: owner.bizName })).toBeVisible();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(arabic.getByPlaceholder('ابحث عن طبق')).toBeVisible();
  // No Arabic name was entered: the store's English one shows.
  await expect(arabic.getByText(DISH, { exact: true })).toBeVisible();
  await expectMirrored(arabic);
  await expectNoA11yViolations(arabic, 'QR menu in Arabic (right to left)');
  await arabic.screenshot({ path: `${SHOTS}/qr-menu-ar.png` });
  await arabic.getByLabel('اللغة').selectOption('es');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(arabic.getByText(DISH_ES, { exact: true })).toBeVisible();
  await arabic.reload();
  await expect(arabic.getByText(DISH_ES, { exact: true })).toBeVisible();

  await arabicContext.close();
  await dinerContext.close();
  await staffContext.close();
});

/** Right to left: the search icon at the field's right, ADD at the card's left, the name right-aligned. */
async function expectMirrored(page: Page) {
  const search = await page.getByRole('searchbox').boundingBox();
  const icon = await page.locator('header svg').first().boundingBox();
  expect(icon!.x).toBeGreaterThan(search!.x + search!.width / 2);
  const card = page.getByRole('listitem').filter({ hasText: DISH }).first();
  const add = await card.getByRole('button', { name: `إضافة ${DISH}` }).boundingBox();
  const name = await card.getByText(DISH, { exact: true }).boundingBox();
  expect(add!.x + add!.width).toBeLessThan(name!.x);
}
