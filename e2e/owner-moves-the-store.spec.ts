import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { signInOperatorThroughUi } from './support/two-factor';

// The shared journey server is started with this operator account (see support/server.ts).
const OPERATOR = { email: 'operator@mise.test', password: 'operator-password' };

test('the owner downloads all of the store’s data and the operator imports it as a store', async ({
  page,
  browser,
  owner,
}) => {
  test.setTimeout(300_000);
  // The owner downloads everything from Settings → Your Data.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Your Data' }).click();
  await expect(page.getByRole('heading', { name: 'Download all data' })).toBeVisible();
  await expect(page.getByText(/leaves out passwords, till PINs and two-factor secrets/)).toBeVisible();
  await expectNoA11yViolations(page, 'settings your data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mise-journey-bistro-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const archive = await download.path();

  // The operator tries to import it while the store is still here: a clear refusal, nothing made.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperatorThroughUi(operator, OPERATOR);
  await operator.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await operator.getByRole('button', { name: 'Import a restaurant' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Import a restaurant' });
  await dialog.getByLabel('Store archive').setInputFiles(archive);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The login e-mail ${owner.email} is already in use on this server, so nothing was imported.`,
  );
  await expectNoA11yViolations(operator, 'operator import refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The store moves: the old one is deleted, the archive comes back as a new store.
  await operator.getByLabel('Search tenants').fill(owner.email);
  await expect(operator.getByRole('row')).toHaveCount(2);
  await operator.getByRole('button', { name: `Delete ${owner.bizName}` }).click();
  await operator.getByRole('button', { name: 'Delete tenant' }).click();
  await expect(operator.getByText('No tenants found')).toBeVisible();
  await operator.getByRole('button', { name: 'Import a restaurant' }).click();
  await dialog.getByLabel('Store archive').setInputFiles(archive);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toContainText(`${owner.bizName} is imported as store #`);
  await expect(dialog.getByText(/must choose a new one with "Forgot password\?"/)).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Users 1/ })).toBeVisible();
  await expectNoA11yViolations(operator, 'operator import result');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(operator.getByRole('row').filter({ hasText: owner.email })).toHaveCount(1);

  // The old password opens nothing until the owner picks a new one.
  const signin = await operator.request.post('/api/v1/auth/signin', {
    data: { username: owner.email, password: owner.password },
  });
  expect(signin.status()).toBe(401);
  await operatorContext.close();
});
