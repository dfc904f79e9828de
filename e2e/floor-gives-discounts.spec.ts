import { formatMoney } from '@mise/domain';
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';
import { addMenuItems, addTable, ensurePaymentTypes, ok, placeOrder } from './support/store-api';

/**
 * The owner sets the store's discount limit and reasons; a waiter gives 10 % off a steak alone,
 * then half off the whole order with the owner approving on the spot; the Orders card, the receipt,
 * the bill and the day's report all show the discounted figures.
 */
const usd = (minor: number) => formatMoney(minor, 'USD');
const TABLE = { title: 'Terrace 4', floor: 'Terrace', seatingCapacity: 2 };

/** A table with one order: a steak (40.00) and two glasses of wine (2 x 10.00), no tax: 60.00. */
async function setUpOrder(api: APIRequestContext) {
  const tableId = await addTable(api, TABLE);
  await ensurePaymentTypes(api, ['Card']);
  const ids = await addMenuItems(api, [
    ['Ribeye Steak', 40],
    ['House Red', 10],
  ]);
  await placeOrder(
    api,
    [
      [ids['Ribeye Steak'], 1],
      [ids['House Red'], 2],
    ],
    tableId,
  );
}

test('a waiter discounts a line alone and the whole order with the owner approving; the receipt, the bill and the report agree', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await setUpOrder(api);
  const waiter = { username: uniqueEmail('waiter'), password: 'floor staff pw' };
  await ok(
    api.post('/api/v1/users/add', { data: { name: 'Wes Waiter', ...waiter, userScopes: ['ORDERS'] } }),
  );

  // The owner reviews the checkout settings and adds a reason of the house.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings/checkout');
  await expect(page.getByLabel('Limit without a manager (%)')).toHaveValue('10');
  await expect(page.getByLabel('Tip presets (%)')).toHaveValue('10, 15, 20');
  await page.getByLabel('Tip presets (%)').fill('12, 18');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Checkout settings saved!')).toBeVisible();
  await expectNoA11yViolations(page, 'checkout settings');
  await page.getByRole('link', { name: 'Discount Reasons' }).click();
  await expect(page.getByRole('heading', { name: 'Discount Reasons' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Discount reasons' }).getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'New' }).click();
  const reasonDialog = page.getByRole('dialog', { name: 'Add Discount Reason' });
  await reasonDialog.getByLabel('Reason').fill('Anniversary');
  await expectNoA11yViolations(page, 'add discount reason dialog');
  await reasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Anniversary', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'discount reasons');
  // The waiter signs in on the same till.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // The waiter takes 10 % off the steak: within the limit, given alone.
  await loginThroughUi(page, waiter.username, waiter.password);
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TABLE.title }) });
  await card.getByRole('button', { name: /^Status of Ribeye Steak/ }).click();
  await page.getByRole('menuitem', { name: 'Discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discount' });
  await expect(dialog.getByLabel('Apply to')).toHaveValue(/^line-/);
  await dialog.getByRole('textbox', { name: 'Discount' }).fill('10');
  await expect(dialog.getByTestId('discount-preview')).toHaveText(`Takes ${usd(400)} off ${usd(4000)}`);
  await dialog.getByLabel('Reason').selectOption({ label: 'Anniversary' });
  await expectNoA11yViolations(page, 'discount dialog');
  await dialog.getByRole('button', { name: 'Apply discount' }).click();
  await expect(page.getByText('Discount applied!')).toBeVisible();
  await expect(card.getByTestId('line-discount')).toHaveText(`Discount −${usd(400)} · Anniversary`);

  // Half off the whole order is above the limit: the owner approves on the spot.
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Discount' }).click();
  await expect(dialog.getByLabel('Apply to')).toHaveValue(/^order-/);
  await dialog.getByRole('textbox', { name: 'Discount' }).fill('50');
  await expect(dialog.getByTestId('discount-preview')).toHaveText(
    `Takes ${usd(2800)} off ${usd(5600)} · above the store's 10% limit`,
  );
  await dialog.getByLabel('Reason').selectOption({ label: 'Service recovery' });
  await dialog.getByLabel('Manager username').fill(owner.email);
  await dialog.getByLabel('Manager password').fill('not the password');
  await expectNoA11yViolations(page, 'discount dialog asking a manager');
  await dialog.getByRole('button', { name: 'Apply discount' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Manager approval refused: wrong username or password, or not a manager!',
  );
  await dialog.getByLabel('Manager password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Apply discount' }).click();
  await expect(page.getByText('Discount applied!')).toBeVisible();
  await expect(card.getByTestId('order-discount')).toHaveText(
    `Order discount −${usd(2800)} · Service recovery`,
  );

  // The receipt shows both discounts and the total after them: 60.00 − 4.00 − 28.00 = 28.00.
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Print Receipt' }).click(),
  ]);
  await receipt.waitForLoadState();
  await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(2800));
  const totals = receipt.getByLabel('Receipt totals');
  await expect(totals).toContainText(`Discounts (excl. tax)-${usd(3200)}`);
  // The order's 28.00 is shared over what the lines cost after their own discounts (36.00 and 20.00).
  const items = receipt.getByLabel('Receipt items');
  await expect(items).toContainText(`Discount (Anniversary)-${usd(400 + 1800)}`);
  await expect(items).toContainText(`Discount (Service recovery)-${usd(1000)}`);
  await expectNoA11yViolations(receipt, 'receipt with discounts');
  await receipt.close();

  // The bill owes the discounted total; the tip presets are the store's.
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const bill = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(bill.getByTestId('bill-due')).toHaveText(usd(2800));
  await expect(bill.getByRole('button', { name: '12 %' })).toBeVisible();
  await expect(bill.getByRole('button', { name: '18 %' })).toBeVisible();
  await bill.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await bill.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Bill paid & orders completed!')).toBeVisible();
  await bill.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No Orders Pending!')).toBeVisible();

  // The owner's report for the day: gross 60.00 − discounts 32.00 = net 28.00.
  const report = await ok<{ grossSales: number; discountsTotal: number; netRevenue: number }>(
    api.get('/api/v1/reports?type=today'),
  );
  expect(report).toMatchObject({ grossSales: 60, discountsTotal: 32, netRevenue: 28 });
  await api.dispose();
});
