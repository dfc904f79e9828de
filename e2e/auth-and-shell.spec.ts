import { expectNoA11yViolations } from './support/axe';
import { expect, loginThroughUi, test, uniqueEmail } from './support/fixtures';

test('an owner registers, signs in, uses the dashboard shell and logs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoA11yViolations(page, 'register');

  // The form checks its fields with the spec's texts before calling the server.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please provide business name!')).toBeVisible();
  await page.getByLabel('Business Name').fill('Trattoria Journey');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('journey password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please provide valid email!')).toBeVisible();
  await expectNoA11yViolations(page, 'register with an error');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please provide username!')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password!')).toBeVisible();
  await expectNoA11yViolations(page, 'login with an error');
  await page.getByLabel('Password').fill('journey password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await expectNoA11yViolations(page, 'dashboard home');
  await expect(sidebar.getByText('Offerings')).toBeVisible();
  await expect(sidebar.getByText('Back Office')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(sidebar.getByText('Trattoria Journey')).toBeVisible();
  await expect(sidebar.getByText('ADMIN')).toBeVisible();

  // Collapse the sidebar; the choice survives a reload.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toHaveAttribute(
    'data-collapsed',
    'true',
  );
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');

  // Ctrl+K opens the page search; Esc closes it; Enter opens the highlighted page.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog');
  await expect(search.getByText('Press ESC key or click X button to close')).toBeVisible();
  await expect(search.getByRole('button', { name: /POS - Point of Sale/ })).toBeVisible();
  await expectNoA11yViolations(page, 'page search dialog');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search pages' }).fill('devi');
  await expect(page.getByRole('dialog').getByRole('button')).toHaveCount(2); // Devices + close
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(page.getByText('This Device')).toBeVisible();
  await expectNoA11yViolations(page, 'devices');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Without a session, dashboard screens send the visitor to the landing page.
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/$/);
});

test('a live session skips the login screen, and unknown pages show the fallback', async ({
  page,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expectNoA11yViolations(page, 'not-found screen');
});

test('the landing page drawer works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expectNoA11yViolations(page, 'landing menu drawer (phone)');
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('$5')).toBeVisible();
  await expect(page.getByText('Unlimited Devices')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
});

test('an expired access cookie is renewed silently; a lost session sends the user to login', async ({
  page,
  context,
  owner,
}) => {
  await loginThroughUi(page, owner.email, owner.password);
  // The dashboard has rendered and its first calls are answered ('networkidle' alone may be the login
  // page's, already past, and not wait at all).
  await expect(page.getByRole('complementary', { name: 'Main navigation' }).getByText('ADMIN')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The short-lived access cookie is gone (as after 15 minutes): the API client refreshes and repeats.
  await context.clearCookies({ name: 'mise_at' });
  await page.goto('/dashboard/devices');
  await expect(page.getByText('This Device')).toBeVisible();
  // Let the renewed requests settle first: one still in flight would renew the session again with the
  // refresh cookie before it is cleared, and the rest of the test would not be what it says.
  await page.waitForLoadState('networkidle');

  // Both tokens gone but the marker left: the page's next call (opening another screen, or one of
  // its own background refreshes, whichever comes first) finds the refresh refused, and the user is
  // signed out to /login. Not a reload: a background call could have cleared the marker first, and
  // the route guard then rightly sends a fresh page to / instead.
  await context.clearCookies({ name: 'mise_at' });
  await context.clearCookies({ name: 'mise_rt' });
  // When a background call comes first, it signs the user out and takes the link away before the
  // click: either way the user must land on /login.
  await page
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('link', { name: 'Customers' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a session renewal that gets no answer keeps the user signed in', async ({ page, context, owner }) => {
  await loginThroughUi(page, owner.email, owner.password);
  await expect(page.getByRole('complementary', { name: 'Main navigation' }).getByText('ADMIN')).toBeVisible();
  // The access cookie has expired and the network drops the renewal, as on a till losing its
  // connection: that says nothing about the session, so nobody is signed out.
  await page.route('**/api/v1/auth/refresh-token', (route) => route.abort('internetdisconnected'));
  await context.clearCookies({ name: 'mise_at' });
  await page.goto('/dashboard/devices');
  await expect(page.getByText('Error loading devices, Please try later!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  expect((await context.cookies()).some((c) => c.name === 'mise_session')).toBe(true);

  // The network is back: the retry renews the session and the page loads.
  await page.unroute('**/api/v1/auth/refresh-token');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This Device')).toBeVisible();
});
