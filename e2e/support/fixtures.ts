import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ owner: Owner }>({
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
