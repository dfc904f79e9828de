import type { TCreateOrderResponse, TQrOrder, TStoreSetting, TStoreTable } from '@mise/contracts';
import { formatMoney } from '@mise/domain';
import type { Locator, Page, Response } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { demoLogin, expect, loginThroughUi, test } from './support/fixtures';

/**
 * The POS takes orders for the demo restaurant: a cart with a variant, addons, a note and a keyboard
 * add goes to the kitchen with the totals the server stores; a paid order creates its invoice; a
 * diner's QR order shows up live, is loaded, sent, and leaves the list; a cart parks as a draft.
 */
const usd = (major: number) => formatMoney(Math.round(major * 100), 'USD');

async function openPos(page: Page) {
  const { email, password } = demoLogin();
  await loginThroughUi(page, email, password);
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
}

function cartLine(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: title });
}

/** Confirms the open summary dialog and returns the server's answer and the dialog's totals. */
async function confirmSend(page: Page, button: string, path: string) {
  const summary = page.getByRole('dialog');
  const shown = {
    items: await summary.getByTestId('items-total').textContent(),
    tax: await summary.getByTestId('tax-total').textContent(),
    payable: await summary.getByTestId('payable-total').textContent(),
  };
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith(path) && r.request().method() === 'POST'),
    summary.getByRole('button', { name: button }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  return { shown, result: (await response.json()) as TCreateOrderResponse };
}

/** After a send: the token dialog, or (when the store prints) the receipt popup. */
async function expectSent(page: Page, result: TCreateOrderResponse) {
  // The cart empties in the same render that opens the dialog (or the popup).
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Order sent to Kitchen' });
  if (await dialog.isVisible()) {
    await expect(dialog.getByTestId('token-no')).toHaveText(String(result.tokenNo));
    await expect(dialog.getByTestId('order-id')).toHaveText(String(result.orderId));
    await expect(dialog.getByRole('button', { name: 'Print Token' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

test('the POS sends a cart with a variant, addons and a note to the kitchen at the server’s totals', async ({
  page,
}) => {
  await openPos(page);

  // Margherita Pizza has variants and addons: the dialog preselects the first variant.
  await page.getByRole('button', { name: 'Add Margherita Pizza' }).click();
  const options = page.getByRole('dialog', { name: 'Select Variant & Addons' });
  await expect(options.getByLabel('Regular 10"')).toBeChecked();
  await options.getByLabel('Large 14"').check();
  await options.getByLabel('Extra mozzarella').check();
  await expect(options.getByTestId('option-unit-price')).toHaveText('$18.50');
  await expectNoA11yViolations(page, 'POS variant and addons dialog');
  await options.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(options).toBeHidden();

  // Items without options go straight in; the same item again merges into its line.
  await page.getByRole('button', { name: 'Add Tomato Bruschetta' }).click();
  await page.getByRole('button', { name: 'Add Tomato Bruschetta' }).click();
  await page.getByRole('button', { name: 'Add Crispy Calamari' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLine(page, 'Tomato Bruschetta').getByTestId('line-quantity')).toContainText('2');
  await page.getByRole('button', { name: 'Remove Crispy Calamari' }).click();
  await expect(cartLine(page, 'Crispy Calamari')).toHaveCount(0);

  // '/' finds the search; Enter adds the single match.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search Item' });
  await expect(search).toBeFocused();
  await search.fill('  LEMONADE ');
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.press('Enter');
  await expect(cartLine(page, 'Fresh Lemonade')).toBeVisible();
  await search.fill('');

  // Quantity + and −, a note of at most 100 characters.
  const lemonade = cartLine(page, 'Fresh Lemonade');
  await lemonade.getByRole('button', { name: 'Increase Fresh Lemonade' }).click();
  await expect(lemonade.getByTestId('line-quantity')).toContainText('2');
  await lemonade.getByRole('button', { name: 'Decrease Fresh Lemonade' }).click();
  await expect(lemonade.getByTestId('line-quantity')).toContainText('1');
  await lemonade.getByRole('button', { name: 'Add Notes for Fresh Lemonade' }).click();
  const notes = page.getByRole('dialog', { name: 'Add Notes' }).getByLabel('Notes');
  await notes.fill('x'.repeat(120));
  await expect(notes).toHaveValue('x'.repeat(100));
  await notes.fill('No ice, please');
  await notes.press('Enter');
  await expect(lemonade.getByTestId('line-notes')).toHaveText('Note: No ice, please');

  // Spec 1 section 5: 18.50 + 8 % and 2 × 6.50 + 8 % exclusive, 4.50 with 10 % inclusive.
  await expect(page.getByTestId('items-total').first()).toHaveText('$35.59');
  await expect(page.getByTestId('tax-total').first()).toHaveText('$2.93');
  await expect(page.getByTestId('payable-total').first()).toHaveText('$38.52');

  await page.getByLabel('Dining Option').selectOption('dinein');
  await page.getByLabel('Table').selectOption({ label: 'T2' });
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Send order to Kitchen' })).toBeVisible();
  const { shown, result } = await confirmSend(page, 'Send to Kitchen', '/pos/create-order');
  expect(shown).toEqual({
    items: usd(result.itemsTotal),
    tax: usd(result.taxTotal),
    payable: usd(result.payableTotal),
  });
  expect(result).toMatchObject({ itemsTotal: 35.59, taxTotal: 2.93, payableTotal: 38.52 });
  await expectSent(page, result);
  // The cart's table and customer are cleared with it.
  await expect(page.getByLabel('Table')).toHaveValue('');
});

test('Create Receipt & Pay sends a paid order with its payment type', async ({ page }) => {
  await openPos(page);
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart is empty!' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Classic Burger' }).click();
  const options = page.getByRole('dialog', { name: 'Select Variant & Addons' });
  await options.getByLabel('Bacon').check();
  await options.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByLabel('Dining Option').selectOption('takeaway');

  await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
  await expect(pay).toBeVisible();
  await expectNoA11yViolations(page, 'POS payment dialog');
  await pay.getByLabel('Payment Type').selectOption({ label: 'Card' });
  const { shown, result } = await confirmSend(
    page,
    'Collect Payment & Send',
    '/pos/create-order-and-invoice',
  );
  // Single 14.00 + bacon 2.50 = 16.50, 8 % exclusive = 1.32.
  expect(result).toMatchObject({ itemsTotal: 16.5, taxTotal: 1.32, payableTotal: 17.82 });
  expect(result.invoiceId).toBeGreaterThan(0);
  expect(shown.payable).toBe('$17.82');
  await expectSent(page, result);
});

test('a QR order appears live, is loaded into the cart, sent, and leaves the list', async ({ page }) => {
  await openPos(page);
  const store = (await (await page.request.get('/api/v1/settings/store-setting')).json()) as TStoreSetting;
  const tables = (await (await page.request.get('/api/v1/settings/store-tables')).json()) as TStoreTable[];
  const t3 = tables.find((t) => t.table_title === 'T3')!;
  const menu = await (await page.request.get('/api/v1/pos/init')).json();
  const cappuccino = menu.menuItems.find((i: { title: string }) => i.title === 'Cappuccino');

  const badge = page.getByTestId('qr-orders-count');
  const countBefore = (await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0;
  const phone = `555 ${Date.now() % 100000}`;
  const placed = await page.request.post(`/api/v1/qrmenu/${store.uniqueQRCode}/place-order`, {
    data: {
      cartItems: [
        {
          id: cappuccino.id,
          quantity: 2,
          variant_id: cappuccino.variants[1].id,
          addons_ids: [cappuccino.addons[0].id],
          notes: 'extra hot',
        },
      ],
      customerType: 'CUSTOMER',
      customer: { name: 'Qr Diner', phone },
      tableId: t3.encrypted_id,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { qrOrderId } = (await placed.json()) as { qrOrderId: number };

  // The badge follows the socket's new_qrorder without a reload.
  await expect
    .poll(async () => Number.parseInt((await badge.textContent()) ?? '0', 10))
    .toBeGreaterThanOrEqual(countBefore + 1);

  await page.getByRole('button', { name: /QR Menu Orders/ }).click();
  const list = page.getByRole('dialog', { name: 'QR Orders' });
  const entry = list.getByRole('listitem', { name: `QR order ${qrOrderId}` });
  await expect(entry).toContainText('T3');
  await expect(entry).toContainText('Qr Diner');
  await expect(entry).toContainText('2 items');
  await entry.getByRole('button', { name: `Load QR order ${qrOrderId}` }).click();
  await expect(list).toBeHidden();

  const line = cartLine(page, 'Cappuccino');
  await expect(line).toContainText('Large, Oat milk');
  await expect(line.getByTestId('line-notes')).toHaveText('Note: extra hot');
  await expect(line.getByTestId('line-quantity')).toContainText('2');
  await expect(page.getByLabel('Table')).toHaveValue(String(t3.id));
  await expect(page.getByTestId('pos-customer')).toContainText('Qr Diner');

  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pos/create-order')),
    page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    selectedQrOrderItem: qrOrderId,
    customerType: 'CUSTOMER',
    customerId: phone,
    tableId: t3.id,
  });
  const result = (await (await request.response())!.json()) as TCreateOrderResponse;
  await expectSent(page, result);

  const left = (await (await page.request.get('/api/v1/pos/qrorders')).json()) as TQrOrder[];
  expect(left.map((o) => o.id)).not.toContain(qrOrderId);
  await page.getByRole('button', { name: /QR Menu Orders/ }).click();
  await expect(list.getByRole('listitem', { name: `QR order ${qrOrderId}` })).toHaveCount(0);

  // Removing one asks first, then it leaves the list (Clear All is not tried on the shared demo).
  const second = await page.request.post(`/api/v1/qrmenu/${store.uniqueQRCode}/place-order`, {
    data: {
      cartItems: [{ id: cappuccino.id, quantity: 1 }],
      customerType: 'WALKIN',
      tableId: t3.encrypted_id,
    },
  });
  expect(second.status(), await second.text()).toBe(200);
  const { qrOrderId: secondId } = (await second.json()) as { qrOrderId: number };
  const secondEntry = list.getByRole('listitem', { name: `QR order ${secondId}` });
  await expect(secondEntry).toContainText('WALKIN');
  await secondEntry.getByRole('button', { name: `Delete QR order ${secondId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure? This process is irreversible!');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(secondEntry).toHaveCount(0);
});

test('a cart parks as a draft and comes back', async ({ page }) => {
  await openPos(page);
  await page.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart is empty!' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Tiramisu' }).click();
  await page.getByRole('button', { name: 'Add Tiramisu' }).click();
  await page.getByRole('button', { name: 'Draft', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Cart Items to Drafts' });
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByText('Please provide reference name!')).toBeVisible();
  await save.getByLabel('Reference').fill('Window seat');
  await save.getByLabel('Reference').press('Enter');
  await expect(save).toBeHidden();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await page.getByRole('button', { name: 'Drafts List' }).click();
  const drafts = page.getByRole('dialog', { name: 'Drafts List' });
  const draft = drafts.getByRole('listitem', { name: 'Window seat' });
  await expect(draft).toContainText('2 items');
  await draft.getByRole('button', { name: 'Load Window seat' }).click();
  await expect(drafts).toBeHidden();
  await expect(cartLine(page, 'Tiramisu').getByTestId('line-quantity')).toContainText('2');

  // The draft stays until deleted; Clear All asks first.
  await page.getByRole('button', { name: 'Drafts List' }).click();
  await drafts.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('Are you sure? This process is irreversible!')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Clear All' })
    .click();
  await expect(drafts.getByText('No drafts saved!')).toBeVisible();

  // New empties the cart.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a new customer is added from the POS, becomes the order’s customer and is found by the type-ahead', async ({
  page,
}) => {
  await openPos(page);
  const phone = `+1 555 ${Date.now() % 10_000_000}`;
  const name = `Pos Guest ${Date.now() % 100_000}`;
  const search = page.getByRole('combobox', { name: 'Search Customer' });
  await search.fill(phone);
  await page.getByRole('option', { name: /Create new customer/ }).click();

  const add = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(add.getByLabel('Phone')).toHaveValue(phone);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText("Please Provide Customer's Name!")).toBeVisible();
  await expect(add.getByLabel('Name')).toBeFocused();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill('not-an-email');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please Provide Valid Email!')).toBeVisible();
  await add.getByLabel('Email').fill('');
  await add.getByLabel('Phone').fill('call me maybe');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please provide valid phone no.!')).toBeVisible();
  await add.getByLabel('Phone').fill(phone);
  await add.getByLabel('Gender').selectOption('female');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId('pos-customer')).toContainText(name);

  // Clearing makes the order a walk-in again; the type-ahead finds the customer by name.
  await page.getByRole('button', { name: 'Clear customer' }).click();
  await search.fill(name.slice(0, 12).toLowerCase());
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('pos-customer')).toContainText(phone);

  // The order carries the customer.
  await page.getByRole('button', { name: 'Add Tomato Bruschetta' }).click();
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pos/create-order')),
    page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ customerType: 'CUSTOMER', customerId: phone });
  expect((await request.response())?.status()).toBe(200);
});

test('with printing on, sending opens the receipt in the 400×400 print popup instead of the token dialog', async ({
  page,
  owner,
}) => {
  // A restaurant of its own: switching printing on must not change the demo's journeys.
  await loginThroughUi(page, owner.email, owner.password);
  const settings = await page.request.post('/api/v1/settings/print-setting', {
    data: {
      pageFormat: 80,
      header: null,
      footer: null,
      showNotes: true,
      isEnablePrint: true,
      showStoreDetails: false,
      showCustomerDetails: false,
      printToken: true,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const item = await page.request.post('/api/v1/menu-items/add', { data: { title: 'House Soup', price: 5 } });
  expect(item.status(), await item.text()).toBe(200);

  await page.goto('/dashboard/pos');
  await page.getByRole('button', { name: 'Add House Soup' }).click();
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().endsWith('/pos/create-order')),
    page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  const { orderId } = (await response.json()) as TCreateOrderResponse;
  expect(new URL(popup.url()).pathname).toBe('/print-receipt');
  expect(new URL(popup.url()).searchParams.get('orderIds')).toBe(String(orderId));
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([400, 400]);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Order sent to Kitchen' })).toHaveCount(0);
});

test('a QR order cancelled elsewhere after loading is refused with the server’s message and the cart kept', async ({
  page,
}) => {
  await openPos(page);
  const store = (await (await page.request.get('/api/v1/settings/store-setting')).json()) as TStoreSetting;
  const menu = await (await page.request.get('/api/v1/pos/init')).json();
  const water = menu.menuItems.find((i: { title: string }) => i.title === 'Sparkling Water');
  const placed = await page.request.post(`/api/v1/qrmenu/${store.uniqueQRCode}/place-order`, {
    data: { cartItems: [{ id: water.id, quantity: 3 }], customerType: 'WALKIN' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { qrOrderId } = (await placed.json()) as { qrOrderId: number };

  await page.getByRole('button', { name: /QR Menu Orders/ }).click();
  await page.getByRole('button', { name: `Load QR order ${qrOrderId}` }).click();
  await expect(cartLine(page, 'Sparkling Water')).toBeVisible();

  // Another till cancels it meanwhile.
  const cancelled = await page.request.post(`/api/v1/pos/qrorders/update-status/${qrOrderId}`, {
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click();
  await expect(page.getByText('This QR order was already handled!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cartLine(page, 'Sparkling Water').getByTestId('line-quantity')).toContainText('3');
  await expect(page.getByRole('dialog', { name: 'Order sent to Kitchen' })).toHaveCount(0);
});
