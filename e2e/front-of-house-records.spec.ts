import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

async function ok<T = Record<string, unknown>>(
  response: Promise<import('@playwright/test').APIResponse>,
): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A datetime-local value a few minutes from now, in the browser's (and the store's) zone: UTC. */
function soonLocalInput(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
}

test('front of house: book a new customer, see it on the dashboard, page to the customer, find the paid invoice and its amount in the report', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api: APIRequestContext = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const { id: soupId } = await ok<{ id: number }>(
    api.post('/api/v1/menu-items/add', { data: { title: 'Records Soup', price: 12.25 } }),
  );

  await loginThroughUi(page, owner.email, owner.password);

  // 1. A reservation for a customer the store does not know yet.
  await page.goto('/dashboard/reservation');
  await expect(page.getByText('Today to one month ahead', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  const booking = page.getByRole('dialog', { name: 'Add Reservation' });
  await booking.getByRole('button', { name: 'Save' }).click();
  await expect(booking.getByText('Please select customer!')).toBeVisible();
  await expectNoA11yViolations(page, 'reservation dialog with an error');
  await booking.getByRole('button', { name: 'New customer' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Add Customer' });
  await newCustomer.getByLabel('Phone').fill('not a phone');
  await newCustomer.getByLabel('Name').fill('Hedy Lamarr');
  await newCustomer.getByRole('button', { name: 'Save' }).click();
  await expect(newCustomer.getByText('Please provide valid phone no.!')).toBeVisible();
  await newCustomer.getByLabel('Phone').fill('+1 555 0199');
  await newCustomer.getByRole('button', { name: 'Save' }).click();
  await expect(newCustomer).toBeHidden();
  await expect(booking.getByTestId('picked-customer')).toContainText('Hedy Lamarr');
  await booking.getByRole('button', { name: 'Save' }).click();
  await expect(booking.getByText('Please select date & time!')).toBeVisible();
  await booking.getByLabel('Date & Time').fill(soonLocalInput(10));
  await booking.getByLabel('People').fill('3');
  await booking.getByLabel('Notes').fill('Quiet corner');
  await booking.getByRole('button', { name: 'Save' }).click();
  await expect(booking).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Hedy Lamarr' });
  await expect(card).toContainText('3 people');
  await expect(card).toContainText('booked');

  // 2. It is on today's dashboard.
  await page.goto('/dashboard/home');
  const todays = page.getByRole('list', { name: "Today's Reservations" });
  await expect(todays).toContainText('Hedy Lamarr');
  await expect(todays).toContainText('+1 555 0199');
  await expect(page.getByText('No Top Selling items found for Today!')).toBeVisible();

  // 3. Ten newer customers push her to page 2 of the customers list (newest first, 10 a page).
  for (let i = 0; i < 10; i += 1) {
    await ok(
      api.post('/api/v1/customers/add', { data: { phone: `+1 555 02${i}0`, name: `Later Guest ${i}` } }),
    );
  }
  await page.goto('/dashboard/customers');
  await expect(page.getByText('Showing 10 of 11')).toBeVisible();
  await expectNoA11yViolations(page, 'customers');
  await expect(page.getByRole('listitem').filter({ hasText: 'Hedy Lamarr' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(page.getByText('Showing 1 of 11')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hedy Lamarr' })).toBeVisible();

  // 4. She orders and pays: the invoice and the report show the server's amount.
  const paid = await ok<{ payableTotal: number; invoiceId: number }>(
    api.post('/api/v1/pos/create-order-and-invoice', {
      data: {
        cart: [{ id: soupId, quantity: 2 }],
        deliveryType: 'dinein',
        customerType: 'CUSTOMER',
        customerId: '+1 555 0199',
      },
    }),
  );
  expect(paid.payableTotal).toBe(24.5);
  await page.goto('/dashboard/invoices');
  const row = page.getByRole('row').filter({ hasText: `#${paid.invoiceId}` });
  await expect(row).toContainText('Hedy Lamarr');
  await expect(row).toContainText('$24.50');
  await expect(row).toContainText('Dine-In');
  await expect(page.getByTestId('invoices-total')).toHaveText('$24.50');
  await expectNoA11yViolations(page, 'invoices');

  await page.goto('/dashboard/reports');
  await expect(page.getByTestId('stat-Revenue Total')).toHaveText('$24.50');
  await expect(page.getByTestId('stat-Orders')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Top Selling Items' })).toContainText('Records Soup');
  await expect(page.getByRole('img', { name: 'Revenue per day' })).toBeVisible();
  await expectNoA11yViolations(page, 'reports');
  await api.dispose();
});
