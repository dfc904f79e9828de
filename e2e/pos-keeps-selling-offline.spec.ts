import type { BrowserContext, Page } from '@playwright/test';
import { expectAnnounced, recordAnnouncements } from './support/announcements';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, type Owner, test } from './support/fixtures';
import { openUnderServiceWorker } from './support/service-worker';

/**
 * Issue 9: the POS keeps taking orders with the network gone, and every order reaches the kitchen
 * exactly once, with its real token, when the network returns. Each test runs in its own fresh
 * restaurant so "exactly once" can be counted on the kitchen's own list.
 */

const ITEM = 'Offline Soup';

interface KitchenGroup {
  orders: { id: number; token_no: number; items: { item_title: string }[] }[];
}

async function kitchenOrders(page: Page) {
  const res = await page.request.get('/api/v1/kitchen');
  expect(res.status()).toBe(200);
  const groups = (await res.json()) as KitchenGroup[];
  return groups.flatMap((g) => g.orders);
}

/** Signs the owner in (unless already), gives the restaurant one plain item to sell, opens the POS. */
async function openPos(page: Page, owner: Owner, { withMenu = true, signIn = true } = {}) {
  await recordAnnouncements(page.context());
  if (signIn) await loginThroughUi(page, owner.email, owner.password);
  if (withMenu) {
    const res = await page.request.post('/api/v1/menu-items/add', { data: { title: ITEM, price: 5 } });
    expect(res.status(), await res.text()).toBe(200);
  }
  // The service worker takes over this page once it is active; a reload then sends the POS data
  // through it, so it has a copy for when the network is gone.
  await openUnderServiceWorker(page, '/dashboard/pos');
  await expect(page.getByRole('button', { name: `Add ${ITEM}` })).toBeVisible();
}

/** Adds the item and confirms Send to Kitchen; returns the dialog that follows. */
async function sendOneOrder(page: Page) {
  await page.getByRole('button', { name: `Add ${ITEM}` }).click();
  await page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Send order to Kitchen' });
  await summary.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
  await expect(summary).toBeHidden();
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator').getByText('Offline')).toBeVisible();
  // A screen reader is told too, and the focus stays where it was.
  await expectAnnounced(
    page,
    'Offline: new orders are kept on this device and sent when the connection returns.',
  );
  await expectNoA11yViolations(page, 'POS offline');
}

test('three orders taken offline survive a reload and reach the kitchen once each with real tokens', async ({
  page,
  context,
  owner,
}) => {
  await openPos(page, owner);
  await goOffline(context, page);

  for (const expected of ['P-1', 'P-2', 'P-3']) {
    await sendOneOrder(page);
    const dialog = page.getByRole('dialog', { name: 'Order saved on this device' });
    await expect(dialog.getByTestId('provisional-token')).toHaveText(expected);
    await closeDialog(page);
  }
  await expect(page.getByTestId('unsent-count')).toHaveText('3');

  // Logging out would strand them: refused, with the reason.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText(/3 orders have not reached the server yet/)).toBeVisible();
  await expectNoA11yViolations(page, 'POS with orders waiting to be sent');
  await expect(page).toHaveURL(/\/dashboard\/pos$/);

  // A reload with no network: the app, the POS data and the queue all come back from the device.
  await page.reload();
  await expect(page.getByRole('button', { name: `Add ${ITEM}` })).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('3');
  // (The test's own API calls are not cut off: nothing has reached the server yet.)
  expect(await kitchenOrders(page)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toHaveText('0', { timeout: 20_000 });

  const orders = await kitchenOrders(page);
  expect(orders).toHaveLength(3);
  const tokens = orders.map((o) => o.token_no).sort((a, b) => a - b);
  expect(tokens).toEqual([1, 2, 3]);

  // The staff sees each provisional token replaced by the real one.
  await page.getByRole('button', { name: /unsent orders/ }).click();
  const list = page.getByTestId('outbox-list');
  await expect(list.getByTestId('outbox-entry')).toHaveCount(3);
  await expect(list.getByTestId('outbox-token')).toHaveText(['1', '2', '3']);
  await expect(list.getByText('was P-1')).toBeVisible();
});

test('an order whose answer is lost is retried with the same key and kept once', async ({ page, owner }) => {
  await openPos(page, owner);

  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/v1/pos/create-order', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    // The request reaches the server and the order is made; only the answer never arrives.
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.abort('connectionreset');
  });

  await sendOneOrder(page);
  // The outbox retries by itself; the dialog turns the provisional token into the real one.
  const dialog = page.getByRole('dialog', { name: /Order (saved on this device|sent to Kitchen)/ });
  await expect(dialog.getByTestId('token-no')).toHaveText('1', { timeout: 20_000 });

  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  const orders = await kitchenOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.token_no).toBe(1);
});

test('two tills sending at the same moment get distinct tokens', async ({ browser, owner }) => {
  const tills = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const pages = await Promise.all(tills.map((c) => c.newPage()));
    await openPos(pages[0]!, owner);
    await openPos(pages[1]!, owner, { withMenu: false });
    for (const page of pages) {
      await page.getByRole('button', { name: `Add ${ITEM}` }).click();
      await page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
    }
    await Promise.all(
      pages.map((page) =>
        page
          .getByRole('dialog', { name: 'Send order to Kitchen' })
          .getByRole('button', { name: 'Send to Kitchen', exact: true })
          .click(),
      ),
    );
    const tokens = await Promise.all(
      pages.map(async (page) => {
        const token = page.getByRole('dialog', { name: 'Order sent to Kitchen' }).getByTestId('token-no');
        await expect(token).toBeVisible();
        return Number(await token.textContent());
      }),
    );
    expect(tokens.sort((a, b) => a - b)).toEqual([1, 2]);
    expect(await kitchenOrders(pages[0]!)).toHaveLength(2);
  } finally {
    await Promise.all(tills.map((c) => c.close()));
  }
});

test('on sync a changed price is reported on its order and a refused order is kept for the staff', async ({
  page,
  context,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  const soup = await (
    await page.request.post('/api/v1/menu-items/add', { data: { title: ITEM, price: 5 } })
  ).json();
  const salad = await (
    await page.request.post('/api/v1/menu-items/add', { data: { title: 'Gone Salad', price: 4 } })
  ).json();
  await openPos(page, owner, { withMenu: false, signIn: false });
  await goOffline(context, page);

  await sendOneOrder(page);
  await closeDialog(page);
  await page.getByRole('button', { name: 'Add Gone Salad' }).click();
  await page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Send order to Kitchen' });
  await summary.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
  // The summary closes before the saved-order dialog opens; closing "the dialog" in between would
  // close the summary and leave the saved-order dialog open.
  await expect(summary).toBeHidden();
  await closeDialog(page);

  // Meanwhile the back office changes the soup's price and takes the salad off the menu.
  const soupId = soup.id as number;
  const saladId = salad.id as number;
  expect(
    (
      await page.request.post(`/api/v1/menu-items/update/${soupId}`, { data: { title: ITEM, price: 6 } })
    ).status(),
  ).toBe(200);
  expect((await page.request.delete(`/api/v1/menu-items/delete/${saladId}`)).status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toHaveText('0', { timeout: 20_000 });
  await page.getByRole('button', { name: /unsent orders/ }).click();
  const entries = page.getByTestId('outbox-list').getByTestId('outbox-entry');
  await expect(entries.nth(0)).toHaveAttribute('data-status', 'sent');
  await expect(entries.nth(0).getByTestId('price-changed')).toHaveText(
    'Price changed: the cart showed 5.00, the server charged 6.00.',
  );
  await expect(entries.nth(1)).toHaveAttribute('data-status', 'failed');
  await expect(entries.nth(1).getByText(/Refused by the server: Menu item not found!/)).toBeVisible();
  await expect(entries.nth(1).getByTestId('outbox-token')).toHaveText('P-2');
  expect(await kitchenOrders(page)).toHaveLength(1);

  // A refused order must be looked at before the till is left.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('1 order was refused by the server', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /unsent orders/ }).click();
  for (let i = 0; i < 2; i += 1) await entries.first().getByRole('button', { name: 'Reviewed' }).click();
  await expect(entries).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an order paid offline prints its receipt from the list once it is sent', async ({
  page,
  context,
  owner,
}) => {
  await openPos(page, owner);
  await goOffline(context, page);

  await page.getByRole('button', { name: `Add ${ITEM}` }).click();
  await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
  await pay.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await pay.getByRole('button', { name: 'Collect Payment & Send', exact: true }).click();
  await expect(pay).toBeHidden();
  await expect(
    page.getByRole('dialog', { name: 'Order saved on this device' }).getByTestId('provisional-token'),
  ).toHaveText('P-1');
  await closeDialog(page);

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toHaveText('0', { timeout: 20_000 });
  await expect(
    page.getByText('Order P-1 sent: Token 1. Print its receipt from Orders on this device.'),
  ).toBeVisible();
  const [order] = await kitchenOrders(page);
  expect(order.token_no).toBe(1);

  await page.getByRole('button', { name: /unsent orders/ }).click();
  const entry = page.getByTestId('outbox-list').getByTestId('outbox-entry');
  await expect(entry.getByText(/^Paid order/)).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    entry.getByRole('button', { name: 'Print Receipt' }).click(),
  ]);
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/print-receipt');
  expect(url.searchParams.get('orderIds')).toBe(String(order.id));
  // The receipt is the server's: its real token, the item sold and what was paid.
  await expect(popup.getByTestId('receipt-token')).toContainText('1');
  await expect(popup.getByLabel('Receipt items')).toContainText(ITEM);
  await expect(popup.getByTestId('receipt-total')).toContainText('5.00');
});

/** How many catalogue files of each language the app's cache holds on this device. */
async function cachedCatalogues(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('mise-app-'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    const counts: Record<string, number> = {};
    for (const request of requests) {
      const language = /^\/assets\/locales-[^/]+\/([^/]+)\//.exec(new URL(request.url).pathname)?.[1];
      if (language) counts[language] = (counts[language] ?? 0) + 1;
    }
    return counts;
  });
}

test('a till in French keeps every French text for a screen first opened offline, and downloads no other language', async ({
  page,
  context,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  await page.evaluate(() => localStorage.setItem('mise.ui-language-override', 'fr'));
  await openUnderServiceWorker(page, '/dashboard/pos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The build's French files, as the worker lists them.
  const worker = await (await page.request.get('/sw.js')).text();
  const builtFiles = JSON.parse(/const PRECACHE_URLS = (\[.*?\]);/.exec(worker)![1]!) as string[];
  const french = builtFiles.filter((url) => /^\/assets\/locales-[^/]+\/fr\//.test(url)).length;
  expect(french).toBeGreaterThan(40);
  await expect.poll(() => cachedCatalogues(page), { timeout: 60_000 }).toEqual({ fr: french });

  // The kitchen was never opened online: its texts come from the device.
  await context.setOffline(true);
  await page.goto('/dashboard/kitchen');
  await expect(page.getByRole('heading', { name: 'Cuisine', exact: true })).toBeVisible();
});
