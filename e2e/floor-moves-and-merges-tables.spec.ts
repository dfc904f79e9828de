import { formatMoney } from '@mise/domain';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, addTable, ok, ownerApi, placeOrder } from './support/store-api';

/**
 * Issue 18 §5, the floor plan: the owner places two tables in Settings → Floor Plan (one by pointer,
 * one from the keyboard), the Floor shows them free, an order turns a table Ordered live, the order
 * moves to the other table, and a second round is merged onto it: one table free, the other holding
 * both orders, billed together.
 */
const SCREENSHOTS = process.env.FLOOR_SCREENSHOTS;
const usd = (minor: number) => formatMoney(minor, 'USD');

test('the owner places tables, then the floor follows an order live, moves it and merges two tables', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await ownerApi(playwright, baseURL, owner);
  const window1 = await addTable(api, { title: 'Window 1', floor: 'Main', seatingCapacity: 2 });
  const window2 = await addTable(api, { title: 'Window 2', floor: 'Main', seatingCapacity: 4 });
  const ids = await addMenuItems(api, [['Soup', 8]]);

  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Floor Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Floor Areas' })).toBeVisible();

  // An area, through the shared list's New dialog.
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Area' });
  await dialog.getByLabel('Name').fill('Main room');
  await dialog.getByRole('button', { name: /save|add|submit/i }).click();
  await expect(
    page.getByRole('table', { name: 'Floor areas' }).getByRole('cell', { name: 'Main room', exact: true }),
  ).toBeVisible();

  // Window 1 by pointer: Place, then a cell.
  const plan = page.getByRole('region', { name: 'Plan of Main room' });
  await page.getByRole('button', { name: 'Place Window 1' }).click();
  await plan.locator('[data-cell="1,1"]').click();
  await expect(plan.getByRole('button', { name: 'Window 1, column 2, row 2' })).toBeVisible();

  // Window 2 from the keyboard: Place puts it on the first free cell, the arrow keys move it, Shift
  // and an arrow make it wider.
  await page.getByRole('button', { name: 'Place Window 2' }).focus();
  await page.keyboard.press('Enter');
  const tile2 = plan.getByRole('button', { name: /^Window 2, column 1, row 1$/ });
  await expect(tile2).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(plan.getByRole('button', { name: 'Window 2, column 2, row 1' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(plan.getByRole('button', { name: 'Window 2, column 4, row 1' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Window 2 at column 4, row 1, 2 by 1' }),
  ).toBeVisible();
  // A drag moves a table too.
  await plan
    .getByRole('button', { name: 'Window 1, column 2, row 2' })
    .dragTo(plan.locator('[data-cell="1,3"]'));
  await expect(plan.getByRole('button', { name: 'Window 1, column 2, row 4' })).toBeVisible();
  await expect(page.getByText('Every table is on the plan.')).toBeVisible();
  await expectNoA11yViolations(page, 'settings floor plan');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/floor-plan-desktop.png`, fullPage: true });

  // The Floor: both tables free.
  await page
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('link', { name: 'Floor' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/floor$/);
  const floor = page.getByRole('region', { name: 'Tables of Main room' });
  await expect(floor.getByRole('button', { name: /^Window 1, Free/ })).toBeVisible();
  await expect(floor.getByRole('button', { name: /^Window 2, Free/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Table states' })).toContainText('Bill printed');
  await expectNoA11yViolations(page, 'floor');

  // An order at Window 1 (from another till) turns it Ordered without a reload.
  const first = await placeOrder(api, [[ids.Soup, 2]], window1);
  await expect(floor.getByRole('button', { name: `Window 1, Ordered, ${usd(1600)}` })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/floor-desktop.png`, fullPage: true });

  // Move the order to Window 2 from the table's panel.
  await floor.getByRole('button', { name: /^Window 1, Ordered/ }).click();
  const panel = page.getByRole('dialog', { name: 'Window 1: Ordered' });
  await expect(panel.getByRole('listitem').filter({ hasText: `Token ${first.tokenNo}` })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Add to table' })).toHaveAttribute(
    'href',
    `/dashboard/pos?table=${window1}`,
  );
  await expectNoA11yViolations(page, 'floor table panel');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/floor-panel-desktop.png` });
  await panel.getByLabel('Move to table').selectOption(String(window2));
  await panel.getByRole('button', { name: 'Move order' }).click();
  await expect(page.getByRole('dialog', { name: 'Window 1: Free' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(floor.getByRole('button', { name: /^Window 1, Free/ })).toBeVisible();
  await expect(floor.getByRole('button', { name: `Window 2, Ordered, ${usd(1600)}` })).toBeVisible();

  // A second round at Window 1, then Window 1 merges into Window 2: billed together there.
  await placeOrder(api, [[ids.Soup, 1]], window1);
  await expect(floor.getByRole('button', { name: `Window 1, Ordered, ${usd(800)}` })).toBeVisible();
  await floor.getByRole('button', { name: /^Window 1, Ordered/ }).click();
  const merge = page.getByRole('dialog', { name: 'Window 1: Ordered' });
  await merge.getByLabel('Merge into table').selectOption(String(window2));
  await merge.getByRole('button', { name: 'Merge tables' }).click();
  await expect(merge).toBeHidden();
  await expect(floor.getByRole('button', { name: /^Window 1, Free/ })).toBeVisible();
  await expect(floor.getByRole('button', { name: `Window 2, Ordered, ${usd(2400)}` })).toBeVisible();
  const groups = await ok<Array<{ table_id: number | null; order_ids: number[] }>>(api.get('/api/v1/orders'));
  expect(groups.find((g) => g.table_id === window2)?.order_ids).toHaveLength(2);
  expect(groups.some((g) => g.table_id === window1)).toBe(false);

  // Another store's table is refused and nothing moves.
  const refused = await api.post(`/api/v1/orders/${first.orderId}/move`, { data: { tableId: 999_999 } });
  expect(refused.status()).toBe(404);

  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.screenshot({ path: `${SCREENSHOTS}/floor-tablet.png`, fullPage: true });
    await page.goto('/dashboard/settings/floor-plan');
    await expect(page.getByRole('region', { name: 'Plan of Main room' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/floor-plan-tablet.png`, fullPage: true });
  }
  await api.dispose();
});
