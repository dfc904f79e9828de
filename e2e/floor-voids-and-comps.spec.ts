import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';
import { addMenuItems, ok, placeOrder } from './support/store-api';

/**
 * After an order reached the kitchen, a waiter voids a dish with the owner approving on the spot
 * and comps another as a manager would: the kitchen display, open on its own device, strikes the
 * void through and marks the comp live; the day's report counts both apart from sales. The dishes
 * are counted (86): the voided bisque and the cancelled walk-out give their portions back, and a
 * till open meanwhile shows it live; the comped fondant (made) gives nothing back.
 */
async function placeTakeaway(api: APIRequestContext) {
  const ids = await addMenuItems(api, [
    ['Lobster Bisque', 14],
    ['Chocolate Fondant', 9],
  ]);
  for (const id of Object.values(ids))
    await ok(api.put('/api/v1/availability', { data: { kind: 'item', id, soldOut: false, countLeft: 5 } }));
  await placeOrder(api, [
    [ids['Lobster Bisque'], 1],
    [ids['Chocolate Fondant'], 1],
  ]);
  return ids;
}

test('a void and a comp after sending show live on the kitchen display, and the report counts them apart', async ({
  page,
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const waiter = { username: uniqueEmail('waiter'), password: 'floor staff pw' };
  await ok(
    api.post('/api/v1/users/add', { data: { name: 'Wes Waiter', ...waiter, userScopes: ['ORDERS'] } }),
  );
  const ids = await placeTakeaway(api);

  // The kitchen display, on its own device.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await loginThroughUi(kitchen, owner.email, owner.password);
  await kitchen.goto('/dashboard/kitchen');
  const bisque = kitchen.locator('li[data-status]').filter({ hasText: 'Lobster Bisque' });
  const fondant = kitchen.locator('li[data-status]').filter({ hasText: 'Chocolate Fondant' });
  await expect(bisque).toHaveAttribute('data-status', 'created');
  // A till, open on the same device: the order took one bisque of five.
  const till = await kitchenContext.newPage();
  await till.goto('/dashboard/pos');
  const bisqueStock = till
    .getByRole('list', { name: 'Menu items' })
    .getByRole('article', { name: 'Lobster Bisque' })
    .getByTestId('item-stock');
  await expect(bisqueStock).toHaveText('4 left');

  // The waiter voids the bisque: a reason, then the owner's approval on the spot.
  await loginThroughUi(page, waiter.username, waiter.password);
  await page.goto('/dashboard/orders');
  const card = page.getByLabel('Dine Out / Delivery', { exact: true });
  await card.getByRole('button', { name: /^Status of Lobster Bisque/ }).click();
  await page.getByRole('menuitem', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Void 1 x Lobster Bisque' });
  await dialog.getByLabel('Reason', { exact: true }).fill('Guest changed their mind');
  await dialog.getByLabel('Manager username').fill(owner.email);
  await dialog.getByLabel('Manager password').fill(owner.password);
  await expectNoA11yViolations(page, 'void dialog with manager approval');
  await dialog.getByRole('button', { name: 'Void line' }).click();
  await expect(page.getByText('Line voided!')).toBeVisible();
  const floorBisque = card.locator('li[data-status]').filter({ hasText: 'Lobster Bisque' });
  await expect(floorBisque).toHaveAttribute('data-status', 'cancelled');
  await expect(floorBisque.getByTestId('line-adjustment')).toHaveText('Void · Guest changed their mind');

  // The kitchen sees it struck through and told in words, without a reload.
  await expect(bisque).toHaveAttribute('data-status', 'cancelled');
  await expect(bisque.getByTestId('kitchen-adjustment')).toHaveText('Void: do not make');
  await expect(bisque.locator('p.line-through')).toHaveCount(1);
  // Its portion comes back, and the till shows it without a reload.
  await expect(bisqueStock).toHaveText('5 left');

  // A comp needs a manager too: the waiter is asked, the owner approves.
  await card.getByRole('button', { name: /^Status of Chocolate Fondant/ }).click();
  await page.getByRole('menuitem', { name: 'Comp', exact: true }).click();
  const comp = page.getByRole('dialog', { name: 'Comp 1 x Chocolate Fondant' });
  await comp.getByLabel('Reason', { exact: true }).fill('Birthday treat');
  await comp.getByLabel('Manager username').fill(owner.email);
  await comp.getByLabel('Manager password').fill(owner.password);
  await comp.getByRole('button', { name: 'Comp line' }).click();
  await expect(page.getByText('Line comped!')).toBeVisible();
  await expect(
    card.locator('li[data-status]').filter({ hasText: 'Chocolate Fondant' }).getByTestId('line-adjustment'),
  ).toHaveText('Comp −$9.00 · Birthday treat');
  await expect(fondant.getByTestId('kitchen-adjustment')).toHaveText('Comp: make, no charge');
  await expect(fondant).toHaveAttribute('data-status', 'created');
  const counts = async () =>
    Object.fromEntries(
      (await ok<Array<{ id: number; countLeft: number | null }>>(api.get('/api/v1/availability'))).map(
        (row) => [row.id, row.countLeft],
      ),
    );
  expect(await counts()).toEqual({ [ids['Lobster Bisque']]: 5, [ids['Chocolate Fondant']]: 4 });
  await expectNoA11yViolations(kitchen, 'kitchen display with a void and a comp');
  await expectNoA11yViolations(page, 'orders with a void and a comp');

  // Nothing is left to pay: the owner completes the order at 0.00 and the report shows the two apart.
  const groups = await ok<Array<{ order_ids: number[]; orders: Array<{ payable_total: number }> }>>(
    api.get('/api/v1/orders'),
  );
  expect(groups[0].orders[0].payable_total).toBe(0);
  await ok(
    api.post('/api/v1/orders/complete-and-pay-order', {
      data: { orderIds: groups[0].order_ids, paymentTypeId: null },
    }),
  );
  const report = await ok<Record<string, number>>(api.get('/api/v1/reports?type=today'));
  expect(report).toMatchObject({
    grossSales: 9,
    compsTotal: 9,
    compsCount: 1,
    voidsTotal: 14,
    voidsCount: 1,
    netRevenue: 0,
  });

  // A new order the guests walk out on: the waiter cancels it with a reason and the owner's
  // approval, and its lines count as voids.
  const walkout = await placeOrder(api, [[ids['Lobster Bisque'], 2]]);
  const walkoutTicket = kitchen.getByRole('article', { name: `Token ${walkout.tokenNo}` });
  await expect(walkoutTicket).toBeVisible();
  await expect(bisqueStock).toHaveText('3 left');
  await card.getByRole('button', { name: 'Actions for Dine Out / Delivery' }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Dine Out / Delivery' });
  await expect(cancel).toContainText(
    'Are you sure, you are cancelling the order! This process is not reversible.',
  );
  await expect(cancel.getByRole('button', { name: 'Yes, Cancel' })).toBeDisabled();
  await cancel.getByLabel('Reason').fill('Guests walked out');
  await cancel.getByLabel('Manager username').fill(owner.email);
  await cancel.getByLabel('Manager password').fill(owner.password);
  await expectNoA11yViolations(page, 'cancel orders dialog asking a manager');
  await cancel.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Orders cancelled!' })).toBeVisible();
  await expect(walkoutTicket).toHaveCount(0);
  await expect(bisqueStock).toHaveText('5 left');
  expect(await counts()).toEqual({ [ids['Lobster Bisque']]: 5, [ids['Chocolate Fondant']]: 4 });
  const after = await ok<Record<string, number>>(api.get('/api/v1/reports?type=today'));
  expect(after).toMatchObject({ voidsCount: 2, voidsTotal: 42, netRevenue: 0 });
  await kitchenContext.close();
  await api.dispose();
});
