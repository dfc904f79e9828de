import { CancelSubscriptionBody, StripeProductLookupBody } from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createBillingService } from './billing.service';

/** Subscription billing through Stripe (spec 2 sections 2.10 and 7). */
export default async function billingRoutes(app: AppInstance) {
  const billing = createBillingService(app.deps);
  // These must work while the subscription has lapsed: they are how a tenant pays again.
  const lapsedTenantMayCall = access.tenant([], { allowInactive: true });

  app.get('/auth/subscription-details', { schema: {}, config: { access: lapsedTenantMayCall } }, (request) =>
    billing.details(tenantAuth(request)),
  );

  app.post(
    '/auth/stripe-product-lookup',
    { schema: { body: StripeProductLookupBody }, config: { access: lapsedTenantMayCall } },
    (request) => billing.startCheckout(tenantAuth(request)),
  );

  app.post(
    '/auth/cancel-subscription',
    { schema: { body: CancelSubscriptionBody }, config: { access: lapsedTenantMayCall } },
    (request) =>
      billing.cancel(tenantAuth(request), request.body?.subscription_id ?? request.body?.id ?? undefined),
  );

  // Stripe signs the exact bytes it sends, so this one route reads its body raw (its own scope keeps
  // every other route on the JSON parser).
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/billing/stripe-webhook', { config: { access: access.public } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return billing.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
    });
  });
}
