import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The Content-Security-Policy as a browser applies it: a script slipped into a page does not run
 * (and the journeys' violation watch reports it), and no other site can frame the login or the POS
 * to trick a click on Pay or Delete.
 */
test('an injected inline script is blocked and reported', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoA11yViolations(page, 'login');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain('script-src');
  // Seen and checked: the watch must not fail this journey for the violation it provoked on purpose.
  cspViolations.length = 0;
});

test('the login and POS pages cannot be framed by another site', async ({ page, baseURL }) => {
  const frameHost = new URL(baseURL ?? '');
  // Another origin (a different host name for the same server) tries to frame the pages.
  const other = `http://localhost:${frameHost.port}`;
  for (const path of ['/login', '/dashboard/pos']) {
    const res = await page.request.get(path);
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options']).toBe('DENY');
  }
  await page.route(`${other}/framing-attempt`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe id="victim" src="${baseURL}/login" width="600" height="400"></iframe>`,
    }),
  );
  await page.goto(`${other}/framing-attempt`);
  const frame = page.frameLocator('#victim');
  await page.waitForTimeout(500);
  await expect(frame.getByRole('button', { name: 'Login' })).toHaveCount(0);
});
