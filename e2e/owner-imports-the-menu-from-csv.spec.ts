import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { ok, ownerApi } from './support/store-api';

/**
 * An owner brings the menu in from a spreadsheet (issue 20 §6): the first file has a row with a tax
 * the store doesn't have, and the preview names that row and why, with Import held back; nothing is
 * written. The fixed file imports whole; the dishes are on the menu page and on the till, and the
 * exported CSV holds them, a name that starts like a formula defused with an apostrophe.
 */
const HEADER = 'name,category,price,tax,variants,options';
const GOOD_ROWS = [
  'Burger,Mains,12.50,VAT,"Single=12.50; Double=16.00","Cheese=1.00; Bacon=2.00"',
  'Crème brûlée,Desserts,6.00,,,',
  '=2+3 Lemonade,Drinks,3.50,VAT,,',
];

test('a CSV menu is previewed with its bad row, fixed, imported whole, sold, and exported defused', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  const api = await ownerApi(playwright, baseURL, owner);
  await ok(api.post('/api/v1/settings/taxes/add', { data: { title: 'VAT', rate: 10, type: 'inclusive' } }));
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings/menu-items');
  await expect(page.getByRole('heading', { name: 'Menu Items' })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the menu from CSV' });
  const file = (name: string, rows: string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\r\n')),
  });

  // One bad row: the preview says which and why, and Import stays off.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(file('menu.csv', [GOOD_ROWS[0], 'Soup,Starters,5.00,GST 99,,', ...GOOD_ROWS.slice(1)]));
  await expect(dialog.getByRole('status')).toContainText('4 rows: 3 new, 0 to update, 1 with errors');
  const soup = dialog.getByRole('row', { name: /Soup/ });
  await expect(soup).toContainText('Error');
  await expect(soup).toContainText('The tax “GST 99” is not one of the store’s taxes');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(dialog.getByText('Creates the category “Mains”.')).toBeVisible();
  await expectNoA11yViolations(page, 'CSV import preview with an error');
  await page.screenshot({ path: test.info().outputPath('csv-preview-error.png') });
  expect((await ok<unknown[]>(api.get('/api/v1/menu-items'))).length).toBe(0);

  // The fixed file: every row new, imported whole.
  await dialog.getByLabel('CSV file').setInputFiles(file('menu-fixed.csv', GOOD_ROWS));
  await expect(dialog.getByRole('status')).toContainText('3 rows: 3 new, 0 to update');
  await page.screenshot({ path: test.info().outputPath('csv-preview-ready.png') });
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Menu imported: 3 created, 0 updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Menu items' });
  for (const name of ['Burger', 'Crème brûlée', '=2+3 Lemonade']) await expect(list).toContainText(name);
  await expect(list.getByRole('listitem').filter({ hasText: 'Burger' })).toContainText(
    '2 variants · 2 addons',
  );
  await expectNoA11yViolations(page, 'menu items with CSV buttons');
  await page.screenshot({ path: test.info().outputPath('menu-items-after-import.png') });

  // The till sells them.
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('button', { name: 'Add Burger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Crème brûlée' })).toBeVisible();

  // The export holds them; the formula-like name comes back defused.
  await page.goto('/dashboard/settings/menu-items');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^menu-items-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The item's names in the seven languages close each row (issue 23), empty until entered.
  expect(lines[0]).toBe(
    'id,name,category,price,tax,station,variants,options,name_en,name_es,name_fr,name_de,name_pt,name_ar,name_hi',
  );
  expect(lines[1]).toMatch(
    /^\d+,Burger,Mains,12\.50,VAT,,Single=12\.50; Double=16\.00,Cheese=1\.00; Bacon=2\.00,{7}$/,
  );
  expect(lines[2]).toMatch(/^\d+,Crème brûlée,Desserts,6\.00,,,,,{7}$/);
  expect(lines[3]).toMatch(/^\d+,'=2\+3 Lemonade,Drinks,3\.50,VAT,,,,{7}$/);

  // At a phone's width the buttons wrap and the preview's table scrolls inside the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(file('menu.csv', GOOD_ROWS));
  await expect(dialog.getByRole('status')).toContainText('3 rows: 0 new, 3 to update');
  await expectNoA11yViolations(page, 'CSV import preview at phone width');
  await page.screenshot({ path: test.info().outputPath('csv-preview-phone.png') });
});

test('ingredients come in from CSV on the Inventory page, their stock counted, and go out again', async ({
  page,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import ingredients from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,unit,cost_per_unit,stock,low_stock\r\nFlour,kg,1.20,25.5,5\r\nEggs,dozen,3.00,4,\r\n',
    ),
  });
  const eggs = dialog.getByRole('row', { name: /Eggs/ });
  await expect(eggs).toContainText('The unit “dozen” is not one of g, kg, ml, l, pcs.');
  await expectNoA11yViolations(page, 'ingredients CSV import preview');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,unit,cost_per_unit,stock,low_stock\r\nFlour,kg,1.20,25.5,5\r\nEggs,pcs,0.25,48,\r\n',
    ),
  });
  await expect(dialog.getByRole('status')).toContainText('2 rows: 2 new, 0 to update');
  await expect(dialog.getByRole('row', { name: /Flour/ })).toContainText('Stock counted in: 25.5 kg.');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Ingredients imported: 2 created, 0 updated.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Ingredients' });
  await expect(table).toContainText('Flour');
  await expect(table).toContainText('Eggs');
  await page.screenshot({ path: test.info().outputPath('inventory-after-import.png') });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile((await (await downloading).path()) as string, 'utf8');
  expect(text).toMatch(/\r\n\d+,Flour,kg,1\.20,25\.5,5\r\n/);
  expect(text).toMatch(/\r\n\d+,Eggs,pcs,0\.25,48,\r\n/);
});
