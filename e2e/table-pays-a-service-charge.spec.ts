import { formatMoney } from '@mise/domain';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ensurePaymentTypes, ok } from './support/store-api';

/**
 * The owner sets a 12.5 % service charge for dine-in parties of six or more, taxed at 10 %; the
 * POS shows it only once the party is big enough, the bill, the receipt and the day's report
 * carry it, and what the table pays is the server's total to the cent. The waiter puts a paella
 * on seat 1, one on seat 2 and a jug of sangria for the table, and the bill is split by seat.
 * Two paellas (2 x 30.00) and a jug of sangria (24.00), no tax on the food: 84.00 of sales,
 * 10.50 of service charge, 1.05 of tax on it: 95.55. The 11.55 is shared over the lines by their
 * sales (4.13, 4.12 and 3.30): seat 1 pays its paella and the sangria, 61.43, seat 2 34.12.
 */
const usd = (minor: number) => formatMoney(minor, 'USD');
const TABLE = { title: 'Garden 1', floor: 'Garden', seatingCapacity: 8 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');

async function addToCart(page: Page, title: string) {
  await page.getByRole('button', { name: `Add ${title}` }).click();
}

test('a party of six pays the service charge the owner set, split by seat: on the POS, the bill, the receipt and the report', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await addTable(api, TABLE);
  await ensurePaymentTypes(api, ['Card']);
  await addMenuItems(api, [
    ['Seafood Paella', 30],
    ['Sangria Jug', 24],
  ]);
  await ok(api.post('/api/v1/settings/taxes/add', { data: { title: 'VAT', rate: 10, type: 'exclusive' } }));

  // The owner sets the service charge in Settings → Checkout.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings/checkout');
  await expect(page.getByLabel('Service charge (%)')).toHaveValue('0');
  await page.getByLabel('Service charge (%)').fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a service charge from 0 to 50%!')).toBeVisible();
  await expect(page.getByLabel('Service charge (%)')).toBeFocused();
  await page.getByLabel('Service charge (%)').fill('12.5');
  await page.getByLabel('From a party of (guests)').fill('6');
  await page.getByLabel('Tax on the service charge').selectOption({ label: 'VAT (10%)' });
  await expect(page.getByRole('switch', { name: /Dine-in orders only/ })).toBeChecked();
  await expectNoA11yViolations(page, 'checkout settings with a service charge');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Checkout settings saved!')).toBeVisible();

  // The POS: a party of four pays none, six pay it.
  await page.goto('/dashboard/pos');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByLabel('Table').selectOption({ label: TABLE.title });
  await page.getByLabel('Guests').fill('4');
  const seats = page.getByRole('group', { name: 'Seat for the next items' });
  await seats.getByRole('button', { name: 'Seat 1' }).click();
  await addToCart(page, 'Seafood Paella');
  await seats.getByRole('button', { name: 'Seat 2' }).click();
  await expect(seats.getByRole('button', { name: 'Seat 2' })).toHaveAttribute('aria-pressed', 'true');
  await addToCart(page, 'Seafood Paella');
  await seats.getByRole('button', { name: 'Table (shared)' }).click();
  await addToCart(page, 'Sangria Jug');
  const cart = page.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem', { name: 'Seafood Paella' })).toHaveCount(2);
  await expect(cart.getByRole('listitem', { name: 'Seafood Paella' }).first()).toContainText('Seat 1');
  await expect(cart.getByRole('listitem', { name: 'Seafood Paella' }).last()).toContainText('Seat 2');
  await expect(page.getByTestId('payable-total')).toHaveText(usd(8400));
  await expect(page.getByTestId('service-charge')).toHaveCount(0);
  await page.getByLabel('Guests').fill('6');
  await expect(page.getByTestId('service-charge')).toHaveText(usd(1050));
  await expect(page.getByTestId('tax-total')).toHaveText(usd(105));
  await expect(page.getByTestId('payable-total')).toHaveText(usd(9555));
  await expectNoA11yViolations(page, 'POS with a service charge');
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  const summary = page.getByRole('dialog', { name: 'Send order to Kitchen' });
  await expect(summary.getByTestId('service-charge')).toHaveText(usd(1050));
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/pos/create-order') && r.request().method() === 'POST'),
    summary.getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(await created.json()).toMatchObject({ serviceChargeTotal: 10.5, payableTotal: 95.55 });
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // The Orders screen: the receipt and the bill carry it.
  await page.goto('/dashboard/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TABLE.title }) });
  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Print Receipt' }).click(),
  ]);
  await receipt.waitForLoadState();
  await expect(receipt.getByLabel('Receipt totals')).toContainText(`Service charge${usd(1050)}`);
  await expect(receipt.getByTestId('receipt-total')).toHaveText(usd(9555));
  await receipt.close();

  await card.getByRole('button', { name: `Actions for ${TABLE.title}` }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Split & Pay' });
  await expect(dialog.getByLabel('Bill summary')).toContainText(`incl. Service Charge${usd(1050)}`);
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(9555));
  await dialog.getByRole('button', { name: 'By seat' }).click();
  const parts = dialog.getByRole('list', { name: 'Parts' });
  await expect(parts.getByRole('listitem')).toHaveText([
    new RegExp(`^Seat 1: ${escapeRegExp(usd(6143))}`),
    new RegExp(`^Seat 2: ${escapeRegExp(usd(3412))}`),
  ]);
  await expect(dialog.getByLabel('Sangria Jug in seat 1')).toHaveValue('1');
  await expectNoA11yViolations(page, 'Split & Pay by seat with a service charge');
  await dialog.getByRole('button', { name: 'Pay seat 1' }).click();
  await dialog.getByLabel('Payment Type').selectOption({ label: 'Card' });
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('61.43');
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(dialog.getByTestId('bill-due')).toHaveText(usd(3412));
  // Another till choosing the table sees it part paid before taking a new round.
  const till = await page.context().newPage();
  await till.goto('/dashboard/pos');
  await expect(till.getByText('Your cart is empty')).toBeVisible();
  await till.getByLabel('Table').selectOption({ label: TABLE.title });
  await expect(till.getByTestId('table-due')).toHaveText(
    `${TABLE.title} has 1 open order · part paid ${usd(6143)} · due ${usd(3412)} · See on Orders`,
  );
  await expectNoA11yViolations(till, 'POS with a part-paid table');
  await till.close();
  await page.bringToFront();
  await dialog.getByRole('button', { name: 'Pay seat 2' }).click();
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('34.12');
  await dialog.getByRole('button', { name: 'Take Payment' }).click();
  await expect(page.getByText('Bill paid & orders completed!')).toBeVisible();

  // The day's report keeps it apart from sales and tax.
  await page.goto('/dashboard/reports');
  await expect(page.getByTestId('stat-Service Charge')).toHaveText(usd(1050));
  await expect(page.getByTestId('stat-Net Revenue')).toHaveText(usd(8400));
  await expect(page.getByTestId('stat-Revenue Total')).toHaveText(usd(9555));
  await expectNoA11yViolations(page, 'reports with a service charge');
});
