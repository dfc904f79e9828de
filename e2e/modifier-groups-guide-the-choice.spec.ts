import type { TStoreSetting } from '@mise/contracts';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, ok, ownerApi } from './support/store-api';

/**
 * Modifier groups (issue 18 §1): the owner gives a steak a required side (exactly one) and extras
 * (up to two) in the menu editor; the POS will not add the steak until a side is chosen and stops at
 * two extras; the order goes to the kitchen at the server's price; the diner's QR menu guides the
 * same choice.
 */
test('the owner builds a required side and limited extras, and the POS and the QR menu guide the choice', async ({
  page,
  owner,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(playwright, baseURL, owner);
  const items = await addMenuItems(api, [['Steak Frites', 20]]);
  const steak = items['Steak Frites'];

  // The menu editor: two groups, then the options in them.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto(`/dashboard/settings/menu-items/${steak}`);
  await expect(page.getByText('No groups yet')).toBeVisible();
  const addGroup = async (title: string, min: string, max: string) => {
    await page.getByRole('button', { name: 'Add Modifier Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Modifier Group' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Minimum').fill(min);
    await dialog.getByLabel('Maximum').fill(max);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  // A maximum below the minimum is refused with the reason, and nothing is saved.
  await page.getByRole('button', { name: 'Add Modifier Group' }).click();
  const bad = page.getByRole('dialog', { name: 'Add Modifier Group' });
  await bad.getByLabel('Title').fill('Sauces');
  await bad.getByLabel('Minimum').fill('3');
  await bad.getByLabel('Maximum').fill('2');
  await bad.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Maximum must be at least 1 and not below the minimum!').first()).toBeVisible();
  await bad.getByRole('button', { name: 'Cancel' }).click();
  await addGroup('Choose a side', '1', '1');
  await addGroup('Extras', '0', '2');
  const groups = page.getByRole('list', { name: 'Modifier groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(2);
  await expect(groups.getByRole('listitem').first()).toContainText('Required · choose 1');
  await expect(groups.getByRole('listitem').nth(1)).toContainText('Optional · up to 2');

  const addAddon = async (title: string, price: string, group: string) => {
    await page.getByRole('button', { name: 'Add Addon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Addon' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Price').fill(price);
    await dialog.getByLabel('Group').selectOption({ label: group });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  await addAddon('Fries', '0', 'Choose a side');
  await addAddon('Salad', '1.50', 'Choose a side');
  await addAddon('Pepper sauce', '2', 'Extras');
  await addAddon('Mushrooms', '2.50', 'Extras');
  await addAddon('Fried egg', '1', 'Extras');
  await expect(page.getByRole('list', { name: 'Addons' }).getByRole('listitem').nth(1)).toContainText(
    'in Choose a side',
  );
  await expect(groups.getByRole('listitem').nth(1)).toContainText('Pepper sauce, Mushrooms, Fried egg');
  // From the top of the page: scrolled down to the addons, the sticky header covers the item form's
  // Save button, which axe counts against its target size.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page, 'menu item with modifier groups');
  await page.screenshot({ path: test.info().outputPath('menu-item-groups.png'), fullPage: true });

  // The POS: the side is required, the extras stop at two.
  await page.goto('/dashboard/pos');
  await page.getByRole('button', { name: 'Add Steak Frites' }).click();
  const options = page.getByRole('dialog', { name: 'Select Variant & Addons' });
  await expect(options.getByRole('group', { name: /Choose a side/ })).toContainText('Required · choose 1');
  const addToCart = options.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(options.getByRole('status')).toHaveText('Steak Frites: choose 1 of “Choose a side”');
  await options.getByLabel('Salad').check();
  await options.getByLabel('Pepper sauce').check();
  await options.getByLabel('Mushrooms').check();
  await expect(options.getByLabel('Fried egg')).toBeDisabled();
  // 20.00 + salad 1.50 + pepper sauce 2.00 + mushrooms 2.50.
  await expect(options.getByTestId('option-unit-price')).toHaveText('$26.00');
  await expect(addToCart).toBeEnabled();
  await expectNoA11yViolations(page, 'POS options dialog with modifier groups');
  await page.screenshot({ path: test.info().outputPath('pos-groups.png') });
  await addToCart.click();
  await expect(options).toBeHidden();
  await page.getByRole('button', { name: 'Send to Kitchen' }).click();
  const summary = page.getByRole('dialog');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/pos/create-order') && r.request().method() === 'POST'),
    summary.getByRole('button', { name: 'Send to Kitchen' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).payableTotal).toBe(26);

  // The diner's QR menu guides the same choice.
  const store = await ok<TStoreSetting>(api.get('/api/v1/settings/store-setting'));
  await ok(
    api.post('/api/v1/settings/store-setting', {
      data: {
        storeName: store.storeName,
        currency: store.currency,
        timezone: store.timezone,
        isQRMenuEnabled: true,
        isQROrderEnabled: true,
      },
    }),
  );
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const diner = await phone.newPage();
  await diner.goto(`/m/${store.uniqueQRCode}`);
  await diner.getByRole('button', { name: 'Add Steak Frites' }).click();
  const sheet = diner.getByRole('dialog', { name: 'Steak Frites' });
  const dinerAdd = sheet.getByRole('button', { name: /ADD TO CART/ });
  await expect(dinerAdd).toBeDisabled();
  await expect(sheet.getByRole('status')).toHaveText('Steak Frites: choose 1 of “Choose a side”');
  await sheet.getByLabel('Fries').check();
  await sheet.getByLabel('Fried egg').check();
  await expect(dinerAdd).toBeEnabled();
  await expect(dinerAdd).toContainText('$21.00');
  await expectNoA11yViolations(diner, 'QR dish sheet with modifier groups');
  await diner.screenshot({ path: test.info().outputPath('qr-groups.png') });
  await dinerAdd.click();
  await expect(sheet).toBeHidden();
  await phone.close();
});
