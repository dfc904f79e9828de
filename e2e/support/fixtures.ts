import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

/**
 * Journey fixtures: `baseURL` points at the shared server, `owner` is a freshly registered
 * restaurant (each test its own tenant, so journeys never share data).
 */
export interface Owner {
  bizName: string;
  email: string;
  password: string;
}

let counter = 0;
export function uniqueEmail(prefix = 'owner') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export async function registerOwner(request: APIRequestContext, bizName = 'Journey Bistro'): Promise<Owner> {
  const owner = { bizName, email: uniqueEmail(), password: 'journey password' };
  const res = await request.post('/api/v1/auth/signup', {
    data: { biz_name: owner.bizName, username: owner.email, password: owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return owner;
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\//);
}

/** The demo restaurant the shared server seeded: a full menu, tables and the QR menu switched on. */
export function demoLogin() {
  const email = process.env.E2E_DEMO_EMAIL;
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!email || !password)
    throw new Error('demo login missing: run through the Playwright config (global setup)');
  return { email, password };
}

/**
 * Reports every Content-Security-Policy violation of every page and popup of `context` into
 * `violations`: a screen that the policy breaks (a blocked script, style, image, socket or worker)
 * fails the journey that opened it instead of failing quietly for a restaurant.
 */
const guardedContexts = new WeakSet<BrowserContext>();
async function reportCspViolations(context: BrowserContext, violations: string[]) {
  if (guardedContexts.has(context)) return;
  guardedContexts.add(context);
  await context.exposeBinding('__miseCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __miseCspViolation?: (text: string) => void })
          .__miseCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
}

export const test = base.extend<{ owner: Owner; cspViolations: string[] }>({
  // Every context a journey opens (its own `context` and any `browser.newContext()`) is watched.
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await reportCspViolations(context, violations);
        return context;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await reportCspViolations(context, cspViolations);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as an object pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through the Playwright config (global setup)');
    await use(url);
  },
  owner: async ({ request }, use) => {
    await use(await registerOwner(request));
  },
});

export { expect };
