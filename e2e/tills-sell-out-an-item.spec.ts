import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { ok, ownerApi } from './support/store-api';

/**
 * 86 across a restaurant: two tills are open. The first counts the last fish tacos (one left); the
 * second sees the count live, sells the last one, and both tills then show it sold out. The first
 * marks the churros sold out by hand: the second till and a diner's QR menu show it, and no one can
 * order it until it is switched back on; the diner's open menu then offers it again, live.
 */
test('a count and a sold-out switch reach every till and the QR menu live, and stop orders', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  for (const [title, price] of [
    ['Fish Tacos', 12],
    ['Churros', 6],
  ] as const)
    await ok(api.post('/api/v1/menu-items/add', { data: { title, price } }));
  const store = await ok<{ storeName: string; currency: string; uniqueQRCode: string }>(
    api.get('/api/v1/settings/store-setting'),
  );
  await ok(
    api.post('/api/v1/settings/store-setting', {
      data: {
        storeName: store.storeName,
        currency: store.currency,
        isQRMenuEnabled: true,
        isQROrderEnabled: true,
      },
    }),
  );

  const tills: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await (await browser.newContext()).newPage();
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/pos');
    await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
    tills.push(page);
  }
  const [first, second] = tills;
  const card = (page: Page, title: string) =>
    page.getByRole('list', { name: 'Menu items' }).getByRole('article', { name: title });

  // The first till counts the fish tacos: one left.
  await first.getByRole('button', { name: /^Sold Out & Counts/ }).click();
  const stock = first.getByRole('dialog', { name: 'Sold Out & Counts' });
  await stock.getByLabel('Portions left: Fish Tacos').fill('1');
  await stock.getByRole('button', { name: 'Set count: Fish Tacos' }).click();
  await expect(first.getByText('Availability saved!').first()).toBeVisible();
  await expect(stock.getByRole('listitem').filter({ hasText: 'Fish Tacos' })).toContainText('1 left');
  await expectNoA11yViolations(first, 'sold out and counts dialog');

  // The second till sees it without a reload, and sells the last one.
  await expect(card(second, 'Fish Tacos').getByTestId('item-stock')).toHaveText('1 left');
  await second.getByRole('button', { name: 'Add Fish Tacos' }).click();
  await second.getByRole('button', { name: 'Send to Kitchen' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click();
  await expect(second.getByText('Your cart is empty')).toBeVisible();
  const sent = second.getByRole('dialog', { name: 'Order sent to Kitchen' });
  await expect(sent).toBeVisible();
  await second.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  // Both tills now show it sold out (the first in its open dialog, its count now 0).
  await expect(card(second, 'Fish Tacos').getByTestId('item-stock')).toHaveText('Sold out');
  await expect(stock.getByRole('listitem').filter({ hasText: 'Fish Tacos' })).toContainText('Sold out');
  await expect(stock.getByLabel('Portions left: Fish Tacos')).toHaveValue('0');

  // The first till switches the churros off by hand.
  await stock.getByRole('switch', { name: 'Sold out: Churros' }).click();
  await expect(stock.getByRole('switch', { name: 'Sold out: Churros' })).toBeChecked();
  await first.keyboard.press('Escape');
  await expect(stock).toBeHidden();
  await expect(card(first, 'Fish Tacos').getByTestId('item-stock')).toHaveText('Sold out');
  await expect(card(second, 'Churros').getByTestId('item-stock')).toHaveText('Sold out');
  // The card's button stays reachable (marked aria-disabled): pressing it says why nothing is added.
  await second.getByRole('button', { name: 'Churros is sold out' }).focus();
  await second.keyboard.press('Enter');
  await expect(second.getByText('Churros is sold out!').first()).toBeVisible();
  await expect(second.getByText('Your cart is empty')).toBeVisible();
  await expectNoA11yViolations(second, 'POS with sold-out items');

  // A diner's QR menu lists the churros as sold out, with no ADD.
  const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await diner.goto(`/m/${store.uniqueQRCode}`);
  const churros = diner.getByRole('listitem').filter({ hasText: 'Churros' });
  await expect(churros).toContainText('Sold out');
  await expect(churros.getByRole('button', { name: /^Add Churros/ })).toHaveCount(0);
  await expectNoA11yViolations(diner, 'QR menu with a sold-out dish');

  // Back on: the second till can sell churros again, and the diner's open menu offers them again
  // without a reload (it follows 86 live).
  await first.getByRole('button', { name: /^Sold Out & Counts/ }).click();
  await stock.getByRole('switch', { name: 'Sold out: Churros' }).click();
  await expect(card(second, 'Churros').getByTestId('item-stock')).toHaveCount(0);
  await expect(churros.getByRole('button', { name: /^Add Churros/ })).toBeVisible();
  await expect(churros).not.toContainText('Sold out');
  await second.getByRole('button', { name: 'Add Churros' }).click();
  await expect(
    second.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: 'Churros' }),
  ).toBeVisible();
});
