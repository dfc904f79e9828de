import type { TCreateOrderResponse } from '@mise/contracts';
import { formatMoney, priceCart } from '@mise/domain';
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

/**
 * One order through every screen it touches, in a fresh restaurant: the POS builds the cart through
 * the UI (a variant, an addon, a note, dine-in at a table) and sends it; the kitchen display, already
 * open on another device, shows it without a reload and makes it; the Orders screen takes the payment
 * and prints the receipt. Every total shown on the way equals what the shared pricing rules
 * (`priceCart` in packages/domain) compute from the menu prices set up here.
 */
async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

// The menu, in major units as the API takes them; the expected totals are derived from these.
const MENU = {
  item: { title: 'Journey Pasta', price: 12 },
  variants: [
    { title: 'Regular', price: 12 },
    { title: 'Family size', price: 15.5 },
  ],
  addon: { title: 'Truffle oil', price: 2.25 },
  // Two decimals in the rate: the line's tax needs rounding (35.50 × 8.25 % = 2.92875).
  tax: { title: 'City Tax', rate: 8.25, type: 'exclusive' as const },
  table: { title: 'Terrace 4', floor: 'Roof', seatingCapacity: 4 },
  paymentType: 'Card',
};
const QUANTITY = 2;
const NOTE = 'No parmesan, please';

const minor = (major: number) => Math.round(major * 100);
const usd = (minorUnits: number) => formatMoney(minorUnits, 'USD');

async function setUpRestaurant(api: APIRequestContext) {
  // Printing off: the POS then shows the token dialog; the receipt is asked for at payment.
  await ok(
    api.post('/api/v1/settings/print-setting', {
      data: {
        pageFormat: 80,
        header: null,
        footer: null,
        showNotes: true,
        isEnablePrint: false,
        showStoreDetails: false,
        showCustomerDetails: false,
        printToken: true,
      },
    }),
  );
  await ok(api.post('/api/v1/settings/taxes/add', { data: MENU.tax }));
  await ok(api.post('/api/v1/settings/store-tables/add', { data: MENU.table }));
  await ok(
    api.post('/api/v1/settings/payment-types/add', { data: { title: MENU.paymentType, isActive: true } }),
  );
  const taxes = await ok<Array<{ id: number; title: string }>>(api.get('/api/v1/settings/taxes'));
  const taxId = taxes.find((t) => t.title === MENU.tax.title)?.id;
  await ok(api.post('/api/v1/menu-items/add', { data: { ...MENU.item, taxId } }));
  const init = await ok<{ menuItems: Array<{ id: number; title: string }> }>(api.get('/api/v1/pos/init'));
  const itemId = init.menuItems.find((m) => m.title === MENU.item.title)!.id;
  for (const variant of MENU.variants) {
    await ok(api.post(`/api/v1/menu-items/variants/${itemId}/add`, { data: variant }));
  }
  await ok(api.post(`/api/v1/menu-items/addons/${itemId}/add`, { data: MENU.addon }));
}

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

async function openSignedIn(context: BrowserContext, email: string, password: string, path: string) {
  const page: Page = await context.newPage();
  await loginThroughUi(page, email, password);
  await page.goto(path);
  return page;
}

test('an order goes from the POS through the kitchen to payment and a receipt, at the shared pricing rules’ totals', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  // Two devices and several live round trips on a busy machine.
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await setUpRestaurant(api);

  // What the cart must cost: Family size 15.50 + Truffle oil 2.25 = 17.75, × 2 = 35.50, 8.25 % on top.
  const expected = priceCart([
    {
      basePrice: minor(MENU.item.price),
      variantPrice: minor(MENU.variants[1].price),
      addonPrices: [minor(MENU.addon.price)],
      quantity: QUANTITY,
      tax: { rateBasisPoints: minor(MENU.tax.rate), type: MENU.tax.type },
    },
  ]);
  expect(expected).toMatchObject({ itemsTotal: 3550, taxTotal: 293, payableTotal: 3843 });

  const kitchenContext = await browser.newContext();
  const floorContext = await browser.newContext();
  await recordPrints(floorContext);

  // Device 1: the kitchen display, open and waiting.
  const kitchen = await openSignedIn(kitchenContext, owner.email, owner.password, '/dashboard/kitchen');
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();
  await expect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // A marker on the window: it survives only if the kitchen page is never reloaded.
  await kitchen.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // Device 2: the POS builds the cart through its screens.
  const pos = await openSignedIn(floorContext, owner.email, owner.password, '/dashboard/pos');
  await expect(pos.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await pos.getByRole('button', { name: `Add ${MENU.item.title}` }).click();
  const options = pos.getByRole('dialog', { name: 'Select Variant & Addons' });
  await expect(options.getByLabel(MENU.variants[0].title)).toBeChecked();
  await options.getByLabel(MENU.variants[1].title).check();
  await options.getByLabel(MENU.addon.title).check();
  await expect(options.getByTestId('option-unit-price')).toHaveText(usd(expected.lines[0].unitPrice));
  await options.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(options).toBeHidden();

  const line = pos.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: MENU.item.title });
  await expect(line).toContainText(`${MENU.variants[1].title}, ${MENU.addon.title}`);
  await line.getByRole('button', { name: `Increase ${MENU.item.title}` }).click();
  await expect(line.getByTestId('line-quantity')).toContainText(String(QUANTITY));
  await line.getByRole('button', { name: `Add Notes for ${MENU.item.title}` }).click();
  const notes = pos.getByRole('dialog', { name: 'Add Notes' }).getByLabel('Notes');
  await notes.fill(NOTE);
  await notes.press('Enter');
  await expect(line.getByTestId('line-notes')).toHaveText(`Note: ${NOTE}`);

  // The cart's own summary already follows the shared rules.
  await expect(pos.getByTestId('items-total').first()).toHaveText(usd(expected.itemsTotal));
  await expect(pos.getByTestId('tax-total').first()).toHaveText(usd(expected.taxTotal));
  await expect(pos.getByTestId('payable-total').first()).toHaveText(usd(expected.payableTotal));

  await pos.getByLabel('Dining Option').selectOption('dinein');
  await pos.getByLabel('Table').selectOption({ label: MENU.table.title });
  await pos.getByRole('button', { name: 'Send to Kitchen' }).click();
  const confirmSend = pos.getByRole('dialog', { name: 'Send order to Kitchen' });
  await expect(confirmSend).toBeVisible();
  const posSummary = {
    items: await confirmSend.getByTestId('items-total').textContent(),
    tax: await confirmSend.getByTestId('tax-total').textContent(),
    payable: await confirmSend.getByTestId('payable-total').textContent(),
  };
  expect(posSummary).toEqual({
    items: usd(expected.itemsTotal),
    tax: usd(expected.taxTotal),
    payable: usd(expected.payableTotal),
  });
  const [response] = await Promise.all([
    pos.waitForResponse((r) => r.url().endsWith('/pos/create-order') && r.request().method() === 'POST'),
    confirmSend.getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  const order = (await response.json()) as TCreateOrderResponse;
  // The server, which alone decides what is stored, agrees to the cent.
  expect({
    items: minor(order.itemsTotal),
    tax: minor(order.taxTotal),
    payable: minor(order.payableTotal),
  }).toEqual({ items: expected.itemsTotal, tax: expected.taxTotal, payable: expected.payableTotal });

  const tokenDialog = pos.getByRole('dialog', { name: 'Order sent to Kitchen' });
  await expect(tokenDialog.getByTestId('token-no')).toHaveText(String(order.tokenNo));
  await expect(tokenDialog.getByTestId('order-id')).toHaveText(String(order.orderId));
  await expect(pos.getByText('Your cart is empty')).toBeVisible();
  await pos.keyboard.press('Escape');
  await expect(tokenDialog).toBeHidden();

  // The kitchen shows the ticket without a reload, with its table and note, and makes the dish.
  const ticket = kitchen.getByRole('article', { name: `Token ${order.tokenNo}` });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('heading', { name: MENU.table.title })).toBeVisible();
  await expect(ticket.getByText(NOTE)).toBeVisible();
  await expectNoA11yViolations(kitchen, 'kitchen with a ticket');
  expect(await kitchen.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
  await ticket.getByRole('button', { name: `Start Making: ${MENU.item.title}` }).click();
  await ticket.getByRole('button', { name: `Complete: ${MENU.item.title}` }).click();
  await expect(ticket).toBeHidden();
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();

  // The floor's Orders screen: the table's dish is ready; Pay & Complete with the receipt.
  await pos.goto('/dashboard/orders');
  const card = pos.getByLabel(MENU.table.title, { exact: true });
  await expect(card.getByText(`#${order.tokenNo}`)).toBeVisible();
  const floorItem = card.locator('li[data-status]').filter({ hasText: MENU.item.title });
  await expect(floorItem).toHaveAttribute('data-status', 'completed');
  await expectNoA11yViolations(pos, 'orders per table');
  await card.getByRole('button', { name: `Actions for ${MENU.table.title}` }).click();
  await pos.getByRole('menuitem', { name: 'Pay & Complete' }).click();
  const pay = pos.getByRole('dialog', { name: 'Pay & Complete' });
  const paySummary = pay.getByLabel('Payment summary');
  await expect(paySummary).toContainText(`Subtotal${usd(expected.itemsTotal)}`);
  await expect(paySummary).toContainText(`Tax${usd(expected.taxTotal)}`);
  await expect(pay.getByTestId('pay-total')).toHaveText(usd(expected.payableTotal));
  await expectNoA11yViolations(pos, 'Pay & Complete dialog');
  await pay.getByLabel('Payment Type').selectOption({ label: MENU.paymentType });
  await pay.getByLabel('Print Receipt').check();
  const [receipt] = await Promise.all([
    floorContext.waitForEvent('page'),
    pay.getByRole('button', { name: 'Pay & Complete' }).click(),
  ]);
  await expect(pos.getByText('No Orders Pending!')).toBeVisible();

  // The receipt popup prints the same figures as the POS summary and the shared rules.
  await receipt.waitForLoadState();
  expect(new URL(receipt.url()).pathname).toBe('/print-receipt');
  const totals = receipt.getByLabel('Receipt totals');
  await expect(totals).toContainText(`Subtotal (excl. tax)${posSummary.items}`);
  await expect(totals).toContainText(`Tax${posSummary.tax}`);
  await expect(receipt.getByTestId('receipt-total')).toHaveText(posSummary.payable!);
  const items = receipt.getByLabel('Receipt items');
  await expect(items).toContainText(MENU.item.title);
  await expect(items).toContainText(`${QUANTITY} x ${usd(expected.lines[0].unitPrice)}`);
  await expect(receipt.getByTestId('receipt-token')).toContainText(String(order.tokenNo));
  await expectNoA11yViolations(receipt, 'receipt print view');
  await expect
    .poll(() => receipt.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);

  await kitchenContext.close();
  await floorContext.close();
  await api.dispose();
});
