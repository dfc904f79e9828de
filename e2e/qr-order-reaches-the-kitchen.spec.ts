import type { TOrderGroup, TQrOrder, TStoreSetting, TStoreTable } from '@mise/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expectAnnounced, recordAnnouncements } from './support/announcements';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

/**
 * The whole QR journey in one fresh restaurant: staff keep the POS open on a desktop while a diner
 * scans the table's QR code on a phone and orders an item with a non-default variant and an addon
 * as a phone customer. The POS's badge counts it live (no reload); staff load it into the cart with
 * its table and customer, send it to the kitchen, and the kitchen's list holds it while the QR list
 * no longer does.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ITEM = 'Garden Risotto';

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** QR menu and QR ordering on, a category, one item with two variants and an addon, one table. */
async function setUpStore(request: APIRequestContext) {
  const store = (await api(request, 'get', '/settings/store-setting')) as TStoreSetting;
  await api(request, 'post', '/settings/store-setting', {
    ...store,
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  await api(request, 'post', '/settings/categories/add', { title: 'Mains' });
  const categoryId = (await api(request, 'get', '/settings/categories'))[0].id;
  const added = await api(request, 'post', '/menu-items/add', { title: ITEM, price: '12.00', categoryId });
  const itemId = Number(added.id);
  await api(request, 'post', `/menu-items/variants/${itemId}/add`, { title: 'Regular', price: 12 });
  await api(request, 'post', `/menu-items/variants/${itemId}/add`, { title: 'Large', price: 15 });
  await api(request, 'post', `/menu-items/addons/${itemId}/add`, { title: 'Truffle oil', price: 2.5 });
  await api(request, 'post', '/settings/store-tables/add', {
    title: 'W4',
    floor: 'Patio',
    seatingCapacity: 4,
  });
  const tables = (await api(request, 'get', '/settings/store-tables')) as TStoreTable[];
  const table = tables.find((t) => t.table_title === 'W4')!;
  return { qrCode: store.uniqueQRCode as string, table };
}

test('a diner’s QR order shows up live on the POS, is loaded, sent and reaches the kitchen', async ({
  browser,
  baseURL,
  owner,
}) => {
  test.setTimeout(180_000);

  // Context A: staff on a desktop, signed in, the POS open.
  const staffContext = await browser.newContext({ baseURL });
  await recordAnnouncements(staffContext);
  const staff = await staffContext.newPage();
  await loginThroughUi(staff, owner.email, owner.password);
  const { qrCode, table } = await setUpStore(staff.request);
  expect(qrCode).toBeTruthy();
  await staff.goto('/dashboard/pos');
  await expect(staff.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await expect(staff.getByRole('button', { name: `Add ${ITEM}` })).toBeVisible();
  await expectNoA11yViolations(staff, 'POS with a QR order waiting');
  const badge = staff.getByTestId('qr-orders-count');
  // A new restaurant has no QR orders waiting: no badge at all.
  await expect(badge).toHaveCount(0);

  // Context B: a diner's phone, nobody signed in, opens the table's signed QR link.
  const dinerContext = await browser.newContext({ baseURL, ...PHONE });
  const diner = await dinerContext.newPage();
  await diner.goto(`/m/${qrCode}?table=${encodeURIComponent(table.encrypted_id)}`);
  await expect(diner.getByRole('heading', { name: owner.bizName })).toBeVisible();
  await expect(diner.getByText('Table W4 · Patio')).toBeVisible();
  await expectNoA11yViolations(diner, 'QR menu at a table');

  await diner.getByRole('button', { name: `Add ${ITEM}` }).click();
  const sheet = diner.getByRole('dialog', { name: ITEM });
  await expect(sheet.getByLabel('Regular')).toBeChecked();
  await sheet.getByLabel('Large').check();
  await sheet.getByLabel('Truffle oil').check();
  await expect(sheet.getByRole('button', { name: /ADD TO CART/ })).toContainText('17.50');
  await sheet.getByRole('button', { name: /ADD TO CART/ }).click();
  await expect(sheet).toBeHidden();

  await diner.getByRole('link', { name: /1 item .* View Cart/ }).click();
  await expect(diner).toHaveURL(/\/cart$/);
  await expect(diner.getByText(`${owner.bizName} · Table W4 · Patio`)).toBeVisible();
  await expect(diner.getByText(ITEM, { exact: true })).toBeVisible();

  await diner.getByRole('button', { name: 'Checkout' }).click();
  const continueAs = diner.getByRole('dialog', { name: 'Continue as' });
  await continueAs.getByLabel('Using Phone Number').check();
  const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
  await continueAs.getByLabel('Phone Number', { exact: true }).fill(phone);
  await continueAs.getByLabel('Name', { exact: true }).fill('Rita Diner');
  await continueAs.getByRole('button', { name: 'Place Order' }).click();
  await expect(diner).toHaveURL(/\/m\/order-success$/);
  await expect(diner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  await expectNoA11yViolations(diner, 'QR order placed');

  // Back on the POS, without a reload: the socket's new QR order lights the badge.
  await expect(badge).toContainText('1');
  // …and a screen reader hears it, without the focus moving.
  await expectAnnounced(staff, 'New QR order, 1 waiting');
  const waiting = (await api(staff.request, 'get', '/pos/qrorders')) as TQrOrder[];
  expect(waiting).toHaveLength(1);
  const qrOrderId = waiting[0]!.id;

  await staff.getByRole('button', { name: /QR Menu Orders/ }).click();
  const list = staff.getByRole('dialog', { name: 'QR Orders' });
  const entry = list.getByRole('listitem', { name: `QR order ${qrOrderId}` });
  await expect(entry).toContainText('W4');
  await expect(entry).toContainText('Rita Diner');
  await entry.getByRole('button', { name: `Load QR order ${qrOrderId}` }).click();
  await expect(list).toBeHidden();

  // The cart holds the diner's line with its variant and addon, the table and the customer.
  const line = staff.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: ITEM });
  await expect(line).toContainText('Large, Truffle oil');
  await expect(line.getByTestId('line-quantity')).toContainText('1');
  await expect(staff.getByLabel('Table')).toHaveValue(String(table.id));
  await expect(staff.getByTestId('pos-customer')).toContainText('Rita Diner');

  await staff.getByRole('button', { name: 'Send to Kitchen' }).click();
  const [response] = await Promise.all([
    staff.waitForResponse((r) => r.url().endsWith('/pos/create-order') && r.request().method() === 'POST'),
    staff.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    selectedQrOrderItem: qrOrderId,
    customerType: 'CUSTOMER',
    customerId: phone,
    tableId: table.id,
  });
  const { orderId, tokenNo } = (await response.json()) as { orderId: number; tokenNo: number };
  const sent = staff.getByRole('dialog', { name: 'Order sent to Kitchen' });
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId('token-no')).toHaveText(String(tokenNo));
  await expect(sent.getByTestId('order-id')).toHaveText(String(orderId));
  await staff.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  // The QR order has left the badge and the list.
  await expect(badge).toHaveCount(0);
  expect(await api(staff.request, 'get', '/pos/qrorders')).toEqual([]);
  expect((await api(staff.request, 'get', '/pos/qrorders/count')).totalQROrders).toBe(0);
  await staff.getByRole('button', { name: /QR Menu Orders/ }).click();
  await expect(list.getByRole('listitem', { name: `QR order ${qrOrderId}` })).toHaveCount(0);
  await staff.keyboard.press('Escape');

  // The kitchen has the order, at table W4, with the diner's line.
  const groups = (await api(staff.request, 'get', '/kitchen')) as TOrderGroup[];
  const order = groups.flatMap((g) => g.orders).find((o) => o.id === orderId);
  expect(order, JSON.stringify(groups)).toMatchObject({
    token_no: tokenNo,
    table_id: table.id,
    customer_type: 'CUSTOMER',
    customer_id: phone,
    items: [
      {
        item_title: ITEM,
        variant_title: 'Large',
        quantity: 1,
        addons: [{ title: 'Truffle oil', price: 2.5 }],
      },
    ],
  });

  await dinerContext.close();
  await staffContext.close();
});
