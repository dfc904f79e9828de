import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';

test('a scoped staff user sees only their sidebar links and is sent to /no-access elsewhere', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  // The owner adds a staff member with three scopes through the API.
  const ownerApi = await playwright.request.newContext({ baseURL });
  expect(
    (
      await ownerApi.post('/api/v1/auth/signin', {
        data: { username: owner.email, password: owner.password },
      })
    ).ok(),
  ).toBe(true);
  const staff = { username: uniqueEmail('host'), password: 'front of house' };
  const added = await ownerApi.post('/api/v1/users/add', {
    data: { name: 'Alex Host', ...staff, userScopes: ['DASHBOARD', 'RESERVATIONS', 'INVOICES'] },
  });
  expect(added.status(), await added.text()).toBe(200);

  await loginThroughUi(page, staff.username, staff.password);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveText([
    'Dashboard',
    'Reservation',
    'Invoices',
  ]);
  await expect(sidebar.getByText('Back Office')).toHaveCount(0);
  await expect(sidebar.getByText('USER')).toBeVisible();
  await expectNoA11yViolations(page, 'staff dashboard with only their areas');

  // The page search offers the same areas plus the ones everyone has.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog');
  await expect(search.getByRole('list').getByRole('button')).toHaveText([
    /^Dashboard/,
    /^Reservations/,
    /^Invoices/,
    /^Devices/,
    /^Profile/,
    /^Support/,
  ]);
  await page.keyboard.press('Escape');

  // Typing a forbidden address leads to /no-access; allowed ones open.
  for (const path of [
    '/dashboard/settings',
    '/dashboard/settings/tax-setup',
    '/dashboard/users',
    '/dashboard/pos',
    '/dashboard/kitchen',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/no-access$/);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  }
  await page.goto('/dashboard/invoices');
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);

  // The server refuses the same areas, whatever the browser does.
  expect((await page.request.get('/api/v1/settings/store-setting')).status()).toBe(403);
  expect((await page.request.get('/api/v1/users')).status()).toBe(403);
  expect(
    (await page.request.post('/api/v1/settings/categories/add', { data: { title: 'Sneaky' } })).status(),
  ).toBe(403);

  // Once the owner grants SETTINGS, signing in again opens the settings area.
  const granted = await ownerApi.post(`/api/v1/users/update/${encodeURIComponent(staff.username)}`, {
    data: { name: 'Alex Host', userScopes: ['DASHBOARD', 'RESERVATIONS', 'INVOICES', 'SETTINGS'] },
  });
  expect(granted.status()).toBe(200);
  expect((await page.request.get('/api/v1/settings/store-setting')).status()).toBe(200);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loginThroughUi(page, staff.username, staff.password);
  await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveText([
    'Dashboard',
    'Reservation',
    'Invoices',
    'Settings',
  ]);
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Store Name')).toHaveValue(owner.bizName);
  await ownerApi.dispose();
});
