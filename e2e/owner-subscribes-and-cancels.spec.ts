import Stripe from 'stripe';
import { type StripeStandIn, startStripeStandIn } from '../apps/server/src/test/stripe-stand-in';
import { expectNoA11yViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { type RunningServer, startServer } from './support/server';

/**
 * Billing on: a server of its own whose Stripe SDK talks to a local stand-in for Stripe's API.
 * The Checkout page itself is Stripe's; the browser's visit to it is answered locally, and the test
 * plays Stripe's part by completing the session and delivering the signed webhook.
 */
const WEBHOOK_SECRET = 'whsec_journey';
let standIn: StripeStandIn;
let server: RunningServer;
const signer = new Stripe('sk_test_signer_only');

test.beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startServer({
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: 'price_journey_monthly',
      STRIPE_API_BASE: standIn.url,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

async function deliverWebhook(event: object) {
  const payload = JSON.stringify(event);
  const res = await fetch(`${server.baseURL}/api/v1/billing/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  expect(res.status, await res.text()).toBe(200);
}

test('an owner subscribes through Checkout, is activated by Stripe, cancels, and is sent to the notice', async ({
  page,
}) => {
  const url = (path: string) => `${server.baseURL}${path}`;
  await page.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Stripe Checkout</h1>' }),
  );
  const email = uniqueEmail('subscriber');
  const signup = await page.request.post(url('/api/v1/auth/signup'), {
    data: { biz_name: 'Paying Pasta', username: email, password: 'journey password' },
  });
  expect(signup.status()).toBe(200);

  // A new restaurant has not paid: after login it lands on the plan.
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey password');
  await page.getByRole('button', { name: 'Login' }).click();
  // This journey's own server starts cold, and the first dashboard load fetches its code while the
  // service worker caches the whole app: on a busy CI machine that alone took over 10 s.
  await expect(page).toHaveURL(/\/dashboard\/inactive-subscription$/, { timeout: 30_000 });
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('$5')).toBeVisible();
  for (const feature of [
    'Unlimited Orders',
    'Monthly Renewals',
    'Unlimited Devices',
    'Live Kitchen Orders',
  ]) {
    await expect(plan.getByText(feature)).toBeVisible();
  }

  // Subscribe goes to Stripe's Checkout page for the session the server created.
  await plan.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const sessionId = page.url().split('/').at(-1)!;
  const created = standIn.sessions.get(sessionId)!;
  expect(created.success_url).toBe(url('/success'));
  expect(created._price).toBe('price_journey_monthly');

  // The owner pays; Stripe reports it and sends the browser back.
  const session = standIn.completeCheckout(sessionId);
  await deliverWebhook(standIn.event('checkout.session.completed', session));
  await page.goto(session.success_url);
  await expect(page.getByRole('heading', { name: 'Subscription created' })).toBeVisible();
  await expect(page.getByText('log out and sign in again')).toBeVisible();
  await expect(page.getByText('Your subscription is active.')).toBeVisible();
  await expectNoA11yViolations(page, 'subscription created');
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // The profile shows the subscription; cancelling asks first, then ends access at once.
  await page.goto(url('/dashboard/profile'));
  const renewsAt = new Date(
    standIn.subscriptions.get(session.subscription)!.items.data[0].current_period_end * 1000,
  )
    .toISOString()
    .slice(0, 10);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(renewsAt)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirmDialog = page.getByRole('dialog');
  await expect(
    confirmDialog.getByText(
      'Are you sure? This will immediately cancel your subscription, and you will lose out access to the product.',
    ),
  ).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'Keep it' }).click();
  expect(standIn.subscriptions.get(session.subscription)!.status).toBe('active');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inactive-subscription$/);
  await expect(page.getByRole('heading', { name: 'Your subscription is inactive' })).toBeVisible();
  await expectNoA11yViolations(page, 'subscription inactive');
  expect(standIn.subscriptions.get(session.subscription)!.status).toBe('canceled');

  // Trying again and cancelling on Stripe's page comes back to the cancelled-payment screen.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/checkout\.stripe\.test/);
  const second = standIn.sessions.get(page.url().split('/').at(-1)!)!;
  await page.goto(second.cancel_url);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expectNoA11yViolations(page, 'payment cancelled');
  await page.getByRole('button', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('In-Active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});
