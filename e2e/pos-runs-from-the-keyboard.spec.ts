import type { TCreateOrderResponse } from '@mise/contracts';
import type { Page, Response } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { demoLogin, expect, loginThroughUi, test } from './support/fixtures';

/**
 * A till PC without a mouse: the order is found, added, counted, sent to the kitchen, then a
 * second one is built from the menu grid with the arrows and paid, all from the keyboard.
 */
function waitForOrder(page: Page, path: string) {
  return page.waitForResponse((r: Response) => r.url().endsWith(path) && r.request().method() === 'POST');
}

test('the POS takes an order, sends it to the kitchen and takes a paid one with the keyboard alone', async ({
  page,
}) => {
  const { email, password } = demoLogin();
  await loginThroughUi(page, email, password);
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  const cart = page.getByRole('list', { name: 'Cart' });

  // The shortcut sheet, from '?', closes with Escape.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('definition').filter({ hasText: 'K' }).first()).toBeVisible();
  await expectNoA11yViolations(page, 'POS keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // '/' to search, Enter adds the first item found, '+' makes it two; shortcuts do not fire in the field.
  await page.keyboard.press('/');
  await page.keyboard.type('lemon');
  await expect(page.getByRole('searchbox', { name: 'Search Item' })).toHaveValue('lemon');
  await page.keyboard.press('Enter');
  const lemonade = cart.getByRole('listitem', { name: 'Fresh Lemonade' });
  await expect(lemonade.getByTestId('line-quantity')).toHaveText('Quantity 1');
  await page.keyboard.press('k'); // typed into the search, not a shortcut
  await expect(page.getByRole('searchbox', { name: 'Search Item' })).toHaveValue('lemonk');
  // Escape leaves the search: the keys are shortcuts again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search Item' })).not.toBeFocused();
  await page.keyboard.press('+');
  await expect(lemonade.getByTestId('line-quantity')).toHaveText('Quantity 2');
  await expect(lemonade).toHaveAttribute('aria-current', 'true');

  // 'K' opens the summary with its Send button focused: Enter sends.
  await page.keyboard.press('k');
  const summary = page.getByRole('dialog', { name: 'Send order to Kitchen' });
  await expect(summary.getByRole('button', { name: 'Send to Kitchen' })).toBeFocused();
  const [sent] = await Promise.all([waitForOrder(page, '/pos/create-order'), page.keyboard.press('Enter')]);
  expect(sent.status()).toBe(200);
  const order = (await sent.json()) as TCreateOrderResponse;
  // The cart empties in the same render that opens the token dialog (unless the store prints).
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const token = page.getByRole('dialog', { name: 'Order sent to Kitchen' });
  if (await token.isVisible()) {
    await expect(token.getByTestId('token-no')).toHaveText(String(order.tokenNo));
    await page.keyboard.press('Escape');
    await expect(token).toBeHidden();
  }

  // From the search down into the grid, across with the arrows, Enter adds that card's item.
  await page.keyboard.press('/');
  await page.keyboard.type('water');
  // The grid follows the search a moment later (a deferred render): wait for the one result.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add Sparkling Water' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Add Sparkling Water' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('listitem', { name: 'Sparkling Water' })).toBeVisible();
  // Checked at rest: the first order's toast has gone.
  await expect(page.getByRole('status').filter({ hasText: 'Order sent to Kitchen!' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'POS with the keyboard in the grid');

  // 'P' opens Collect Payment with the payment type chosen: Enter pays.
  await page.keyboard.press('p');
  const pay = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
  await expect(pay.getByRole('button', { name: 'Collect Payment & Send' })).toBeFocused();
  const [paid] = await Promise.all([
    waitForOrder(page, '/pos/create-order-and-invoice'),
    page.keyboard.press('Enter'),
  ]);
  expect(paid.status()).toBe(200);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
