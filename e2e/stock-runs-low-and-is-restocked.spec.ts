import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { ok, ownerApi } from './support/store-api';

/**
 * Stock (issue 20): the owner brings the menu in from a CSV file, adds an ingredient with a low-stock
 * level, says on the dish's page what one portion uses, sells it at the POS until the ingredient is low, sees the alert on the POS and
 * the dashboard, restocks it with a purchase, and the alert is gone. Each screen passes axe.
 */
test('an ingredient runs low through POS sales, is shown on the POS and the dashboard, and a purchase clears it', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL, owner);
  await loginThroughUi(page, owner.email, owner.password);

  // The menu comes from a spreadsheet, through the import's preview.
  await page.goto('/dashboard/settings/menu-items');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = page.getByRole('dialog', { name: 'Import the menu from CSV' });
  await csv.getByLabel('CSV file').setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,category,price,tax,variants,options\r\nBeef Burger,Mains,14.00,,,\r\nSide Salad,Sides,5.00,,,\r\n',
    ),
  });
  await expect(csv.getByRole('status')).toContainText('2 rows: 2 new, 0 to update');
  await csv.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Menu imported: 2 created, 0 updated.')).toBeVisible();
  const init = await ok<{ menuItems: Array<{ id: number; title: string }> }>(api.get('/api/v1/pos/init'));
  const burgerId = init.menuItems.find((item) => item.title === 'Beef Burger')!.id;

  // Inventory from the sidebar: no ingredients yet; add one with 1.5 kg on hand, low at 1 kg.
  await page.goto('/dashboard/home');
  await page.getByRole('link', { name: 'Inventory' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(page.getByText('No ingredients yet')).toBeVisible();
  await expectNoA11yViolations(page, 'inventory: ingredients (empty)');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ingredient' });
  await dialog.getByLabel('Name').fill('Beef mince');
  await dialog.getByLabel('Unit').selectOption('kg');
  await dialog.getByLabel('Cost per kg').fill('12');
  await dialog.getByLabel('Low stock at (kg)').fill('1');
  await dialog.getByLabel('On hand now (kg)').fill('1.5');
  await expectNoA11yViolations(page, 'inventory: add ingredient dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Ingredients' }).getByRole('row', { name: /Beef mince/ });
  await expect(row).toContainText('1.5 kg');
  await expect(row).not.toContainText('Low stock');
  await expectNoA11yViolations(page, 'inventory: ingredients');

  // The burger's recipe: 250 g of beef (typed in g for a kg ingredient).
  await page.goto(`/dashboard/settings/menu-items/${burgerId}`);
  const recipe = page.getByRole('form', { name: 'Recipe' });
  await recipe.getByRole('button', { name: 'Add ingredient' }).click();
  await recipe.getByLabel('Line 1: ingredient').selectOption({ label: 'Beef mince' });
  await recipe.getByLabel('Line 1: quantity').fill('250');
  await recipe.getByLabel('Line 1: unit').selectOption('g');
  await recipe.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Recipe saved!').first()).toBeVisible();
  await expectNoA11yViolations(page, 'menu item: recipe card');

  // Two burgers at the POS: 1.5 kg − 0.5 kg = 1 kg, at its low level.
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Low stock' })).toHaveCount(0);
  for (let sale = 0; sale < 2; sale++) {
    await page.getByRole('button', { name: 'Add Beef Burger' }).click();
    await page.getByRole('button', { name: 'Send to Kitchen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send to Kitchen' }).click();
    const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen' });
    await expect(sent).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();
  }
  const banner = page.getByRole('status', { name: 'Low stock' });
  await expect(banner).toContainText('Beef mince (1 kg)');
  await expectNoA11yViolations(page, 'pos: low stock alert');
  // A till at phone width shows it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Low stock' })).toContainText('Beef mince (1 kg)');
  await expectNoA11yViolations(page, 'pos: low stock alert');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The dashboard's Low stock card names it.
  await page.goto('/dashboard/home');
  const card = page.getByRole('list', { name: 'Ingredients running low' });
  await expect(card).toContainText('Beef mince');
  await expectNoA11yViolations(page, 'dashboard: low stock card');

  // Restock: a purchase of 5 kg at 11.50, from the ingredient's page.
  await card.getByRole('link', { name: 'Beef mince' }).click();
  await expect(page.getByRole('heading', { name: 'Beef mince', level: 1 })).toBeVisible();
  await expect(page.getByTestId('on-hand')).toContainText('1 kg');
  await expect(page.getByRole('table', { name: 'Stock history' })).toContainText('order #');
  const form = page.getByRole('form', { name: 'Record stock' });
  await form.getByLabel('Kind').selectOption('purchase');
  await form.getByLabel('Quantity bought').fill('5');
  await form.getByLabel('Unit cost (per kg)').fill('11.50');
  await form.getByLabel('Reason (optional)').fill('Butcher delivery');
  await expectNoA11yViolations(page, 'inventory: ingredient page');
  await form.getByRole('button', { name: 'Save purchase' }).click();
  await expect(page.getByText('Stock updated!').first()).toBeVisible();
  await expect(page.getByTestId('on-hand')).toContainText('6 kg');
  await expect(page.getByRole('table', { name: 'Stock history' })).toContainText('Butcher delivery');

  // The alert is gone from the dashboard and the POS.
  await page.goto('/dashboard/home');
  await expect(page.getByText('Nothing is running low.')).toBeVisible();
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Beef Burger' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Low stock' })).toHaveCount(0);

  // The stock report: what the two burgers used.
  await page.goto('/dashboard/inventory/report');
  await page.getByLabel('Period').selectOption('today');
  const usage = page.getByRole('table', { name: 'Usage' });
  await expect(usage.getByRole('row', { name: /Beef mince/ })).toContainText('0.5 kg');
  await expectNoA11yViolations(page, 'inventory: stock report');
});
