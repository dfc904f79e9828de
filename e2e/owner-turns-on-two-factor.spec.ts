import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';
import { codeForStep, confirmEnrolment, currentStep, freshCode, readSetupKey } from './support/two-factor';

// A fresh code may mean waiting for the authenticator's next 30 s period, on top of the journey itself.
test.describe.configure({ timeout: 180_000 });

test('an owner sets up two-factor sign-in, signs out, and signs in again with a code', async ({
  page,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/profile');
  const card = page.getByRole('heading', { name: 'Two-factor sign-in' });
  await expect(card).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // Set-up: the QR code and the key; a wrong first code is refused and the set-up stays open.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(
    dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = await readSetupKey(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(dialog.getByText('Invalid authentication code! Please try again.')).toBeVisible();
  await expectNoA11yViolations(page, 'two-factor set-up dialog with an error');
  const { step, recoveryCodes } = await confirmEnrolment(page, secret);
  expect(recoveryCodes).toHaveLength(10);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  await expectNoA11yViolations(page, 'profile with two-factor on');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone is not enough any more.
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The set-up's code was used once already: it is refused.
  await page.getByLabel('Authentication code').fill(codeForStep(secret, step));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid authentication code! Please try again.')).toBeVisible();
  await expectNoA11yViolations(page, 'sign-in code step with an error');
  const { code } = await freshCode(secret, step);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // A recovery code works too, once.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/dashboard/profile');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  expect(currentStep()).toBeGreaterThanOrEqual(step);
});

test('when the owner requires it, a staff member is led to set it up before anything else', async ({
  page,
  browser,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/profile');
  // Requiring it needs the owner's own second factor first.
  await page.getByRole('switch', { name: /Require two-factor sign-in for every user/ }).click();
  await expect(page.getByText('Set up two-factor sign-in for your own account first.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await confirmEnrolment(page, await readSetupKey(page));
  const requirement = page.getByRole('switch', { name: /Require two-factor sign-in for every user/ });
  await requirement.click();
  await expect(page.getByText('Every user of the store now needs two-factor sign-in.')).toBeVisible();
  await expect(requirement).toBeChecked();

  // The owner adds a cashier through the API the Users screen uses.
  const staffEmail = uniqueEmail('cashier');
  const added = await page.request.post('/api/v1/users/add', {
    data: { name: 'Casey', username: staffEmail, password: 'cashier passphrase', userScopes: ['POS'] },
  });
  expect(added.status(), await added.text()).toBe(200);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Email').fill(staffEmail);
  await staff.getByLabel('Password').fill('cashier passphrase');
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(/\/two-factor-setup$/);
  await expect(staff.getByText('Your restaurant asks every user to sign in with a code')).toBeVisible();
  await expectNoA11yViolations(staff, 'required two-factor set-up screen');
  // Going around the set-up leads back to it.
  await staff.goto('/dashboard/pos');
  await expect(staff).toHaveURL(/\/two-factor-setup$/);
  await confirmEnrolment(staff, await readSetupKey(staff));
  await expect(staff).toHaveURL(/\/dashboard\//);
  // Set up: the POS opens and stays open.
  await staff.goto('/dashboard/pos');
  await expect(staff.getByLabel('Dining Option')).toBeVisible();
  await expect(staff).toHaveURL(/\/dashboard\/pos$/);
  await staffContext.close();
});
