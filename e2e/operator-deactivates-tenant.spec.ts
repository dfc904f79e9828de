import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, registerOwner, test } from './support/fixtures';
import { signInOperatorThroughUi } from './support/two-factor';

// The shared journey server is started with this operator account (see support/server.ts).
const OPERATOR = { email: 'operator@mise.test', password: 'operator-password' };

test('the operator finds a tenant, deactivates it, and its staff are sent to the inactive-subscription screen', async ({
  page,
  browser,
  owner,
  request,
}) => {
  // Two browsers, the operator's set-up and five accessibility checks: more than the default budget
  // on a busy two-core CI machine.
  test.setTimeout(300_000);
  // Another restaurant whose name a spreadsheet would run as a formula.
  const formula = await registerOwner(request, '=1+2 Formula Bistro');

  // The restaurant's staff are at work on their own device.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginThroughUi(staff, owner.email, owner.password);
  await expect(staff).toHaveURL(/\/dashboard\/home$/);

  // The operator signs in on the operator's own screen; the spec's texts guard the form.
  await page.goto('/superadmin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please provide username!')).toBeVisible();
  await expectNoA11yViolations(page, 'operator sign-in with an error');
  // Its account must have two-factor sign-in: the first sign-in sets it up, later ones ask for a code.
  await signInOperatorThroughUi(page, OPERATOR);
  await expect(page.getByText('Active Tenants')).toBeVisible();
  await expect(page.getByText('Orders Processed Today')).toBeVisible();
  await expectNoA11yViolations(page, 'operator home');

  // Finds the tenant by search (active tab by default).
  await page.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search tenants').fill(owner.email);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one tenant
  await expectNoA11yViolations(page, 'operator tenants');
  const row = rows.filter({ hasText: owner.email });
  await expect(row.getByText('Active', { exact: true }).filter({ visible: true })).toBeVisible();

  // The export holds exactly the listed fields, with formula-like text made harmless.
  await page.getByLabel('Search tenants').fill('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  await expect(page.getByText('Data exported successfully !')).toBeVisible();
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('name,email,is_active,subscription_start,subscription_end');
  expect(lines).toContain(`Journey Bistro,${owner.email},1,,`);
  expect(lines).toContain(`'=1+2 Formula Bistro,${formula.email},1,,`);
  await page.getByLabel('Search tenants').fill(owner.email);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Deactivates it.
  await row.getByRole('button', { name: `Edit ${owner.bizName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Tenant' });
  await expect(dialog.getByLabel('Email')).toHaveValue(owner.email);
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Tenant updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No tenants found')).toBeVisible();
  await page.getByRole('tab', { name: /Inactive/ }).click();
  await expect(
    page.getByRole('row').filter({ hasText: owner.email }).getByText('Inactive').filter({ visible: true }),
  ).toBeVisible();

  // The staff's open screen goes to the inactive-subscription screen without them doing anything.
  await expect(staff).toHaveURL(/\/dashboard\/inactive-subscription$/);
  await expect(staff.getByRole('heading', { name: 'Your account is inactive' })).toBeVisible();
  await expectNoA11yViolations(staff, 'inactive subscription notice');
  await expect(staff.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  // Coming back to the dashboard sends them there again, and the API refuses the tenant's calls.
  await staff.goto('/dashboard/home');
  await expect(staff).toHaveURL(/\/dashboard\/inactive-subscription$/);
  const details = await staff.request.get('/api/v1/auth/subscription-details');
  expect(await details.json()).toMatchObject({ is_active: false, account_enabled: false });

  // Switched back on, the staff's screen offers the way back.
  await page
    .getByRole('row')
    .filter({ hasText: owner.email })
    .getByRole('button', { name: /^Edit / })
    .click();
  await page.getByRole('dialog', { name: 'Update Tenant' }).getByRole('switch').click();
  await page.getByRole('dialog', { name: 'Update Tenant' }).getByRole('button', { name: 'Update' }).click();
  await expect(staff.getByRole('heading', { name: 'Your subscription is active' })).toBeVisible();
  await staff.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/home$/);

  await staffContext.close();
});

test('the operator’s period filter means the operator’s own days, in the browser’s timezone', async ({
  browser,
  owner,
}) => {
  // An operator on the other side of the date line from the server (UTC+14).
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  const page = await context.newPage();
  await signInOperatorThroughUi(page, OPERATOR);
  await page.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await page.getByLabel('Search tenants').fill(owner.email);
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter tenants by creation date' });
  await filter.getByLabel('Period').selectOption({ label: 'Today' });
  const [listed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/superadmin/tenants?') && r.url().includes('type=today')),
    filter.getByRole('button', { name: 'Apply' }).click(),
  ]);
  expect(new URL(listed.url()).searchParams.get('tz')).toBe('Pacific/Kiritimati');
  // The restaurant registered a moment ago was created on the operator's today.
  await expect(page.getByText('Created: Today')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toHaveCount(1);
  await context.close();
});
