import { formatMoney } from '@mise/domain';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ok, placeOrder } from './support/store-api';

/**
 * A cashier's shift on one drawer: opened with a 100.00 float; a table pays its 45.00 in cash with
 * 60.00 handed over (15.00 back); 12.50 goes out for ice; the X report says 132.50 should be in
 * the drawer. The count finds 132.00: the shift closes 0.50 short, and the close report prints.
 */
const usd = (minor: number) => formatMoney(minor, 'USD');
const TABLE = { title: 'Window 2', floor: 'Main', seatingCapacity: 4 };

test('a cashier opens the drawer, takes cash, pays out, reads the X report and closes with a variance', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const tableId = await addTable(api, TABLE);
  const items = await addMenuItems(api, [['Steak Frites', 22.5]]);
  await placeOrder(api, [[items['Steak Frites'], 2]], tableId);

  await loginThroughUi(page, owner.email, owner.password);
  await page.getByRole('link', { name: 'Cash Drawer' }).first().click();
  await expect(page.getByRole('heading', { name: 'Cash Drawer' })).toBeVisible();
  await expect(page.getByText('No shift is open')).toBeVisible();
  await expect(page.getByText('No closed shifts yet.')).toBeVisible();
  await expectNoA11yViolations(page, 'cash drawer with no shift open');
  await page.getByLabel('Opening float').fill('100');
  await page.getByRole('button', { name: 'Open Shift' }).click();
  await expect(page.getByText('Shift opened!')).toBeVisible();
  const drawer = page.getByRole('region', { name: 'Cash drawer' });
  await expect(drawer).toContainText(`Expected in drawer${usd(10000)}`);

  // The table pays in cash at the Orders screen.
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TABLE.title }) });
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const bill = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(bill.getByTestId('bill-due')).toHaveText(usd(4500));
  await bill.getByLabel('Payment Type').selectOption({ label: 'Cash' });
  await bill.getByLabel('Cash given').fill('60');
  await expect(bill.getByTestId('bill-change')).toContainText(usd(1500));
  await bill.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Bill paid & orders completed!')).toBeVisible();

  // Back at the drawer: the cash is in, then 12.50 goes out for ice.
  await page.goto('/dashboard/cash-drawer');
  await expect(drawer).toContainText(`Cash taken${usd(4500)}`);
  await expect(drawer).toContainText(`Expected in drawer${usd(14500)}`);
  await page.getByRole('button', { name: 'Pay Out' }).click();
  const payOut = page.getByRole('dialog', { name: 'Pay Out' });
  await payOut.getByLabel('Amount').fill('12.50');
  await payOut.getByLabel('Reason').fill('Ice from the shop');
  await expectNoA11yViolations(page, 'pay-out dialog');
  await payOut.getByRole('button', { name: 'Pay Out' }).click();
  await expect(page.getByText('Cash movement recorded!')).toBeVisible();
  await expect(drawer).toContainText(`Pay-outs−${usd(1250)}`);
  await expect(drawer).toContainText(`Expected in drawer${usd(13250)}`);
  await expect(page.getByRole('region', { name: 'Pay-ins and pay-outs' })).toContainText(
    'Out · Ice from the shop',
  );
  await expect(page.getByRole('region', { name: 'Payments by type' })).toContainText(`Cash (1)${usd(4500)}`);
  await expectNoA11yViolations(page, 'cash drawer with an open shift');

  // The X report prints on the receipt roll.
  const [xReport] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print X Report' }).click(),
  ]);
  await xReport.waitForLoadState();
  const xSheet = xReport.getByRole('main', { name: 'Shift report' });
  await expect(xSheet).toContainText('X REPORT');
  await expect(xSheet).toContainText(`Expected in drawer${usd(13250)}`);
  await expect(xSheet).toHaveAttribute('data-page-width', '80');
  await xReport.close();

  // Closing: a bad count is refused on the spot, then the real count is 0.50 short.
  await page.getByRole('button', { name: 'Close Shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close Shift' });
  await closeDialog.getByLabel(usd(10000), { exact: true }).fill('-1');
  await expect(closeDialog.getByRole('alert')).toHaveText(
    'Please enter how many of each note and coin (0 or more)!',
  );
  await expect(closeDialog.getByRole('button', { name: 'Close Shift' })).toBeDisabled();
  await closeDialog.getByLabel(usd(10000), { exact: true }).fill('1');
  await closeDialog.getByLabel(usd(2000), { exact: true }).fill('1');
  await closeDialog.getByLabel(usd(1000), { exact: true }).fill('1');
  await closeDialog.getByLabel(usd(200), { exact: true }).fill('1');
  await expect(closeDialog.getByLabel('Drawer count')).toContainText(`Counted${usd(13200)}`);
  await expect(closeDialog.getByTestId('close-variance')).toHaveText(`−${usd(50)}`);
  await expect(closeDialog.getByLabel('Drawer count')).toContainText('Variance (short)');
  await closeDialog.getByLabel('Note (optional)').fill('Half a dollar short');
  await expectNoA11yViolations(page, 'close shift dialog');
  await closeDialog.getByRole('button', { name: 'Close Shift' }).click();
  await expect(page.getByText('Shift closed!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Shift #' })).toContainText(
    `counted ${usd(13200)} against ${usd(13250)} expected (−${usd(50)})`,
  );
  await expect(page.getByText('No shift is open')).toBeVisible();
  const history = page.getByRole('table', { name: 'Past shifts' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(`−${usd(50)}`);

  // The close report on the 57 mm roll.
  await page.getByLabel('Report paper').selectOption('57');
  const [closeReport] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print Close Report' }).click(),
  ]);
  await closeReport.waitForLoadState();
  const sheet = closeReport.getByRole('main', { name: 'Shift report' });
  await expect(sheet).toHaveAttribute('data-page-width', '57');
  await expect(sheet).toContainText('SHIFT CLOSE');
  await expect(sheet).toContainText(`Variance (short)−${usd(50)}`);
  await expect(sheet).toContainText('Note: Half a dollar short');
  await closeReport.close();

  // End of day: the Z report has the sale, the cash and the variance; it prints, downloads and closes.
  await page.goto('/dashboard/reports');
  await page.getByRole('link', { name: 'End of Day' }).click();
  await expect(page.getByRole('heading', { name: 'End of Day' })).toBeVisible();
  await expect(page.getByText('Open: figures so far')).toBeVisible();
  await expect(page.getByTestId('stat-Total')).toHaveText(usd(4500));
  await expect(page.getByRole('region', { name: 'Sales', exact: true })).toContainText(
    `Net sales${usd(4500)}`,
  );
  await expect(page.getByRole('region', { name: 'Takings' })).toContainText(`Cash (1)${usd(4500)}`);
  const dayCash = page.getByRole('region', { name: 'Cash drawer' });
  await expect(dayCash).toContainText(`Expected${usd(13250)}`);
  await expect(dayCash).toContainText(`Variance (short)−${usd(50)}`);
  await expect(page.getByRole('region', { name: 'Sales by category' })).toContainText(usd(4500));
  await expect(page.getByRole('region', { name: 'Top items' })).toContainText('Steak Frites× 2');
  await expectNoA11yViolations(page, 'end of day, open');
  const [z] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print' }).click(),
  ]);
  await z.waitForLoadState();
  const zSheet = z.getByRole('main', { name: 'Z report' });
  await expect(zSheet).toHaveAttribute('data-page-width', '57');
  await expect(zSheet).toContainText('Z REPORT (DAY OPEN)');
  await expect(zSheet).toContainText(`Net takings${usd(4500)}`);
  await z.close();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^z-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain('Sales,Total,45.00');
  expect(csv).toContain('Cash drawer,Variance,-0.50');

  await page.getByRole('button', { name: 'Close Day' }).click();
  const confirmDay = page.getByRole('dialog', { name: 'Close the day?' });
  await expect(confirmDay).toContainText('makes its figures final');
  await confirmDay.getByRole('button', { name: 'Close Day' }).click();
  await expect(page.getByText('Day closed! Its figures are final.')).toBeVisible();
  await expect(page.getByText(/^Closed .* by Journey Bistro$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Day' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'end of day, closed');

  // The audit log shows who did what with the drawer and the day, newest first.
  await page.getByRole('link', { name: 'Audit Log' }).first().click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').nth(1)).toContainText('Day closed');
  await expect(log).toContainText('Shift closed');
  await expect(log).toContainText('Shift opened');
  await expect(log.getByRole('row').filter({ hasText: 'Pay-out' })).toContainText('Reason:Ice from the shop');
  await expect(log.getByRole('row').filter({ hasText: 'Shift closed' })).toContainText('Variance:-0.5');
  await expectNoA11yViolations(page, 'audit log');
  await page.getByLabel('Action').selectOption({ label: 'Pay-out' });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText(`Journey Bistro`);
  await expect(log.getByRole('row').nth(1)).toContainText(usd(1250));
});
