import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';

test('an owner changes the password from the profile; the other signed-in device is signed out', async ({
  page,
  browser,
  owner,
}) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginThroughUi(other, owner.email, owner.password);
  await loginThroughUi(page, owner.email, owner.password);

  await page.goto('/dashboard/profile');
  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password').fill('a fresh passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct!')).toBeVisible();
  await expectNoA11yViolations(page, 'profile with a wrong current password');

  await page.getByLabel('Current password').fill(owner.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed! Your other sessions have been signed out.')).toBeVisible();

  // This device stays signed in; the other one is sent to the login at its next step.
  await page.goto('/dashboard/customers');
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await other.goto('/dashboard/customers');
  await expect(other).toHaveURL(/\/login$/);
  await loginThroughUi(other, owner.email, 'a fresh passphrase');
  await otherContext.close();
});
