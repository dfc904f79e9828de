import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { announced, expectAnnounced, recordAnnouncements } from './support/announcements';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

/**
 * The kitchen display and the floor's Orders screen stay open on two devices while an order
 * arrives through the API: both show it without a reload, the kitchen's steps reach the floor live,
 * Pay & Complete closes the table and prints a receipt with the server's totals.
 *
 * The journey runs in its own freshly registered restaurant (not the shared demo one), because Pay
 * & Complete closes every open order of a table: another journey's orders must never be in reach.
 */
async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

type Recorded = { printCalls: number; openCalls: string[][] };

/**
 * A device that records window.print() instead of opening the dialog, and the windows it opens,
 * so the test can see both.
 */
async function deviceContext(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Recorded & Window;
    w.printCalls = 0;
    w.openCalls = [];
    window.print = () => {
      w.printCalls += 1;
    };
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      w.openCalls.push(args.map(String));
      return open(...args);
    };
  });
}

const printSetting = (pageFormat: 80 | 57) => ({
  pageFormat,
  header: 'Thank you for dining with us',
  footer: 'See you soon',
  showNotes: true,
  isEnablePrint: true,
  showStoreDetails: true,
  showCustomerDetails: true,
  printToken: true,
});

/** Counts the beeps the kitchen synthesises (Web Audio oscillators started). */
async function countBeeps(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { beeps: number };
    w.beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      w.beeps += 1;
      return start.apply(this, args);
    };
  });
}

async function setUpMenu(api: APIRequestContext) {
  await ok(api.post('/api/v1/settings/print-setting', { data: printSetting(80) }));
  await ok(
    api.post('/api/v1/settings/taxes/add', { data: { title: 'Sales Tax', rate: 10, type: 'exclusive' } }),
  );
  await ok(
    api.post('/api/v1/settings/store-tables/add', {
      data: { title: 'Window 1', floor: 'Patio', seatingCapacity: 2 },
    }),
  );
  await ok(api.post('/api/v1/settings/payment-types/add', { data: { title: 'Cash', isActive: true } }));
  const taxes = await ok<Array<{ id: number; title: string }>>(api.get('/api/v1/settings/taxes'));
  const taxId = taxes.find((t) => t.title === 'Sales Tax')?.id;
  await ok(api.post('/api/v1/menu-items/add', { data: { title: 'Journey Soup', price: 6.5, taxId } }));
  const init = await ok<{
    menuItems: Array<{ id: number; title: string }>;
    storeTables: Array<{ id: number; table_title: string }>;
  }>(api.get('/api/v1/pos/init'));
  return {
    soupId: init.menuItems.find((m) => m.title === 'Journey Soup')!.id,
    tableId: init.storeTables.find((t) => t.table_title === 'Window 1')!.id,
  };
}

test('kitchen and floor follow an order live from creation to payment and receipt', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  // Three sessions and a dozen live round trips: slower than one screen on a busy machine.
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const { soupId, tableId } = await setUpMenu(api);

  // Two devices, each signed in: the kitchen display and the floor's Orders screen.
  const kitchenContext = await browser.newContext();
  const floorContext = await browser.newContext();
  await deviceContext(floorContext);
  await countBeeps(kitchenContext);
  await recordAnnouncements(kitchenContext);
  await recordAnnouncements(floorContext);
  const kitchen = await kitchenContext.newPage();
  const floor = await floorContext.newPage();
  for (const [page, path] of [
    [kitchen, '/dashboard/kitchen'],
    [floor, '/dashboard/orders'],
  ] as Array<[Page, string]>) {
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto(path);
    await expect(page.getByText('No Orders Pending!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // Nothing is news yet: the first load is only shown, not announced.
    // (The page's region and the top bar's, which says when the till goes offline.)
    await expect(page.locator('[data-live-announcer]').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(await announced(page)).toEqual([]);
  }

  // The kitchen allows its alert sound (browsers need a touch first).
  await kitchen.getByRole('button', { name: 'Turn alert sound on' }).click();
  await expect(kitchen.getByRole('button', { name: 'Alert sound on' })).toBeVisible();

  // An order placed elsewhere (the API, as a POS would) appears on both screens without a reload.
  const order = await ok<{ tokenNo: number; orderId: number }>(
    api.post('/api/v1/pos/create-order', {
      data: {
        cart: [{ id: soupId, quantity: 2, notes: 'Extra hot', variant_id: null, addons_ids: [] }],
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        tableId,
      },
    }),
  );
  const ticket = kitchen.getByRole('article', { name: `Token ${order.tokenNo}` });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('heading', { name: 'Window 1' })).toBeVisible();
  await expect(ticket.getByText('Floor: Patio')).toBeVisible();
  await expect(ticket.getByText('Extra hot')).toBeVisible();
  await expect(kitchen.getByText(`New order! Token ${order.tokenNo}`)).toBeVisible();
  // Both screens say it to screen readers, once (the kitchen's toast is shown, not read).
  await expectAnnounced(kitchen, `New order #${order.tokenNo} for Window 1`);
  await expectAnnounced(floor, `New order #${order.tokenNo} for Window 1`);
  await expect(kitchen.locator('.app-toaster [aria-live="polite"]')).toHaveCount(0);
  await expectNoA11yViolations(kitchen, 'kitchen display with a new ticket');
  await expect.poll(() => kitchen.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(2);

  const card = floor.getByLabel('Window 1', { exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(`#${order.tokenNo}`)).toBeVisible();
  await expectNoA11yViolations(floor, 'orders screen with a live order');
  const floorItem = card.locator('li[data-status]').filter({ hasText: 'Journey Soup' });
  await expect(floorItem).toHaveAttribute('data-status', 'created');

  // The kitchen starts and completes the soup; the floor sees each step live.
  await ticket.getByRole('button', { name: 'Start Making: Journey Soup' }).click();
  await expect(floorItem).toHaveAttribute('data-status', 'preparing');
  await expect(floorItem).toContainText('Journey Soup· Preparing');
  await ticket.getByRole('button', { name: 'Complete: Journey Soup' }).click();
  await expect(floorItem).toHaveAttribute('data-status', 'completed');
  await expectAnnounced(floor, `Order #${order.tokenNo} for Window 1 is ready`);
  // Nothing left to make: the ticket leaves the kitchen while the table waits to pay.
  await expect(ticket).toBeHidden();
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();

  // Pay & Complete shows the server's totals, and offers the receipt because printing is enabled: 2 × 6.50 = 13.00, 10 % tax on top.
  await card.getByRole('button', { name: 'Actions for Window 1' }).click();
  await floor.getByRole('menuitem', { name: 'Pay & Complete' }).click();
  const dialog = floor.getByRole('dialog', { name: 'Pay & Complete' });
  const summary = dialog.getByLabel('Payment summary');
  await expect(summary).toContainText('Subtotal$13.00');
  await expect(summary).toContainText('Tax$1.30');
  await expect(dialog.getByTestId('pay-total')).toHaveText('$14.30');
  await expect(dialog.getByLabel('Payment Type')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Print Receipt')).toBeChecked();

  // Paying closes the table and opens the receipt popup, which prints itself.
  const [popup] = await Promise.all([
    floorContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay & Complete' }).click(),
  ]);
  await expect(floor.getByText('No Orders Pending!')).toBeVisible();
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();
  await expectAnnounced(kitchen, `Order #${order.tokenNo} closed`);

  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/print-receipt');
  const [[openedPath, , features]] = await floor.evaluate(() => (window as unknown as Recorded).openCalls);
  expect(openedPath).toBe(`/print-receipt?orderIds=${order.orderId}`);
  expect(features).toContain('width=400');
  expect(features).toContain('height=400');
  await expect(popup.getByRole('main', { name: 'Receipt' })).toHaveAttribute('data-page-width', '80');
  const totals = popup.getByLabel('Receipt totals');
  await expect(totals).toContainText('Subtotal (excl. tax)$13.00');
  await expect(totals).toContainText('Tax$1.30');
  await expect(popup.getByTestId('receipt-total')).toHaveText('$14.30');
  await expect(popup.getByLabel('Receipt items')).toContainText('Journey Soup');
  await expect(popup.getByLabel('Receipt items')).toContainText('2 x $6.50');
  await expect(popup.getByTestId('receipt-token')).toContainText(String(order.tokenNo));
  await expect.poll(() => popup.evaluate(() => (window as unknown as Recorded).printCalls)).toBe(1);

  // A 57 mm roll narrows the receipt; the token view prints the token.
  await ok(api.post('/api/v1/settings/print-setting', { data: printSetting(57) }));
  await popup.goto(`/print-receipt?orderIds=${order.orderId}&preview=1`);
  const sheet = popup.getByRole('main', { name: 'Receipt' });
  await expect(sheet).toHaveAttribute('data-page-width', '57');
  await expect(sheet).toContainText('Thank you for dining with us');
  await expect(sheet).toContainText('Note: Extra hot');
  await expect(popup.getByTestId('receipt-total')).toHaveText('$14.30');
  await popup.goto(`/print-token?tokenNo=${order.tokenNo}`);
  await expect(popup.getByTestId('token-number')).toHaveText(String(order.tokenNo));

  await kitchenContext.close();
  await floorContext.close();
  await api.dispose();
});

test('the floor sets item statuses and cancels a table; the kitchen follows', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const { soupId } = await setUpMenu(api);
  const kitchenContext = await browser.newContext();
  const floorContext = await browser.newContext();
  await recordAnnouncements(kitchenContext);
  const kitchen = await kitchenContext.newPage();
  const floor = await floorContext.newPage();
  await loginThroughUi(kitchen, owner.email, owner.password);
  await kitchen.goto('/dashboard/kitchen');
  await loginThroughUi(floor, owner.email, owner.password);
  await floor.goto('/dashboard/orders');
  await expect(floor.getByText('No Orders Pending!')).toBeVisible();

  // A takeaway order has no table: the floor files it under 'Dine Out / Delivery'.
  const order = await ok<{ tokenNo: number }>(
    api.post('/api/v1/pos/create-order', {
      data: { cart: [{ id: soupId, quantity: 1 }], deliveryType: 'takeaway', customerType: 'WALKIN' },
    }),
  );
  const ticket = kitchen.getByRole('article', { name: `Token ${order.tokenNo}` });
  await expect(ticket.getByRole('heading', { name: 'TAKEAWAY WALKIN' })).toBeVisible();
  await expectAnnounced(kitchen, `New takeaway order #${order.tokenNo}`);
  const card = floor.getByLabel('Dine Out / Delivery', { exact: true });
  const floorItem = card.locator('li[data-status]').filter({ hasText: 'Journey Soup' });
  await expect(floorItem).toHaveAttribute('data-status', 'created');

  // The floor marks the soup as being prepared: the kitchen now offers 'Complete'.
  await floorItem.getByRole('button', { name: /^Status of Journey Soup/ }).click();
  await floor.getByRole('menuitem', { name: 'Preparing' }).click();
  await expect(floor.getByRole('status').filter({ hasText: 'Status updated!' })).toBeVisible();
  await expect(floorItem).toHaveAttribute('data-status', 'preparing');
  await expect(ticket.getByRole('button', { name: 'Complete: Journey Soup' })).toBeVisible();

  // Cancelling asks first, in the spec's words; declining changes nothing.
  const openCancel = async () => {
    await card.getByRole('button', { name: 'Actions for Dine Out / Delivery' }).click();
    await floor.getByRole('menuitem', { name: 'Cancel' }).click();
  };
  await openCancel();
  const confirm = floor.getByRole('dialog');
  await expect(confirm).toContainText(
    'Are you sure, you are cancelling the order! This process is not reversible.',
  );
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(card).toBeVisible();
  await openCancel();
  await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(floor.getByRole('status').filter({ hasText: 'Orders cancelled!' })).toBeVisible();
  await expect(floor.getByText('No Orders Pending!')).toBeVisible();
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();
  await expectAnnounced(kitchen, `Order #${order.tokenNo} closed`);

  // Refresh reloads on demand and says so.
  await floor.getByRole('button', { name: 'Refresh' }).click();
  await expect(floor.getByRole('status').filter({ hasText: 'Orders Loaded!' })).toBeVisible();

  await kitchenContext.close();
  await floorContext.close();
  await api.dispose();
});
