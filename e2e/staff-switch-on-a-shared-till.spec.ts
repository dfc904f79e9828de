import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test } from './support/fixtures';
import { addMenuItems, ok } from './support/store-api';

/**
 * One till, two waiters: the owner signs the till in; Ana switches to herself with her PIN on the
 * pad and sells a soup, Ben mistypes his PIN, then switches in from the keyboard and sells a soup
 * too. Neither reaches the back office on the PIN. Back with the owner's password, the day's Z
 * report counts one sale for each, and the audit log has Ben's wrong PIN. Then the till, idle for
 * the store's minute, locks itself until a PIN opens it.
 */
const STAFF = [
  { name: 'Ana Waiter', pin: '2468' },
  { name: 'Ben Waiter', pin: '13579' },
] as const;

async function sellSoup(page: Page) {
  await page.getByRole('button', { name: 'Add Onion Soup' }).click();
  await page.getByLabel('Dining Option').selectOption('takeaway');
  await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
  await pay.getByLabel('Payment Type').selectOption({ label: 'Cash' });
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/pos/create-order-and-invoice') && r.request().method() === 'POST',
    ),
    pay.getByRole('button', { name: 'Collect Payment & Send' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen' });
  await sent.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(sent).toHaveCount(0);
}

async function openSwitch(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch User' }).click();
  return page.getByRole('dialog', { name: 'Switch user' });
}

test('two waiters switch by PIN on one till, each sells, and the back office stays shut to a PIN', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await addMenuItems(api, [['Onion Soup', 9]]);
  const usernames: string[] = [];
  for (const [index, person] of STAFF.entries()) {
    const username = `waiter${index}-${Date.now()}@journey.test`;
    usernames.push(username);
    await ok(
      api.post('/api/v1/users/add', {
        data: { name: person.name, username, password: 'waiter password 123', userScopes: ['POS', 'ORDERS'] },
      }),
    );
  }

  // Ana sets her own PIN in her profile, with her password.
  await loginThroughUi(page, usernames[0], 'waiter password 123');
  await page.goto('/dashboard/profile');
  await page.getByLabel('New PIN').fill('24');
  await page.getByLabel('Your password').fill('waiter password 123');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your PIN must be 4 to 6 digits!')).toBeVisible();
  await page.getByLabel('New PIN').fill(STAFF[0].pin);
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('PIN saved! Use it to switch to yourself on a shared till.')).toBeVisible();
  await expectNoA11yViolations(page, 'profile with the till PIN');
  // Ben's is set the same way, through the API.
  const ben = await playwright.request.newContext({ baseURL });
  await ok(
    ben.post('/api/v1/auth/signin', { data: { username: usernames[1], password: 'waiter password 123' } }),
  );
  await ok(ben.put('/api/v1/till/pin', { data: { pin: STAFF[1].pin, password: 'waiter password 123' } }));
  await page.context().clearCookies();

  // The owner signs the till in; Ana switches to herself on the pad.
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/pos');
  let lock = await openSwitch(page);
  await expect(lock.getByRole('list', { name: 'Staff' })).toContainText(STAFF[0].name);
  await lock.getByRole('button', { name: STAFF[0].name }).click();
  const pad = lock.getByRole('group', { name: 'PIN pad' });
  for (const digit of STAFF[0].pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expectNoA11yViolations(page, 'switch user with the PIN pad');
  await lock.getByRole('button', { name: 'Switch' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pos$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(STAFF[0].name);
  const nav = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'POS' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await sellSoup(page);

  // Ben mistypes, then types his PIN on the keyboard.
  lock = await openSwitch(page);
  await lock.getByRole('button', { name: STAFF[1].name }).click();
  await lock.getByLabel('PIN', { exact: true }).fill('0000');
  await lock.getByLabel('PIN', { exact: true }).press('Enter');
  await expect(lock.getByRole('alert')).toHaveText('Wrong PIN!');
  await lock.getByLabel('PIN', { exact: true }).fill(STAFF[1].pin);
  await lock.getByLabel('PIN', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(STAFF[1].name);
  await sellSoup(page);
  // The back office is shut to a PIN session, even typed in by address.
  await page.goto('/dashboard/reports/end-of-day');
  await expect(page).toHaveURL(/\/no-access$/);

  // The owner, with the password again, sees one sale each and Ben's wrong PIN.
  await page.context().clearCookies();
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/reports/end-of-day');
  const byStaff = page.getByRole('region', { name: 'Sales by staff' });
  await expect(byStaff).toContainText(`${STAFF[0].name} (1 order)`);
  await expect(byStaff).toContainText(`${STAFF[1].name} (1 order)`);
  await page.goto('/dashboard/audit-log');
  const wrongPin = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: 'Wrong PIN' });
  await expect(wrongPin).toContainText(STAFF[1].name);
  await expect(wrongPin).toContainText(STAFF[0].name); // the till's user when it was typed
});

test('an idle till locks itself after the store’s minutes and opens with a PIN', async ({
  page,
  owner,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/signin', { data: { username: owner.email, password: owner.password } }));
  await ok(api.put('/api/v1/till/pin', { data: { pin: '8080', password: owner.password } }));

  await page.clock.install();
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/dashboard/settings/checkout');
  const minutes = page.getByLabel('Lock the till after idle minutes');
  await expect(minutes).toHaveValue('0');
  await minutes.fill('999');
  await page.getByRole('button', { name: 'Set Till Lock' }).click();
  await expect(
    page.getByText('Please enter the idle minutes before the till locks, from 0 (never) to 240!'),
  ).toBeVisible();
  await minutes.fill('1');
  await page.getByRole('button', { name: 'Set Till Lock' }).click();
  await expect(page.getByText('Till settings saved!')).toBeVisible();

  // A kitchen or orders display nobody touches never locks; the till does.
  await page.goto('/dashboard/kitchen');
  await page.clock.fastForward('01:10');
  await page.waitForTimeout(500); // time for a lock to render, were one due
  await expect(page.getByRole('dialog', { name: 'Till locked' })).toHaveCount(0);
  // The store's minutes reach the till once its socket is up (after the page's first paint): the
  // idle time counts from then.
  const tillSettings = page.waitForResponse((r) => r.url().endsWith('/api/v1/till/settings') && r.ok());
  await page.getByRole('link', { name: 'POS' }).first().click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await tillSettings;
  await page.clock.fastForward('00:30');
  await page.waitForTimeout(500); // time for a lock to render, were one due
  await expect(page.getByRole('dialog', { name: 'Till locked' })).toHaveCount(0);
  await page.clock.fastForward('00:45');
  const locked = page.getByRole('dialog', { name: 'Till locked' });
  await expect(locked).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(locked).toBeVisible();
  await expectNoA11yViolations(page, 'idle till lock');
  await locked.getByRole('button', { name: owner.bizName }).click();
  await locked.getByLabel('PIN', { exact: true }).fill('8080');
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await expect(locked).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/pos$/);
});
