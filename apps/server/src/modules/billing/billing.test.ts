import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripeEvents, subscriptionHistory, tenants, users } from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed';
import { hashPassword } from '../../lib/crypto';
import { access } from '../../plugins/auth';
import { registerTenant, type SignedInTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInOperatorClient } from '../../test/two-factor-kit';

const WEBHOOK_SECRET = 'whsec_test_mise_billing';
const PRICE_ID = 'price_mise_monthly_5usd';
const WEBHOOK_URL = '/api/v1/billing/stripe-webhook';

let standIn: StripeStandIn;
let t: TestApp;
// Only its test-signature helper is used: it signs payloads as Stripe does.
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_API_BASE: standIn.url,
    },
    // An ordinary tenant call (no allowInactive), as every module's routes are guarded.
    beforeReady(app) {
      app.get('/api/v1/probe/work', { config: { access: access.tenant() } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function deliver(event: object, options: { secret?: string; signature?: string | null; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  });
}

const history = (tenantId: number) =>
  t.database.db
    .select()
    .from(subscriptionHistory)
    .where(eq(subscriptionHistory.tenantId, tenantId))
    .orderBy(asc(subscriptionHistory.id));

const tenantRow = async (tenantId: number) =>
  (await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0];

async function addStaff(tenantId: number) {
  const username = uniqueEmail('staff');
  await t.database.db.insert(users).values({
    tenantId,
    username,
    passwordHash: await hashPassword('staff password'),
    name: 'Staff',
    scope: 'POS,DASHBOARD',
  });
  return signIn(t.app, username, 'staff password');
}

/** Subscribe through the API, pay on the stand-in, and deliver Stripe's checkout.session.completed. */
async function subscribe(owner: SignedInTenant) {
  const lookup = await owner.client.post('/auth/stripe-product-lookup', { id: 'whatever-the-browser-says' });
  expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
  const sessionId = lookup.body.url.split('/').at(-1);
  const session = standIn.completeCheckout(sessionId);
  const res = await deliver(standIn.event('checkout.session.completed', session));
  expect(res.statusCode, res.body).toBe(200);
  return { sessionId, subscriptionId: session.subscription as string };
}

describe('subscription lifecycle', () => {
  it('subscribe → webhook activates → renew → cancel → 402 → resubscribe', async () => {
    const owner = await registerTenant(t.app, 'Lifecycle Diner');
    const announce = vi.spyOn(t.app.deps.realtime, 'toTenant');

    // With billing on, a new tenant has not paid yet.
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    const before = await owner.client.get('/auth/subscription-details');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      is_active: false,
      billing_enabled: true,
      account_enabled: true,
      subscription_id: null,
    });

    // Subscribe: a Checkout Session for the configured price only, tied to the tenant.
    const lookup = await owner.client.post('/auth/stripe-product-lookup', { id: 'price_chosen_by_browser' });
    expect(lookup.status).toBe(200);
    expect(lookup.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.params).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: PRICE_ID, quantity: '1' } },
      client_reference_id: String(owner.tenantId),
      metadata: { tenantId: String(owner.tenantId) },
      subscription_data: { metadata: { tenantId: String(owner.tenantId) } },
      success_url: 'http://localhost:3000/success',
      cancel_url: 'http://localhost:3000/cancelled-payment',
      customer_email: owner.username,
    });
    expect(JSON.stringify(created.params)).not.toContain('price_chosen_by_browser');
    // Paying is not done yet: still inactive.
    expect((await owner.client.get('/probe/work')).status).toBe(402);

    // Stripe reports the completed checkout: the tenant is active.
    const session = standIn.completeCheckout(lookup.body.url.split('/').at(-1));
    const subscriptionId = session.subscription as string;
    expect((await deliver(standIn.event('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    const stripeSub = standIn.subscriptions.get(subscriptionId)!;
    const firstEnd = new Date(stripeSub.items.data[0].current_period_end * 1000);
    const active = await owner.client.get('/auth/subscription-details');
    expect(active.body).toMatchObject({
      is_active: true,
      subscription_id: subscriptionId,
      status: 'active',
      subscription_end: firstEnd.toISOString(),
    });
    expect(announce).toHaveBeenCalledWith(owner.tenantId, 'subscription_update', { isActive: true });
    let rows = await history(owner.tenantId);
    expect(rows.map((r) => r.status)).toEqual(['created']);
    expect(rows[0]).toMatchObject({ stripeSubscriptionId: subscriptionId, expiresOn: firstEnd });
    expect(rows[0].startsOn).toEqual(new Date(stripeSub.items.data[0].current_period_start * 1000));
    expect((await tenantRow(owner.tenantId)).stripeCustomerId).toBe(session.customer);

    // A month later Stripe charges again: renewed, with the new period.
    const invoice = standIn.renew(subscriptionId);
    expect((await deliver(standIn.event('invoice.paid', invoice))).statusCode).toBe(200);
    const secondEnd = new Date(invoice.lines.data[0].period.end * 1000);
    rows = await history(owner.tenantId);
    expect(rows.map((r) => r.status)).toEqual(['created', 'renewed']);
    expect(rows[1]).toMatchObject({ startsOn: firstEnd, expiresOn: secondEnd });
    expect((await tenantRow(owner.tenantId)).subscriptionEnd).toEqual(secondEnd);

    // Staff can't cancel; the admin can, and access ends at once.
    const staff = await addStaff(owner.tenantId);
    expect((await staff.post('/auth/cancel-subscription', { subscription_id: subscriptionId })).status).toBe(
      403,
    );
    const cancel = await owner.client.post('/auth/cancel-subscription', { subscription_id: subscriptionId });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBeTruthy();
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    expect((await staff.get('/probe/work')).status).toBe(402);
    expect((await owner.client.get('/auth/subscription-details')).body).toMatchObject({
      is_active: false,
      status: 'canceled',
    });
    expect(announce).toHaveBeenCalledWith(owner.tenantId, 'subscription_update', { isActive: false });
    // Stripe then reports the deletion: recorded once, not twice.
    const deleted = standIn.event(
      'customer.subscription.deleted',
      standIn.subscriptions.get(subscriptionId)!,
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    rows = await history(owner.tenantId);
    expect(rows.map((r) => r.status)).toEqual(['created', 'renewed', 'cancelled']);
    expect(rows[2].expiresOn!.getTime()).toBeLessThanOrEqual(Date.now());

    // Resubscribe: the same Stripe customer, a new subscription, active again.
    const again = await subscribe(owner);
    expect(again.subscriptionId).not.toBe(subscriptionId);
    const second = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(second.params.customer).toBe(session.customer);
    expect(second.params.customer_email).toBeUndefined();
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    expect((await staff.get('/probe/work')).status).toBe(200);
    rows = await history(owner.tenantId);
    expect(rows.map((r) => r.status)).toEqual(['created', 'renewed', 'cancelled', 'created']);
    expect(rows[3].stripeSubscriptionId).toBe(again.subscriptionId);
    announce.mockRestore();
  });

  it('a paid period that ends without renewal lapses into 402', async () => {
    const owner = await registerTenant(t.app);
    await subscribe(owner);
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    await t.database.db
      .update(tenants)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(tenants.id, owner.tenantId));
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    // The calls a lapsed tenant needs to pay again still answer.
    expect((await owner.client.get('/auth/subscription-details')).status).toBe(200);
    expect((await owner.client.post('/auth/stripe-product-lookup', {})).status).toBe(200);
  });

  it('subscription events arriving before the checkout event link the tenant once', async () => {
    const owner = await registerTenant(t.app);
    const lookup = await owner.client.post('/auth/stripe-product-lookup');
    const session = standIn.completeCheckout(lookup.body.url.split('/').at(-1));
    const subscription = standIn.subscriptions.get(session.subscription)!;
    expect((await deliver(standIn.event('customer.subscription.created', subscription))).statusCode).toBe(
      200,
    );
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    expect((await deliver(standIn.event('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await history(owner.tenantId)).map((r) => r.status)).toEqual(['created']);
  });

  it('a late event carrying an old "active" snapshot does not revive a cancelled subscription', async () => {
    const owner = await registerTenant(t.app);
    const { subscriptionId } = await subscribe(owner);
    const staleSnapshot = structuredClone(standIn.subscriptions.get(subscriptionId)!);
    expect((await owner.client.post('/auth/cancel-subscription', {})).status).toBe(200);
    const late = standIn.event('customer.subscription.updated', staleSnapshot);
    expect(late.data.object.status).toBe('active');
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    expect((await tenantRow(owner.tenantId)).subscriptionStatus).toBe('canceled');
  });
});

describe('webhook safety', () => {
  it('refuses a forged, missing or tampered signature and changes nothing', async () => {
    const owner = await registerTenant(t.app);
    const lookup = await owner.client.post('/auth/stripe-product-lookup');
    const session = standIn.completeCheckout(lookup.body.url.split('/').at(-1));
    const event = standIn.event('checkout.session.completed', session);

    const forged = await deliver(event, { secret: 'whsec_guessed_by_attacker' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature!');
    const unsigned = await deliver(event, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await deliver(event, { signature: 't=1,v1=deadbeef' });
    expect(garbage.statusCode).toBe(400);
    // Signed for one body, sent with another (a different tenant id).
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...session, client_reference_id: '999999' } },
    });
    expect((await deliver(event, { body: tampered })).statusCode).toBe(400);

    expect((await owner.client.get('/probe/work')).status).toBe(402);
    expect(await history(owner.tenantId)).toHaveLength(0);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(
      0,
    );
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await owner.client.get('/probe/work')).status).toBe(200);
  });

  it('applies a replayed event once', async () => {
    const owner = await registerTenant(t.app);
    const lookup = await owner.client.post('/auth/stripe-product-lookup');
    const session = standIn.completeCheckout(lookup.body.url.split('/').at(-1));
    const completed = standIn.event('checkout.session.completed', session);
    for (let i = 0; i < 3; i++) expect((await deliver(completed)).statusCode).toBe(200);
    const renewal = standIn.event('invoice.paid', standIn.renew(session.subscription));
    // Two deliveries at once, as Stripe may do after a timeout.
    const results = await Promise.all([deliver(renewal), deliver(renewal)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await history(owner.tenantId)).map((r) => r.status)).toEqual(['created', 'renewed']);
    const recorded = await t.database.db
      .select()
      .from(stripeEvents)
      .where(and(eq(stripeEvents.id, renewal.id)));
    expect(recorded).toHaveLength(1);
  });

  it('ignores events for a subscription no tenant bought, without asking Stripe about it', async () => {
    const owner = await registerTenant(t.app);
    await subscribe(owner);
    const before = await tenantRow(owner.tenantId);
    const foreign = standIn.addForeignSubscription();
    const calls = standIn.requests.length;

    for (const event of [
      standIn.event('invoice.paid', standIn.renew(foreign.id)),
      standIn.event('customer.subscription.updated', foreign),
      standIn.event('customer.subscription.deleted', { ...foreign, status: 'canceled' }),
    ]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    expect(standIn.requests.length).toBe(calls);
    // Metadata naming a tenant that does not exist changes nothing either.
    const orphan = standIn.addForeignSubscription();
    orphan.metadata = { tenantId: '2147483000' };
    expect((await deliver(standIn.event('customer.subscription.created', orphan))).statusCode).toBe(200);

    expect(await tenantRow(owner.tenantId)).toEqual(before);
    expect((await history(owner.tenantId)).map((r) => r.status)).toEqual(['created']);
  });

  it('answers 200 to event types billing does not use', async () => {
    const res = await deliver(standIn.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('subscribe and cancel rules', () => {
  it('only the admin subscribes, never twice, and a provider outage changes nothing', async () => {
    const owner = await registerTenant(t.app);
    const staff = await addStaff(owner.tenantId);
    expect((await staff.post('/auth/stripe-product-lookup', {})).status).toBe(403);

    // The SDK retries twice on its own; the third failure reaches the owner.
    standIn.failNextWith(500, 3);
    const sessionsBefore = standIn.sessions.size;
    const outage = await owner.client.post('/auth/stripe-product-lookup', {});
    expect(outage.status).toBe(502);
    expect(outage.body.message).toMatch(/payment provider/i);
    expect(standIn.sessions.size).toBe(sessionsBefore);
    expect((await owner.client.get('/probe/work')).status).toBe(402);

    await subscribe(owner);
    const twice = await owner.client.post('/auth/stripe-product-lookup', {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Your subscription is already active!');
  });

  it("cancels only the caller's own subscription", async () => {
    const a = await registerTenant(t.app, 'Tenant A');
    const b = await registerTenant(t.app, 'Tenant B');
    const { subscriptionId: aSubscription } = await subscribe(a);
    const { subscriptionId: bSubscription } = await subscribe(b);

    const res = await b.client.post('/auth/cancel-subscription', { subscription_id: aSubscription });
    expect(res.status).toBe(404);
    expect(standIn.subscriptions.get(aSubscription)!.status).toBe('active');
    expect(standIn.subscriptions.get(bSubscription)!.status).toBe('active');
    expect((await a.client.get('/probe/work')).status).toBe(200);
    expect((await b.client.get('/probe/work')).status).toBe(200);

    // The spec's other reading of the body (id) is checked the same way.
    expect((await b.client.post('/auth/cancel-subscription', { id: aSubscription })).status).toBe(404);
    expect((await b.client.post('/auth/cancel-subscription', { id: bSubscription })).status).toBe(200);
    expect(standIn.subscriptions.get(aSubscription)!.status).toBe('active');
    // Nothing left to cancel.
    expect((await b.client.post('/auth/cancel-subscription', {})).status).toBe(400);
  });

  it('a tenant the operator switched off cannot subscribe its way back', async () => {
    const owner = await registerTenant(t.app);
    await subscribe(owner);
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, owner.tenantId));
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    const details = await owner.client.get('/auth/subscription-details');
    expect(details.body).toMatchObject({ is_active: false, account_enabled: false, status: 'active' });
  });

  it('validates the bodies and refuses calls without a session', async () => {
    const owner = await registerTenant(t.app);
    expect((await owner.client.post('/auth/cancel-subscription', { subscription_id: 42 })).status).toBe(400);
    expect((await owner.client.post('/auth/stripe-product-lookup', { id: 'x'.repeat(500) })).status).toBe(
      400,
    );
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/auth/subscription-details')).status).toBe(401);
    expect((await anonymous.post('/auth/stripe-product-lookup', {})).status).toBe(401);
    expect((await anonymous.post('/auth/cancel-subscription', {})).status).toBe(401);
  });
});

describe('billing off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({
      beforeReady(app) {
        app.get('/api/v1/probe/work', { config: { access: access.tenant() } }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => off.close());

  it('every tenant is active and the billing calls say billing is off', async () => {
    const owner = await registerTenant(off.app);
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    expect((await owner.client.get('/auth/subscription-details')).body).toMatchObject({
      is_active: true,
      billing_enabled: false,
    });
    const lookup = await owner.client.post('/auth/stripe-product-lookup', {});
    expect(lookup.status).toBe(400);
    expect(lookup.body.message).toMatch(/billing is turned off/i);
    expect((await owner.client.post('/auth/cancel-subscription', {})).status).toBe(400);
    const webhook = await off.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
  });
});

describe('operator actions on paying tenants', () => {
  let operator: TestClient;
  beforeAll(async () => {
    await ensureSuperadmin(t.database.db, { email: 'operator@mise.test', password: 'operator-password' });
    operator = new TestClient(t.app);
    const res = await signInOperatorClient(t.app, operator, {
      username: 'operator@mise.test',
      password: 'operator-password',
    });
    expect(res.status).toBe(200);
  });

  it('MRR and ARR count the tenants paying now', async () => {
    const before = (await operator.get('/superadmin/dashboard')).body;
    const owner = await registerTenant(t.app);
    await subscribe(owner);
    const paying = (await operator.get('/superadmin/dashboard')).body;
    expect(paying).toMatchObject({
      mrr: before.mrr + 1,
      arr: before.arr + 1,
      activeTenants: before.activeTenants + 1,
    });
    await owner.client.post('/auth/cancel-subscription', {});
    const after = (await operator.get('/superadmin/dashboard')).body;
    expect(after).toMatchObject({ mrr: before.mrr, activeTenants: before.activeTenants });
  });

  it('deleting a tenant ends its Stripe subscription first; if Stripe is down nothing is deleted', async () => {
    const owner = await registerTenant(t.app);
    const { subscriptionId } = await subscribe(owner);

    standIn.failNextWith(503, 3);
    const refused = await operator.delete(`/superadmin/tenants/delete/${owner.tenantId}`);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/nothing was deleted/);
    expect(await tenantRow(owner.tenantId)).toBeDefined();
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('active');

    const res = await operator.delete(`/superadmin/tenants/delete/${owner.tenantId}`);
    expect(res.status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await tenantRow(owner.tenantId)).toBeUndefined();
    // Stripe's deletion event then finds no tenant and changes nothing.
    const deleted = standIn.event(
      'customer.subscription.deleted',
      standIn.subscriptions.get(subscriptionId)!,
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
  });
});
