import { formatMoney, splitEvenly } from '@mise/domain';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ensurePaymentTypes, ok, placeOrder } from './support/store-api';

/**
 * A table of three splits its bill evenly on the Orders screen and pays cash (with change), card
 * with a 15 % tip, and card: the parts add up to the cent, the card shows what is part paid in
 * between, and the last part closes the table with one invoice whose total is the bill's.
 */
const TABLE = { title: 'Window 2', floor: 'Main', seatingCapacity: 3 };
const usd = (minor: number) => formatMoney(minor, 'USD');

/** Records window.print() instead of opening the dialog (the receipt popup prints itself). */
async function recordPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
}

async function setUpTable(api: APIRequestContext) {
  const tableId = await addTable(api, TABLE);
  await ensurePaymentTypes(api, ['Cash', 'Card']);
  const ids = await addMenuItems(api, [['Sharing Platter', 50]]);
  // Two rounds at the table: 2 platters, then 1 more (no tax): 150.00.
  for (const quantity of [2, 1]) await placeOrder(api, [[ids['Sharing Platter'], quantity]], tableId);
}

test('a table of three splits evenly and pays cash, card with a tip, and card; the last part closes the table; a refund shows in reports', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await setUpTable(api);
  const total = 15000;
  const parts = splitEvenly(total, 3);
  expect(parts).toEqual([5000, 5000, 5000]);

  await recordPrints(page.context());
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TABLE.title }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(total));

  // Three parts; the first is 50.00, paid in cash from 60.00: 10.00 back.
  await dialog.getByRole('button', { name: 'One part more' }).click();
  await dialog.getByRole('button', { name: 'One part more' }).click();
  const partList = dialog.getByRole('list', { name: 'Parts' });
  await expect(partList.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Pay part 1' }).click();
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('50.00');
  await dialog.getByLabel('Payment Type').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Cash given').fill('60');
  await expect(dialog.getByTestId('bill-change')).toHaveText(`Change: ${usd(1000)}`);
  await expectNoA11yViolations(page, 'Split & Pay dialog');

  // A second till has the same bill open: it follows the payment live, without a reload.
  const otherTill = await page.context().newPage();
  await otherTill.goto('/dashboard/orders');
  const otherCard = otherTill
    .getByRole('listitem')
    .filter({ has: otherTill.getByRole('heading', { name: TABLE.title }) });
  await otherCard.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await otherTill.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const otherDue = otherTill.getByRole('dialog', { name: 'Split & Pay' }).getByTestId('bill-due');
  await expect(otherDue).toHaveText(usd(total));

  await page.bringToFront();
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Payment taken!')).toBeVisible();
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(total - parts[0]));
  await expect(otherDue).toHaveText(usd(total - parts[0]));
  await otherTill.close();
  await expect(dialog.getByRole('list', { name: 'Payments taken' })).toContainText('Cash');

  // The first guest's own receipt: their part, the change, and what the table still owes.
  const [partReceipt] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Print the receipt of part 1' }).click(),
  ]);
  await partReceipt.waitForLoadState();
  await expect(partReceipt.getByTestId('receipt-part')).toHaveText('Part 1 of the bill');
  const paymentsOnReceipt = partReceipt.getByLabel('Receipt payments');
  await expect(paymentsOnReceipt).toContainText(`Paid by Cash${usd(parts[0])}`);
  await expect(paymentsOnReceipt).toContainText(`Change${usd(1000)}`);
  await expect(partReceipt.getByTestId('receipt-due')).toHaveText(usd(total - parts[0]));
  await expect(partReceipt.getByTestId('receipt-total')).toHaveText(usd(total));
  await expectNoA11yViolations(partReceipt, 'part receipt print view');
  await expect
    .poll(() => partReceipt.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  await partReceipt.close();

  // Closed in between: the table's card says what is part paid, and Pay & Complete leads back to the bill.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByTestId('part-paid')).toHaveText(
    `Part paid: ${usd(parts[0])} · Due ${usd(total - parts[0])}`,
  );
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Pay & Complete' }).click();
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(total - parts[0]));

  // The second guest pays by card with a 15 % tip on their part.
  await dialog.getByRole('button', { name: 'One part more' }).click();
  await dialog.getByRole('button', { name: 'One part more' }).click();
  await dialog.getByRole('button', { name: 'Pay part 2' }).click();
  await dialog.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await dialog.getByRole('button', { name: '15 %' }).click();
  await expect(dialog.getByLabel('Tip amount')).toHaveValue('7.50');
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(parts[2]));
  await expect(dialog.getByRole('list', { name: 'Payments taken' })).toContainText(`tip ${usd(750)}`);

  // The third pays the rest by card: the bill is paid and the table closes.
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('50.00');
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Bill paid & orders completed!')).toBeVisible();
  await expect(dialog.getByText('Bill paid. The orders are completed.')).toBeVisible();
  await expectNoA11yViolations(page, 'Split & Pay dialog, bill paid');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No Orders Pending!')).toBeVisible();

  // One invoice for the table at the bill's total; the tip is not in it.
  const invoices = await ok<Array<{ total: number; payment_type: string }>>(
    api.get('/api/v1/invoices?type=today'),
  );
  expect(invoices.map((i) => [i.total, i.payment_type])).toEqual([[150, 'Cash + Card']]);

  // The owner refunds part of the invoice (a platter came out cold): the invoice keeps its total
  // and says what was refunded.
  // The day's report is open on another screen: the refund shows there as it is given.
  const reportScreen = await page.context().newPage();
  await reportScreen.goto('/dashboard/reports');
  await expect(reportScreen.getByRole('table', { name: 'Payments by type' })).toBeVisible();
  await expect(reportScreen.getByTestId('refunds-total')).toHaveCount(0);
  await page.bringToFront();
  await page.goto('/dashboard/invoices');
  await page.getByRole('button', { name: /^Refund invoice/ }).click();
  const refundDialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(refundDialog.getByTestId('refundable')).toHaveText(usd(total));
  await refundDialog.getByLabel('Amount to refund').fill('10');
  await refundDialog.getByLabel('Refund to').selectOption({ label: 'Cash' });
  await refundDialog.getByLabel('Reason').fill('Cold platter');
  await expectNoA11yViolations(page, 'refund dialog');
  await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund recorded!')).toBeVisible();
  await expect(page.getByText(`Refunded ${usd(1000)}`)).toBeVisible();
  await expect(reportScreen.getByTestId('refunds-total')).toHaveText(`Refunds ${usd(1000)} (1)`);
  await reportScreen.close();

  // The day's report: payments by type, the tip apart from revenue, and the refund.
  await page.goto('/dashboard/reports');
  const byType = page.getByRole('table', { name: 'Payments by type' });
  await expect(byType.getByRole('row', { name: /^Card/ })).toContainText(usd(parts[1] + parts[2]));
  await expect(byType.getByRole('row', { name: /^Cash/ })).toContainText(usd(parts[0]));
  await expect(page.getByTestId('tips-by-staff')).toContainText(`Tips ${usd(750)}`);
  await expect(page.getByTestId('refunds-total')).toHaveText(`Refunds ${usd(1000)} (1)`);
  await expectNoA11yViolations(page, 'reports with payments');
  await api.dispose();
});

test('a table of two splits by item: beers shared two and one, the steak to one guest; each prints their check and pays', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const tableId = await addTable(api, { title: 'Bar 1', floor: 'Main', seatingCapacity: 2 });
  await ensurePaymentTypes(api, ['Cash', 'Card']);
  const ids = await addMenuItems(api, [
    ['Draft Beer', 6],
    ['Steak Frites', 24],
  ]);
  await placeOrder(
    api,
    [
      [ids['Draft Beer'], 3],
      [ids['Steak Frites'], 1],
    ],
    tableId,
  );

  await recordPrints(page.context());
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bar 1' }) });
  await card.getByRole('button', { name: 'Actions for Bar 1' }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(4200));
  await dialog.getByRole('button', { name: 'By item' }).click();

  // Two beers and the steak for the first guest, one beer for the second.
  const parts = dialog.getByRole('list', { name: 'Parts' });
  await expect(parts.getByRole('listitem')).toHaveText([/^Part 1: \$42\.00/, /^Part 2: \$0\.00/]);
  await dialog.getByLabel('Draft Beer in part 1').fill('2');
  await expect(dialog.getByTestId('split-unassigned')).toHaveText(`Not in any part yet: ${usd(600)}`);
  await dialog.getByLabel('Draft Beer in part 2').fill('1');
  await expect(dialog.getByTestId('split-unassigned')).toHaveCount(0);
  await expect(parts.getByRole('listitem')).toHaveText([/^Part 1: \$36\.00/, /^Part 2: \$6\.00/]);
  await expectNoA11yViolations(page, 'Split & Pay by item');

  // The second guest's own check lists only their beer.
  const [check] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Print the check of part 2' }).click(),
  ]);
  await check.waitForLoadState();
  await expect(check.getByTestId('receipt-part')).toHaveText('Part 2 of the bill');
  await expect(check.getByLabel('Receipt items')).toHaveText(`1 x Draft Beer${usd(600)}`);
  await expect(check.getByTestId('receipt-total')).toHaveText(usd(600));
  await expectNoA11yViolations(check, 'check of one part split by item');
  await check.close();

  // Each pays their part; the last one closes the table.
  await dialog.getByRole('button', { name: 'Pay part 2' }).click();
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('6.00');
  await dialog.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(3600));
  await expect(parts.getByRole('listitem').nth(1)).toContainText('Paid');
  await dialog.getByRole('button', { name: 'Pay part 1' }).click();
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('36.00');
  await dialog.getByLabel('Payment Type').selectOption({ label: 'Cash' });
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Bill paid & orders completed!')).toBeVisible();
  const invoices = await ok<Array<{ total: number }>>(api.get('/api/v1/invoices?type=today'));
  expect(invoices.map((i) => i.total)).toEqual([42]);

  // A beer was flat: one beer is refunded by line, at what it cost.
  await page.goto('/dashboard/invoices');
  await page.getByRole('button', { name: /^Refund invoice/ }).click();
  const refundDialog = page.getByRole('dialog', { name: 'Refund' });
  await refundDialog.getByLabel('Units of Draft Beer to refund').fill('1');
  await expect(refundDialog.getByLabel('Amount to refund')).toHaveValue('6.00');
  await refundDialog.getByLabel('Refund to').selectOption({ label: 'Card' });
  await refundDialog.getByLabel('Reason').fill('Flat beer');
  await expectNoA11yViolations(page, 'refund dialog by line');
  await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund recorded!')).toBeVisible();
  await expect(page.getByText(`Refunded ${usd(600)}`)).toBeVisible();
  await api.dispose();
});
