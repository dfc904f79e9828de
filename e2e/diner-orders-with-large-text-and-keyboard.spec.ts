import type { TQrOrder, TStoreSetting, TStoreTable } from '@mise/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * A diner who reads with large text and moves with the keyboard (a switch, a Bluetooth keyboard on
 * a phone, or a screen reader's keys) orders from the table QR menu at a phone width: opens a dish,
 * chooses its options, adds it, goes to the cart, changes the quantity, writes a note and places
 * the order, with Tab, Shift+Tab, Enter, Space, Escape and, inside a radio group, the arrow keys
 * the browser gives radios. Nothing is clicked.
 *
 * Text at 200 % (WCAG 1.4.4) is emulated as a browser's text-size setting does it: the root font
 * size is set to 200 % (`document.documentElement.style.fontSize = '200%'`, 32 px), so everything
 * sized in rem or em grows and anything sized in px does not; the viewport stays 390 CSS px wide.
 *
 * The journey runs in its own restaurant (a fresh owner), like the QR-to-kitchen journey, so the
 * order it places never lands in another journey's lists.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const WIDTH = PHONE.viewport.width;
const DISH = 'Slow-roasted Heritage Tomato Risotto';
const DRINK = 'Sparkling Elderflower Lemonade';

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`/api/v1${url}`, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** QR menu and ordering on, a taxed dish with variants and addons (long names), a plain drink, a table. */
async function setUpStore(request: APIRequestContext) {
  const store = (await api(request, 'get', '/settings/store-setting')) as TStoreSetting;
  await api(request, 'post', '/settings/store-setting', {
    ...store,
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  await api(request, 'post', '/settings/taxes/add', { title: 'Sales Tax', rate: 10, type: 'exclusive' });
  const taxId = ((await api(request, 'get', '/settings/taxes')) as Array<{ id: number }>)[0].id;
  await api(request, 'post', '/settings/categories/add', { title: 'Mains' });
  await api(request, 'post', '/settings/categories/add', { title: 'Drinks' });
  const categories = (await api(request, 'get', '/settings/categories')) as Array<{
    id: number;
    title: string;
  }>;
  const categoryId = (title: string) => categories.find((c) => c.title === title)!.id;
  const dish = await api(request, 'post', '/menu-items/add', {
    title: DISH,
    price: '1450.00',
    categoryId: categoryId('Mains'),
    taxId,
  });
  const dishId = Number(dish.id);
  await api(request, 'post', `/menu-items/variants/${dishId}/add`, { title: 'Regular portion', price: 1450 });
  await api(request, 'post', `/menu-items/variants/${dishId}/add`, { title: 'Sharing portion', price: 2100 });
  await api(request, 'post', `/menu-items/addons/${dishId}/add`, {
    title: 'Shaved black truffle',
    price: 725,
  });
  await api(request, 'post', `/menu-items/addons/${dishId}/add`, { title: 'Extra parmesan', price: 150 });
  await api(request, 'post', '/menu-items/add', {
    title: DRINK,
    price: '4.50',
    categoryId: categoryId('Drinks'),
    taxId,
  });
  await api(request, 'post', '/settings/store-tables/add', {
    title: 'Terrace 12',
    floor: 'Garden',
    seatingCapacity: 4,
  });
  const tables = (await api(request, 'get', '/settings/store-tables')) as TStoreTable[];
  return { qrCode: store.uniqueQRCode as string, table: tables.find((t) => t.table_title === 'Terrace 12')! };
}

/** What has the focus, where it is, and whether it shows it. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      name:
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
        el.textContent?.trim() ??
        el.tagName,
      isFocusVisible: el.matches(':focus-visible'),
      hasIndicator:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none',
      isOnScreen:
        rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth,
      // Not hidden under the sticky header, the fixed cart bar or anything else (WCAG 2.4.11).
      isUncovered: top !== null && (top === el || el.contains(top)),
    };
  });
}

/** The focus is on something visible that shows it has the focus. */
async function expectFocusShown(page: Page) {
  const now = await focused(page);
  expect(now, 'something has the focus').not.toBeNull();
  expect(now, `focus on ${now?.name} is visible and uncovered`).toMatchObject({
    isFocusVisible: true,
    hasIndicator: true,
    isOnScreen: true,
    isUncovered: true,
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking each stop shows its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
  }
  await expect(target, `reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`).toBeFocused();
}

/**
 * Where an element and its text really are: the box, and the rectangle of its text (which can spill
 * out of a box squeezed too narrow), plus whatever clips it (an ellipsis, a clamp, a hidden overflow
 * of the element or of an ancestor).
 */
async function measure(locator: Locator) {
  return locator.evaluate((el) => {
    const rect = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const cut: string[] = [];
    for (const node of [el, ...Array.from(el.querySelectorAll('*'))] as HTMLElement[]) {
      const style = getComputedStyle(node);
      const name = `<${node.tagName.toLowerCase()} class="${node.className}">`;
      if (style.overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 1)
        cut.push(`${name} cut sideways`);
      if (style.overflowY === 'hidden' && node.scrollHeight > node.clientHeight + 1)
        cut.push(`${name} cut below`);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none')
        cut.push(`${name} can be shortened`);
    }
    const own = el.getBoundingClientRect();
    if (
      text.left < own.left - 1 ||
      text.right > own.right + 1 ||
      text.top < own.top - 1 ||
      text.bottom > own.bottom + 1
    )
      cut.push('text spills out of its own box');
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const bounds = up.getBoundingClientRect();
      if (text.left < bounds.left - 1 || text.right > bounds.right + 1)
        cut.push(`text runs out of <${up.tagName.toLowerCase()} class="${up.className}">`);
    }
    return { box: rect(el.getBoundingClientRect()), text: rect(text), cut };
  });
}

/** The element and its text lie inside the screen's width, and nothing of it is cut off. */
async function expectWhole(locator: Locator, what: string) {
  const { box, text, cut } = await measure(locator);
  for (const [part, r] of [
    ['box', box],
    ['text', text],
  ] as const) {
    expect(r.left, `${what}: its ${part} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(r.right, `${what}: its ${part} ends inside the screen`).toBeLessThanOrEqual(WIDTH + 0.5);
    expect(r.right - r.left, `${what}: its ${part} has a width`).toBeGreaterThan(0);
  }
  expect(cut, `${what}: nothing cut off`).toEqual([]);
}

/** Two things (their text included) do not overlap. */
async function expectApart(a: Locator, b: Locator, what: string) {
  const [p, q] = [(await measure(a)).text, (await measure(b)).text];
  const overlap = p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
  expect(overlap, `${what} do not overlap`).toBe(false);
}

/**
 * Every visible text grew with the text setting: at 200 % nothing is under 22 px (the smallest size
 * the menu uses is 11 px). Text sized in px stays small and fails here (WCAG 1.4.4).
 */
async function expectTextGrew(page: Page, screen: string) {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (size < 22) found.push(`${node.textContent.trim().slice(0, 40)} (${size} px)`);
    }
    for (const field of Array.from(document.querySelectorAll('input, textarea'))) {
      const size = Number.parseFloat(getComputedStyle(field).fontSize);
      if (field.getClientRects().length && size < 22)
        found.push(`<${field.tagName.toLowerCase()}> (${size} px)`);
    }
    return found;
  });
  expect(small, `${screen}: text that did not grow`).toEqual([]);
}

/** The page never scrolls sideways (WCAG 1.4.10), so nothing sits off to the right. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} fits the screen's width`).toBeLessThanOrEqual(WIDTH);
}

test('a diner with 200 % text orders from the QR menu with the keyboard alone', async ({
  browser,
  baseURL,
  owner,
}) => {
  test.setTimeout(240_000);
  const staffContext = await browser.newContext({ baseURL });
  const staff = staffContext.request;
  await api(staff, 'post', '/auth/signin', { username: owner.email, password: owner.password });
  const { qrCode, table } = await setUpStore(staff);

  const context = await browser.newContext({ baseURL, ...PHONE });
  // 200 % text on every page the diner opens (see the note at the top).
  await context.addInitScript(() => {
    const enlarge = () => {
      if (document.documentElement) document.documentElement.style.fontSize = '200%';
    };
    enlarge();
    document.addEventListener('DOMContentLoaded', enlarge);
  });
  const page = await context.newPage();
  await page.goto(`/m/${qrCode}?table=${encodeURIComponent(table.encrypted_id)}`);
  await expect(page.getByRole('heading', { name: owner.bizName })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  await expectNoSidewaysScroll(page, 'QR menu');
  await expectTextGrew(page, 'QR menu');
  await expectNoA11yViolations(page, 'QR menu with 200 % text (phone)');

  // The dish's card: its name, price and ADD all on screen, side by side or stacked, never on top.
  const dishAdd = page.getByRole('button', { name: `Add ${DISH}` });
  for (const [title, price] of [
    [DISH, '$1,450.00'],
    [DRINK, '$4.50'],
  ]) {
    const details = page.getByRole('button', { name: `${title}, details` });
    const add = page.getByRole('button', { name: `Add ${title}` });
    await expectWhole(details.getByText(title), `the name of ${title}`);
    await expectWhole(details.getByText(price), `the price of ${title}`);
    await expectWhole(add, `ADD of ${title}`);
    await expectApart(details, add, `${title} and its ADD button`);
    expect((await add.boundingBox())!.height, 'ADD is a large target').toBeGreaterThanOrEqual(24);
  }

  // Tab from the top of the page to the dish's ADD; Enter opens its choices.
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  // On the way, the store's details: a sheet that opens on Enter and closes on Escape.
  const storeDetails = page.getByRole('button', { name: 'Store details' });
  await tabTo(page, storeDetails);
  await page.keyboard.press('Enter');
  const detailsSheet = page.getByRole('dialog', { name: owner.bizName });
  await expect(detailsSheet).toBeVisible();
  await expectWhole(detailsSheet.getByRole('button', { name: 'Copy link' }), 'Copy link');
  await expectTextGrew(page, 'the store details sheet');
  await expectNoA11yViolations(page, 'QR store details sheet with 200 % text (phone)');
  await page.keyboard.press('Escape');
  await expect(detailsSheet).toBeHidden();
  await expect(storeDetails).toBeFocused();
  await expectFocusShown(page);

  await tabTo(page, dishAdd);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: DISH });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoSidewaysScroll(page, 'the dish sheet');
  await expectTextGrew(page, 'the dish sheet');
  await expectNoA11yViolations(page, 'QR dish sheet with 200 % text (phone)');
  // Focus stays in the sheet whichever way the diner tabs, and Escape gives it back to ADD.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press(key);
      expect(
        await sheet.evaluate((el) => el.contains(document.activeElement)),
        `${key} ${i + 1} stays in the sheet`,
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(dishAdd).toBeFocused();
  await expectFocusShown(page);

  // Again: the sharing portion (arrow keys in the radio group), truffle (Space), ADD TO CART (Enter).
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  // Every choice with its price is whole at 200 %.
  const choices = sheet.locator('label');
  await expect(choices).toHaveCount(4);
  for (const choice of await choices.all())
    await expectWhole(choice, `the choice ${await choice.textContent()}`);
  await tabTo(page, sheet.getByLabel('Regular portion'));
  await expect(sheet.getByLabel('Regular portion')).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(sheet.getByLabel('Sharing portion')).toBeChecked();
  await tabTo(page, sheet.getByLabel('Shaved black truffle'));
  await page.keyboard.press('Space');
  await expect(sheet.getByLabel('Shaved black truffle')).toBeChecked();
  const addToCart = sheet.getByRole('button', { name: /ADD TO CART/ });
  await tabTo(page, addToCart);
  // 2,100.00 + 725.00: the price in the button is whole at 200 %.
  await expect(addToCart).toContainText('$2,825.00');
  await expectWhole(addToCart, 'ADD TO CART with its price');
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(dishAdd).toBeFocused();

  // The drink has no choices: Enter on its ADD adds it at once, and focus stays there.
  const drinkAdd = page.getByRole('button', { name: `Add ${DRINK}` });
  await tabTo(page, drinkAdd);
  await page.keyboard.press('Enter');
  await expect(drinkAdd).toBeFocused();

  // The cart bar: count, total and View Cart readable at 200 %.
  const viewCart = page.getByRole('link', { name: /2 items .* View Cart/ });
  await expect(viewCart).toContainText('$2,829.50');
  await expectWhole(viewCart, 'the View Cart bar');
  // The "added to cart" toast is a 2-second status message; at 200 % text it covers the top of the
  // screen while it lasts, so the next page's header is checked once it has gone.
  await expect(page.getByText('added to cart')).toHaveCount(0);
  await tabTo(page, viewCart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the cart');
  await expectTextGrew(page, 'the cart');
  await expectNoA11yViolations(page, 'QR cart with 200 % text (phone)');

  // Two risottos: Increase, with Enter.
  const increase = page.getByRole('button', { name: `Increase ${DISH}` });
  await tabTo(page, increase);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Items Total$5,654.50');

  // A note for the risotto: the sheet opens from Notes and gives the focus back to it.
  const dishLine = page.getByRole('listitem').filter({ hasText: DISH });
  const notes = dishLine.getByRole('button', { name: 'Notes' });
  await tabTo(page, notes, { back: true });
  await page.keyboard.press('Enter');
  const notesSheet = page.getByRole('dialog', { name: 'Notes' });
  await expect(notesSheet).toBeVisible();
  await tabTo(page, notesSheet.getByRole('textbox'));
  await page.keyboard.type('no basil');
  await expectTextGrew(page, 'the notes sheet');
  await expectNoA11yViolations(page, 'QR notes sheet with 200 % text (phone)');
  await tabTo(page, notesSheet.getByRole('button', { name: 'Save Notes' }));
  await page.keyboard.press('Enter');
  await expect(notesSheet).toBeHidden();
  await expect(notes).toBeFocused();
  await expect(dishLine).toContainText('no basil');

  // The totals are whole: 2 × 2,825.00 + 4.50 = 5,654.50, tax 10 % = 565.45.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Tax Total$565.45');
  await expect(summary).toContainText('Payable Total$6,219.95');
  await expectWhole(page.getByTestId('payable-total'), 'the payable total');
  await expectWhole(summary, 'the order summary');
  await expectWhole(dishLine, 'the risotto line');

  // Checkout: Escape first (focus back on Checkout), then the order as a guest.
  const checkout = page.getByRole('button', { name: /Checkout/ });
  await expectWhole(checkout, 'the Checkout bar');
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  const continueAs = page.getByRole('dialog', { name: 'Continue as' });
  await expect(continueAs).toBeVisible();
  await expectTextGrew(page, 'the checkout sheet');
  await expectNoA11yViolations(page, 'QR checkout sheet with 200 % text (phone)');
  await page.keyboard.press('Escape');
  await expect(continueAs).toBeHidden();
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(continueAs).toBeVisible();
  await tabTo(page, continueAs.getByLabel('Guest'));
  await expect(continueAs.getByLabel('Guest')).toBeChecked();
  const placeOrder = continueAs.getByRole('button', { name: 'Place Order' });
  await tabTo(page, placeOrder);
  await expectWhole(placeOrder, 'Place Order');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/order-success$/);
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'order placed');
  await expectTextGrew(page, 'order placed');
  await expectNoA11yViolations(page, 'QR order placed with 200 % text (phone)');
  await tabTo(page, page.getByRole('link', { name: 'Back to Menu' }));

  // The restaurant has it, as chosen.
  const orders = (await api(staff, 'get', '/pos/qrorders')) as TQrOrder[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    table_title: 'Terrace 12',
    customer_type: 'WALKIN',
    items: expect.arrayContaining([
      expect.objectContaining({
        item_title: DISH,
        variant_title: 'Sharing portion',
        addons: [expect.objectContaining({ title: 'Shaved black truffle' })],
        quantity: 2,
        notes: 'no basil',
      }),
      expect.objectContaining({ item_title: DRINK, quantity: 1 }),
    ]),
  });
  await context.close();
  await staffContext.close();
});
