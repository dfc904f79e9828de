import type { Locator } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ok, placeOrder } from './support/store-api';

/**
 * Every staff screen at a phone's width (390 px) passes axe's WCAG A and AA rules, and so do the
 * navigation drawer and a dialog opened from a menu: the other journeys check at a desktop's width.
 */
const PHONE = { width: 390, height: 844 };

const SCREENS: ReadonlyArray<readonly [path: string, name: string | RegExp]> = [
  ['/dashboard/home', 'Dashboard'],
  ['/dashboard/pos', 'POS - Point of Sale'],
  ['/dashboard/orders', 'Orders'],
  ['/dashboard/floor', 'Floor'],
  ['/dashboard/kitchen', 'Kitchen'],
  ['/dashboard/reservation', /Reservation/],
  ['/dashboard/customers', 'Customers'],
  ['/dashboard/invoices', 'Invoices'],
  ['/dashboard/users', 'Users'],
  ['/dashboard/reports', 'Reports'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/settings/tables', 'Settings'],
  ['/dashboard/settings/floor-plan', 'Settings'],
  ['/dashboard/settings/menu-items', 'Settings'],
  ['/dashboard/settings/checkout', 'Settings'],
  ['/dashboard/settings/discount-reasons', 'Settings'],
  ['/dashboard/devices', /Devices/],
  ['/dashboard/profile', /Profile/],
];

test('every staff screen at a phone width has no accessibility violations', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  const tableId = await addTable(api, { title: 'Window 3', floor: 'Main', seatingCapacity: 4 });
  const ids = await addMenuItems(api, [['Garden Salad', 11]]);
  await placeOrder(api, [[ids['Garden Salad'], 2]], tableId);

  await page.setViewportSize(PHONE);
  await loginThroughUi(page, owner.email, owner.password);
  for (const [path, name] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    await expectNoA11yViolations(page, `${path} at phone width`);
  }

  // Runners and expo (issue 29 §4): the kitchen's tickets and the tables' orders in one column, each
  // as wide as the screen, their actions a thumb's size.
  await page.goto('/dashboard/kitchen');
  const ticket = page.getByRole('list', { name: 'Kitchen tickets' }).getByRole('article').first();
  await expectFullWidth(ticket);
  const make = ticket.getByRole('button', { name: /Garden Salad/ }).first();
  expect((await make.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.goto('/dashboard/orders');
  const group = page.getByRole('list', { name: 'Order groups' }).getByRole('listitem').first();
  await expectFullWidth(group);
  expect(
    (await group.getByRole('button', { name: 'Actions for Window 3' }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);

  // The menu, opened from its button, and a dialog, opened from a table's actions.
  await page.goto('/dashboard/orders');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expectNoA11yViolations(page, 'navigation drawer at phone width');
  // A modal drawer: Escape closes it and the focus goes back to its button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Window 3' }) });
  await card.getByRole('button', { name: 'Actions for Window 3' }).click();
  await page.getByRole('menuitem', { name: 'Split & Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Split & Pay' }).getByTestId('bill-due')).toBeVisible();
  await expectNoA11yViolations(page, 'Split & Pay at phone width');
  await page.keyboard.press('Escape');
  // The focus is back on the button that opened the menu.
  await expect(card.getByRole('button', { name: 'Actions for Window 3' })).toBeFocused();

  // The sidebar the drawer stands in for is not built at all below a laptop's width (it would be
  // hidden), and is as soon as the screen is wide enough to show it.
  const sidebar = page.locator('aside[aria-label="Main navigation"]');
  await expect(sidebar).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar.getByRole('link', { name: 'Orders' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(sidebar).toHaveCount(0);
  await api.dispose();
});

/** One column: the card takes the content's whole width (the screen less the page's margins). */
async function expectFullWidth(card: Locator) {
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 24);
}
