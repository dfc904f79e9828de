import { formatMoney } from '@mise/domain';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';
import { addMenuItems, addTable, ensurePaymentTypes, ok, ownerApi } from './support/store-api';

/**
 * The customer display: a tablet facing the guest (a user with the Customer Display permission) is
 * linked from the till. The cart shows there live with its total as items are added; at payment the
 * guest taps a tip on the display, the till's payment carries it, and the display says thank you.
 */
const TABLE = { title: 'Display Table', floor: 'Main', seatingCapacity: 2 };
const usd = (minor: number) => formatMoney(minor, 'USD');

test('a customer display linked to the till mirrors the cart live, takes the guest’s tip and says thank you', async ({
  page,
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await addMenuItems(api, [['Display Pasta', 12]]);
  await addTable(api, TABLE);
  await ensurePaymentTypes(api, ['Cash', 'Card']);
  const screenUser = { username: uniqueEmail('screen'), password: 'screen password' };
  await ok(
    api.post('/api/v1/users/add', {
      data: { name: 'Front Screen', ...screenUser, userScopes: ['CUSTOMER_DISPLAY'] },
    }),
  );
  const store = await ok<{ storeName: string }>(api.get('/api/v1/settings/store-setting'));

  // The tablet facing the guest, 1280 × 800, signed in as the display's user.
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tablet = await tabletContext.newPage();
  // A user with only CUSTOMER_DISPLAY lands on the display after signing in.
  await tablet.goto('/login');
  await tablet.getByLabel('Email').fill(screenUser.username);
  await tablet.getByLabel('Password').fill(screenUser.password);
  await tablet.getByRole('button', { name: 'Login' }).click();
  await tablet.waitForURL(/\/customer-display$/);
  await expect(tablet.getByRole('heading', { name: store.storeName })).toBeVisible();
  await expect(tablet.getByText('Welcome!')).toBeVisible();
  const code = (await tablet.locator('main span.font-mono').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-F]{4}$/);
  await tablet.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
  await expectNoA11yViolations(tablet, 'customer display, welcome');

  // The till links it.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/pos');
  await page.getByRole('button', { name: 'Customer display' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Customer display' });
  await expect(linkDialog.getByText(code)).toBeVisible();
  await expectNoA11yViolations(page, 'POS, link a customer display');
  await linkDialog.getByRole('button', { name: `Link display ${code}` }).click();
  await expect(linkDialog.getByText('Linked')).toBeVisible();
  await linkDialog.getByRole('button', { name: 'Done' }).click();

  // Items added at the till show on the display at once, with the till's total.
  await page.getByRole('button', { name: 'Add Display Pasta' }).click();
  const lines = tablet.getByTestId('display-lines').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('1×');
  await expect(tablet.getByTestId('display-total')).toHaveText(usd(1200));
  await page.getByRole('button', { name: 'Add Display Pasta' }).click();
  await expect(lines.first()).toContainText('2×');
  await expect(lines.first()).toContainText('Display Pasta');
  await expect(tablet.getByTestId('display-total')).toHaveText(usd(2400));
  await expect(page.getByTestId('payable-total').first()).toHaveText(usd(2400));
  await expectNoA11yViolations(tablet, 'customer display, cart');

  // Sent to the kitchen for the table: the cart empties and the display greets again.
  await page.getByLabel('Table').selectOption({ label: TABLE.title });
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click();
  await page
    .getByRole('dialog', { name: 'Order sent to Kitchen' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click();
  await expect(tablet.getByText('Welcome!')).toBeVisible();

  // At payment the display asks the guest; the guest taps 10 %.
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TABLE.title }) });
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(pay.getByTestId('bill-due')).toHaveText(usd(2400));
  await expect(tablet.getByRole('heading', { name: 'Add a tip?' })).toBeVisible();
  await expect(tablet.getByText(`Your total: ${usd(2400)}`)).toBeVisible();
  await expectNoA11yViolations(tablet, 'customer display, tip question');
  await tablet.getByRole('button', { name: /^10 %/ }).click();
  await expect(tablet.getByText('Your server will finish the payment.')).toBeVisible();

  // The till's payment carries the guest's tip; the till takes the payment.
  await expect(pay.getByLabel('Tip amount')).toHaveValue('2.40');
  await expect(pay.getByTestId('guest-tip')).toHaveText(`The guest chose a tip of ${usd(240)} (10 %).`);
  await pay.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await pay.getByRole('button', { name: 'Take Payment' }).click();
  await expect(pay.getByText('Bill paid. The orders are completed.')).toBeVisible();
  await expect(pay.getByRole('list', { name: 'Payments taken' })).toContainText(`tip ${usd(240)}`);

  // The display thanks the guest with what was paid.
  await expect(tablet.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(tablet.getByTestId('display-paid')).toHaveText(`Paid ${usd(2640)}`);
  await expectNoA11yViolations(tablet, 'customer display, thank you');
  expect(await tablet.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  await pay.getByRole('button', { name: 'Done' }).click();
  await tabletContext.close();
});
