import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ownerApi } from './support/store-api';

/**
 * Courses (issue 18 §4): a waiter sends a starter and a main from the POS. The kitchen screen
 * makes the starter at once and shows the main held, with nothing to press; the Orders screen
 * fires the main, and the kitchen shows it to make without a reload.
 */
const TABLE = { title: 'Course Table', floor: 'Main', seatingCapacity: 4 };
/** A folder to write the screens to, for looking at them (COURSES_SCREENSHOTS=/tmp/shots). */
const SCREENSHOTS = process.env.COURSES_SCREENSHOTS;

async function signedIn(page: Page, owner: { email: string; password: string }, path: string) {
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto(path);
}

test('a waiter sends a starter and a main; the main is held in the kitchen until the floor fires it', async ({
  browser,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await addMenuItems(api, [
    ['Garden Salad', 8],
    ['Ribeye Steak', 30],
  ]);
  await addTable(api, TABLE);

  // The kitchen display is open, live, before the order comes.
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await signedIn(kitchen, owner, '/dashboard/kitchen');
  await expect(kitchen.getByText('No Orders Pending!')).toBeVisible();
  await expect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // The waiter puts the salad in the starter course and the steak in the main.
  const floorContext = await browser.newContext();
  const pos = await floorContext.newPage();
  await signedIn(pos, owner, '/dashboard/pos');
  await expect(pos.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await pos.getByLabel('Dining Option').selectOption('dinein');
  await pos.getByRole('button', { name: 'Starter course', exact: true }).click();
  await pos.getByRole('button', { name: 'Add Garden Salad' }).click();
  await pos.getByRole('button', { name: 'Main course', exact: true }).click();
  await expect(pos.getByRole('button', { name: 'Main course', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await pos.getByRole('button', { name: 'Add Ribeye Steak' }).click();
  const cart = pos.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem', { name: 'Garden Salad' }).getByTestId('line-course')).toHaveText(
    'Starter',
  );
  await expect(cart.getByRole('listitem', { name: 'Ribeye Steak' }).getByTestId('line-course')).toHaveText(
    'Main',
  );
  await expectNoA11yViolations(pos, 'POS, cart lines with courses');
  if (SCREENSHOTS) await pos.screenshot({ path: `${SCREENSHOTS}/courses-pos-cart.png` });
  await pos.getByLabel('Table').selectOption({ label: TABLE.title });
  await pos.getByRole('button', { name: 'Send to Kitchen' }).click();
  const [sent] = await Promise.all([
    pos.waitForResponse((r) => r.url().endsWith('/pos/create-order') && r.request().method() === 'POST'),
    pos.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(sent.status(), await sent.text()).toBe(200);
  const body = sent.request().postDataJSON() as { cart: Array<{ course?: number }> };
  expect(body.cart.map((line) => line.course)).toEqual([1, 2]);
  await expect(pos.getByText('Your cart is empty')).toBeVisible();

  // The kitchen gets the ticket live: the salad to make, the steak held with no button.
  const ticket = kitchen.getByRole('article').filter({ hasText: 'Ribeye Steak' });
  await expect(ticket).toBeVisible();
  const steak = ticket.getByRole('listitem').filter({ hasText: 'Ribeye Steak' });
  await expect(steak.getByTestId('kitchen-held')).toHaveText('Held · Main');
  await expect(steak.getByRole('button')).toHaveCount(0);
  await expect(ticket.getByRole('button', { name: 'Start Making: Garden Salad' })).toBeVisible();
  await expectNoA11yViolations(kitchen, 'kitchen, a ticket with a held course');
  if (SCREENSHOTS) await kitchen.screenshot({ path: `${SCREENSHOTS}/courses-kitchen-held.png` });

  // The Orders screen shows the main held and fires it.
  await pos.goto('/dashboard/orders');
  const card = pos.getByRole('listitem').filter({ has: pos.getByRole('heading', { name: TABLE.title }) });
  const held = card.getByTestId('held-courses');
  await expect(held).toContainText('Held: Main');
  await expectNoA11yViolations(pos, 'Orders, an order with a held course');
  if (SCREENSHOTS) await pos.screenshot({ path: `${SCREENSHOTS}/courses-orders-held.png` });
  await held.getByRole('button', { name: 'Fire Main', exact: true }).click();
  await expect(pos.getByRole('status').filter({ hasText: 'Main fired!' })).toBeVisible();
  await expect(card.getByTestId('held-courses')).toHaveCount(0);

  // The kitchen rings and shows the steak to make, without a reload.
  await expect(kitchen.getByRole('status').filter({ hasText: 'Course fired! Token' })).toBeVisible();
  await expect(steak.getByTestId('kitchen-held')).toHaveCount(0);
  await expect(ticket.getByRole('button', { name: 'Start Making: Ribeye Steak' })).toBeVisible();
  if (SCREENSHOTS) await kitchen.screenshot({ path: `${SCREENSHOTS}/courses-kitchen-fired.png` });

  await kitchenContext.close();
  await floorContext.close();
});
