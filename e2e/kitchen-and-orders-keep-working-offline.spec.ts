import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { openUnderServiceWorker } from './support/service-worker';
import { addMenuItems, ok, ownerApi, placeOrder } from './support/store-api';

/**
 * Issue 18 item 8: the Kitchen and Orders screens keep working through a network drop. Their
 * actions wait on the device (shown at once, marked "Waiting to send"), survive a reload while
 * still offline, and reach the server once each when the network returns.
 */

interface KitchenGroup {
  orders: { id: number; items: { id: number; item_title: string; status: string }[] }[];
}

/** The server's status of each line of the order, by title (through the test's own API session). */
async function serverStatuses(
  api: APIRequestContext,
  path: '/api/v1/kitchen' | '/api/v1/orders',
  orderId: number,
) {
  const groups = await ok<KitchenGroup[]>(api.get(path));
  const order = groups.flatMap((g) => g.orders).find((o) => o.id === orderId);
  return Object.fromEntries((order?.items ?? []).map((i) => [i.item_title, i.status]));
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator').getByText('Offline')).toBeVisible();
}

/** Every status move the page sends to the server, as "path status". */
function recordStatusPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/(kitchen|orders\/update-status)\/\d+$/.test(pathname)) {
      posts.push(`${pathname} ${(request.postDataJSON() as { status: string }).status}`);
    }
  });
  return posts;
}

test('the kitchen starts and completes lines offline, through a reload, and the server gets each step once', async ({
  page,
  context,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL, owner);
  const ids = await addMenuItems(api, [
    ['Offline Burger', 12],
    ['Offline Fries', 4],
  ]);
  const { orderId, tokenNo } = await placeOrder(api, [
    [ids['Offline Burger']!, 1],
    [ids['Offline Fries']!, 1],
  ]);

  await loginThroughUi(page, owner.email, owner.password);
  await openUnderServiceWorker(page, '/dashboard/kitchen');
  const ticket = page.getByRole('article', { name: `Token ${tokenNo}` });
  const line = (title: string) => ticket.locator('li[data-status]').filter({ hasText: title });
  await expect(line('Offline Burger')).toHaveAttribute('data-status', 'created');
  const posts = recordStatusPosts(page);

  await goOffline(context, page);
  await ticket.getByRole('button', { name: 'Start Making: Offline Burger' }).click();
  await expect(line('Offline Burger')).toHaveAttribute('data-status', 'preparing');
  await expect(line('Offline Burger').getByText('Waiting to send')).toBeVisible();
  await ticket.getByRole('button', { name: 'Complete: Offline Burger' }).click();
  await expect(line('Offline Burger')).toHaveAttribute('data-status', 'completed');
  await expect(line('Offline Burger').getByText('Waiting to send')).toBeVisible();
  await expect(page.getByRole('button', { name: '2 actions waiting' })).toBeVisible();
  await expectNoA11yViolations(page, 'kitchen offline with actions waiting');

  // A reload with no network: the screen, its tickets and the waiting steps come back from the device.
  await page.reload();
  await expect(line('Offline Burger')).toHaveAttribute('data-status', 'completed');
  await expect(line('Offline Burger').getByText('Waiting to send')).toBeVisible();
  await expect(page.getByTestId('waiting-actions-count')).toHaveText('2');
  await page.getByRole('button', { name: '2 actions waiting' }).click();
  const list = page.getByRole('dialog', { name: 'Actions on this device' });
  await expect(list.getByTestId('queued-action')).toHaveText([
    new RegExp(`Token ${tokenNo}: Offline Burger · Start Making`),
    new RegExp(`Token ${tokenNo}: Offline Burger · Complete`),
  ]);
  await expectNoA11yViolations(page, 'kitchen actions waiting on the device');
  await list.getByRole('button', { name: 'Close' }).last().click();
  // Nothing has reached the server (the test's own API calls are not cut off).
  expect(await serverStatuses(api, '/api/v1/kitchen', orderId)).toEqual({
    'Offline Burger': 'created',
    'Offline Fries': 'created',
  });

  // The last line made: the ticket leaves the screen at once, as if sent.
  await ticket.getByRole('button', { name: 'Start Making: Offline Fries' }).click();
  await ticket.getByRole('button', { name: 'Complete: Offline Fries' }).click();
  await expect(ticket).toBeHidden();
  await expect(page.getByText('No Orders Pending!')).toBeVisible();
  await expect(page.getByTestId('waiting-actions-count')).toHaveText('4');

  await context.setOffline(false);
  await expect(page.getByTestId('action-queue-indicator')).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const groups = await ok<KitchenGroup[]>(api.get('/api/v1/orders'));
      return Object.fromEntries(
        groups
          .flatMap((g) => g.orders)
          .filter((o) => o.id === orderId)
          .flatMap((o) => o.items.map((i) => [i.item_title, i.status])),
      );
    })
    .toEqual({ 'Offline Burger': 'completed', 'Offline Fries': 'completed' });
  // Each step went out once, in the order the cook took them.
  expect(posts.map((p) => p.replace(/\/\d+ /, ' '))).toEqual([
    '/api/v1/kitchen preparing',
    '/api/v1/kitchen completed',
    '/api/v1/kitchen preparing',
    '/api/v1/kitchen completed',
  ]);
  await expect(page.getByText('No Orders Pending!')).toBeVisible();
});

test('the floor marks a line served offline; payment waits for the connection; the server gets it once', async ({
  page,
  context,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL, owner);
  const ids = await addMenuItems(api, [['Offline Salad', 9]]);
  const { orderId } = await placeOrder(api, [[ids['Offline Salad']!, 1]]);

  await loginThroughUi(page, owner.email, owner.password);
  await openUnderServiceWorker(page, '/dashboard/orders');
  const card = page.getByLabel('Dine Out / Delivery', { exact: true });
  const line = card.locator('li[data-status]').filter({ hasText: 'Offline Salad' });
  await expect(line).toHaveAttribute('data-status', 'created');
  const posts = recordStatusPosts(page);

  await goOffline(context, page);
  await expect(page.getByTestId('orders-offline-note')).toContainText('Payment needs the server');
  await line.getByRole('button', { name: /^Status of Offline Salad/ }).click();
  await page.getByRole('menuitem', { name: 'Delivered' }).click();
  await expect(line).toHaveAttribute('data-status', 'delivered');
  await expect(line.getByText('Waiting to send')).toBeVisible();
  await expect(page.getByRole('button', { name: '1 action waiting' })).toBeVisible();

  // Taking payment needs the server's totals: offered, but not while offline.
  await card.getByRole('button', { name: 'Actions for Dine Out / Delivery' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pay & Complete' })).toHaveAttribute('data-disabled', '');
  await expect(page.getByRole('menuitem', { name: 'Split & Pay' })).toHaveAttribute('data-disabled', '');
  await page.keyboard.press('Escape');
  await expectNoA11yViolations(page, 'orders offline with an action waiting');

  await page.reload();
  await expect(line).toHaveAttribute('data-status', 'delivered');
  await expect(line.getByText('Waiting to send')).toBeVisible();
  expect(await serverStatuses(api, '/api/v1/orders', orderId)).toEqual({ 'Offline Salad': 'created' });

  await context.setOffline(false);
  await expect(page.getByTestId('action-queue-indicator')).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(() => serverStatuses(api, '/api/v1/orders', orderId))
    .toEqual({ 'Offline Salad': 'delivered' });
  expect(posts.map((p) => p.replace(/\/\d+ /, ' '))).toEqual(['/api/v1/orders/update-status delivered']);
  await expect(line).toHaveAttribute('data-status', 'delivered');
  await expect(line.getByText('Waiting to send')).toBeHidden();
  await expect(page.getByTestId('orders-offline-note')).toBeHidden();
});
