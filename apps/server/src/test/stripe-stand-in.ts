import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints billing calls, on a loopback port. The real
 * `stripe` SDK is pointed at it (STRIPE_API_BASE), so requests go through the SDK's own encoding,
 * authentication and error handling. Objects follow Stripe's shapes for the SDK's API version.
 */
type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
}

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects (arrays stay objects with "0" keys). */
export function parseStripeForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part];
    }
    node[path.at(-1)!] = value;
  }
  return result;
}

export interface StripeStandIn {
  /** The address to give STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The next `count` API calls answer this HTTP status with a Stripe error (a provider outage). */
  failNextWith(status: number, count?: number): void;
  /** The customer paid on the Checkout page: creates the subscription and returns the completed session. */
  completeCheckout(sessionId: string): Json;
  /** A billing cycle passed and was paid: advances the period and returns the paid invoice. */
  renew(subscriptionId: string): Json;
  /** A subscription Stripe has but no session of ours created (another product on the same account). */
  addForeignSubscription(): Json;
  event(type: string, object: Json): Json;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  let failure: { status: number; remaining: number } | null = null;

  const subscriptionObject = (customer: string, metadata: Json, price: string): Json => {
    const start = nowSeconds();
    const id = newId('sub');
    return {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      start_date: start,
      canceled_at: null,
      ended_at: null,
      cancel_at_period_end: false,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            price: { id: price, object: 'price', unit_amount: 500, currency: 'usd' },
            current_period_start: start,
            current_period_end: start + 30 * DAY,
          },
        ],
      },
    };
  };

  const stripeError = (status: number, message: string, code?: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  });

  function route(method: string, path: string, params: Json): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      for (const required of ['mode', 'success_url', 'cancel_url']) {
        if (!params[required]) return stripeError(400, `Missing required param: ${required}.`);
      }
      if (!params.line_items?.['0']?.price) return stripeError(400, 'Missing required param: line_items.');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        subscription: null,
        // Kept to create the subscription on completion, as Stripe does.
        _subscriptionMetadata: params.subscription_data?.metadata ?? {},
        _price: params.line_items['0'].price,
      };
      sessions.set(id, session);
      return { status: 200, body: publicView(session) };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) {
        return stripeError(404, `No such subscription: '${subscriptionMatch[1]}'`, 'resource_missing');
      }
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return stripeError(400, 'This subscription is already canceled.');
        }
        const at = nowSeconds();
        Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
        return { status: 200, body: subscription };
      }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const publicView = (object: Json) =>
    Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      let answer: { status: number; body: Json };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        answer = stripeError(401, 'Invalid API Key provided.');
      } else if (failure) {
        answer = {
          status: failure.status,
          body: { error: { type: 'api_error', message: 'Stripe is down.' } },
        };
        failure.remaining -= 1;
        if (failure.remaining === 0) failure = null;
      } else {
        answer = route(req.method ?? 'GET', url.pathname, params);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    subscriptions,
    failNextWith(status, count = 1) {
      failure = { status, remaining: count };
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const customer = session.customer ?? newId('cus');
      const subscription = subscriptionObject(customer, session._subscriptionMetadata, session._price);
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subscription.id,
      });
      return publicView(session);
    },
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_start + 30 * DAY;
      return {
        id: newId('in'),
        object: 'invoice',
        status: 'paid',
        billing_reason: 'subscription_cycle',
        customer: subscription.customer,
        amount_paid: 500,
        currency: 'usd',
        period_start: item.current_period_start - 30 * DAY,
        period_end: item.current_period_start,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: newId('il'),
              object: 'line_item',
              amount: 500,
              period: { start: item.current_period_start, end: item.current_period_end },
            },
          ],
        },
      };
    },
    addForeignSubscription() {
      const subscription = subscriptionObject(newId('cus'), {}, 'price_other_product');
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    event(type, object) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
