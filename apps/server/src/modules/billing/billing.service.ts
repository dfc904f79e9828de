import type { TSubscriptionDetails } from '@mise/contracts';
import { isLiveSubscriptionStatus } from '@mise/domain';
import Stripe from 'stripe';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isTenantInGoodStanding } from '../auth/session';
import * as repo from './billing.repository';
import {
  referenceOf,
  type SubscriptionReference,
  type SubscriptionSnapshot,
  snapshotOf,
} from './stripe-objects';

const BILLING_OFF = 'Billing is turned off on this server: every restaurant is active.';
const ADMIN_ONLY = 'Only the admin can manage the subscription!';
const PROVIDER_DOWN = 'The payment provider could not be reached, please try again in a moment!';

/** What a change did to a tenant, so its open screens can be told. */
interface StandingChange {
  tenantId: number;
  isActive: boolean;
}

export function createBillingService(deps: Deps) {
  const { db, config, log } = deps;
  const billingEnabled = Boolean(config.stripe);

  function requireStripe(): { stripe: Stripe; settings: NonNullable<typeof config.stripe> } {
    if (!deps.stripe || !config.stripe) throw badRequest(BILLING_OFF);
    return { stripe: deps.stripe, settings: config.stripe };
  }

  function providerError(error: unknown, action: string, message = PROVIDER_DOWN): AppError {
    log.error({ err: error }, `stripe: ${action} failed`);
    return new AppError(502, message, 'PAYMENT_PROVIDER');
  }

  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

  /**
   * Brings the tenant in line with the subscription as Stripe has it now. A subscription the tenant
   * is not on yet takes over only while it is live (just paid for), and is recorded as created; the
   * first time the tenant's subscription is seen ended, it is recorded as cancelled. Runs inside the
   * transaction that holds the tenant's row.
   */
  async function applySnapshot(
    tx: Db,
    tenantId: number,
    snapshot: SubscriptionSnapshot,
    eventId: string | null,
  ): Promise<StandingChange | null> {
    const tenant = await repo.lockTenantBilling(tx, tenantId);
    if (!tenant) return null;
    const base = {
      stripeSubscriptionId: snapshot.id,
      stripeCustomerId: snapshot.customerId ?? tenant.stripeCustomerId,
      subscriptionStatus: snapshot.status,
      subscriptionStart: snapshot.startedAt ?? snapshot.periodStart,
    };
    let fields: repo.SubscriptionFields;
    if (tenant.stripeSubscriptionId !== snapshot.id) {
      if (!isLiveSubscriptionStatus(snapshot.status)) return null;
      if (
        isLiveSubscriptionStatus(tenant.subscriptionStatus) &&
        tenant.subscriptionEnd &&
        tenant.subscriptionEnd > new Date()
      ) {
        // Two checkouts finished for one tenant: the newer one is kept, the older must be refunded by hand.
        log.warn(
          { tenantId, previous: tenant.stripeSubscriptionId, next: snapshot.id },
          'stripe: tenant had a live subscription and paid for another one',
        );
      }
      fields = { ...base, subscriptionEnd: snapshot.periodEnd };
      await repo.saveTenantSubscription(tx, tenantId, fields);
      await repo.addSubscriptionHistory(tx, {
        tenantId,
        status: 'created',
        stripeSubscriptionId: snapshot.id,
        stripeEventId: eventId,
        startsOn: snapshot.periodStart,
        expiresOn: snapshot.periodEnd,
      });
    } else if (snapshot.status === 'canceled') {
      // Cancelling is immediate (the profile's confirmation says so): access ends when Stripe ended it.
      const endedAt = snapshot.endedAt ?? new Date();
      fields = { ...base, subscriptionEnd: endedAt };
      await repo.saveTenantSubscription(tx, tenantId, fields);
      if (tenant.subscriptionStatus !== 'canceled') {
        await repo.addSubscriptionHistory(tx, {
          tenantId,
          status: 'cancelled',
          stripeSubscriptionId: snapshot.id,
          stripeEventId: eventId,
          startsOn: snapshot.periodStart,
          expiresOn: endedAt,
        });
      }
    } else {
      fields = { ...base, subscriptionEnd: snapshot.periodEnd };
      await repo.saveTenantSubscription(tx, tenantId, fields);
    }
    return { tenantId, isActive: isTenantInGoodStanding({ isActive: tenant.isActive, ...fields }, true) };
  }

  function announce(change: StandingChange | null) {
    if (change) deps.realtime.toTenant(change.tenantId, 'subscription_update', { isActive: change.isActive });
  }

  /** The tenant an event's subscription belongs to: the one already on it, else the id our session carried. */
  async function tenantFor(reference: SubscriptionReference): Promise<number | null> {
    const linked = await repo.findTenantIdBySubscription(db, reference.subscriptionId);
    if (linked && reference.tenantHint && linked !== reference.tenantHint) {
      log.warn({ reference, linked }, 'stripe: subscription metadata names another tenant; keeping the link');
    }
    return linked ?? reference.tenantHint;
  }

  async function fetchSubscription(stripe: Stripe, subscriptionId: string) {
    try {
      return snapshotOf(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw providerError(error, 'retrieving a subscription');
    }
  }

  return {
    async details(auth: TenantAuth): Promise<TSubscriptionDetails> {
      const tenant = await repo.findTenantBilling(db, auth.tenantId);
      if (!tenant) throw notFound();
      return {
        subscription_id: auth.role === 'admin' ? tenant.stripeSubscriptionId : null,
        is_active: isTenantInGoodStanding(tenant, billingEnabled),
        subscription_start: tenant.subscriptionStart?.toISOString() ?? null,
        subscription_end: tenant.subscriptionEnd?.toISOString() ?? null,
        status: tenant.subscriptionStatus,
        billing_enabled: billingEnabled,
        account_enabled: tenant.isActive,
      };
    },

    /** Subscribe: a Checkout Session for the one configured price, tied to the caller's tenant. */
    async startCheckout(auth: TenantAuth): Promise<{ url: string }> {
      if (auth.role !== 'admin') throw forbidden(ADMIN_ONLY);
      const { stripe, settings } = requireStripe();
      const tenant = await repo.findTenantBilling(db, auth.tenantId);
      if (!tenant) throw notFound();
      if (!tenant.isActive) {
        throw forbidden('Your account has been deactivated! Please contact support.');
      }
      if (isTenantInGoodStanding(tenant, true)) throw conflict('Your subscription is already active!');
      const tenantRef = String(tenant.id);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.priceId, quantity: 1 }],
          client_reference_id: tenantRef,
          metadata: { tenantId: tenantRef },
          subscription_data: { metadata: { tenantId: tenantRef } },
          success_url: `${config.publicUrl}/success`,
          cancel_url: `${config.publicUrl}/cancelled-payment`,
          ...(tenant.stripeCustomerId
            ? { customer: tenant.stripeCustomerId }
            : { customer_email: tenant.email }),
        });
      } catch (error) {
        throw providerError(error, 'creating a checkout session');
      }
      if (!session.url)
        throw providerError(new Error('checkout session without url'), 'creating a checkout session');
      return { url: session.url };
    },

    /** Cancels the caller's own tenant's subscription at once; an id in the body must be that one. */
    async cancel(auth: TenantAuth, requestedId: string | undefined) {
      if (auth.role !== 'admin') throw forbidden(ADMIN_ONLY);
      const { stripe } = requireStripe();
      const tenant = await repo.findTenantBilling(db, auth.tenantId);
      if (!tenant) throw notFound();
      const subscriptionId = tenant.stripeSubscriptionId;
      if (requestedId && requestedId !== subscriptionId) throw notFound('Subscription not found!');
      if (!subscriptionId || tenant.subscriptionStatus === 'canceled') {
        throw badRequest('There is no active subscription to cancel!');
      }
      let snapshot: SubscriptionSnapshot;
      try {
        snapshot = snapshotOf(await stripe.subscriptions.cancel(subscriptionId));
      } catch (error) {
        if (!isMissing(error)) throw providerError(error, 'cancelling a subscription');
        // Stripe no longer has it (deleted with its customer): for this tenant it is cancelled now.
        snapshot = {
          id: subscriptionId,
          customerId: tenant.stripeCustomerId,
          status: 'canceled',
          startedAt: tenant.subscriptionStart,
          periodStart: null,
          periodEnd: null,
          endedAt: new Date(),
          tenantId: tenant.id,
        };
      }
      const change = await db.transaction((tx) => applySnapshot(tx, tenant.id, snapshot, null));
      announce(change);
      return { message: 'Your subscription has been cancelled!' };
    },

    /**
     * Before the operator deletes a tenant: ends its live subscription at Stripe, so the owner is not
     * charged for an account that no longer exists. Throws (and nothing is deleted) if Stripe can't be
     * reached.
     */
    async cancelBeforeDeletion(tenant: {
      id: number;
      stripeSubscriptionId: string | null;
      subscriptionStatus: string | null;
    }) {
      if (!tenant.stripeSubscriptionId || !isLiveSubscriptionStatus(tenant.subscriptionStatus)) return;
      if (!deps.stripe) {
        log.warn(
          { tenantId: tenant.id },
          'stripe: billing is off, a deleted tenant keeps its Stripe subscription',
        );
        return;
      }
      try {
        await deps.stripe.subscriptions.cancel(tenant.stripeSubscriptionId);
      } catch (error) {
        if (isMissing(error)) return;
        throw providerError(
          error,
          'cancelling the subscription of a deleted tenant',
          "The tenant's subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again!",
        );
      }
    },

    /**
     * A Stripe webhook delivery: verified against the signing secret, applied once per event id.
     * Anything fetched from Stripe is fetched before the transaction, so no network call ever holds
     * the database.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const { stripe, settings } = requireStripe();
      if (!signature) throw badRequest('Missing Stripe signature!');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw badRequest('Invalid Stripe signature!');
      }
      if (await repo.isStripeEventRecorded(db, event.id)) return { received: true };

      const reference = referenceOf(event);
      const tenantId = reference ? await tenantFor(reference) : null;
      const snapshot =
        reference && tenantId ? await fetchSubscription(stripe, reference.subscriptionId) : null;
      if (reference && !snapshot) {
        log.info(
          { eventId: event.id, type: event.type },
          'stripe: event for a subscription of no tenant; ignored',
        );
      }

      const change = await db.transaction(async (tx) => {
        if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return null;
        if (!reference || !tenantId || !snapshot) return null;
        const applied = await applySnapshot(tx, tenantId, snapshot, event.id);
        if (applied && reference.renewal) {
          await repo.addSubscriptionHistory(tx, {
            tenantId,
            status: 'renewed',
            stripeSubscriptionId: snapshot.id,
            stripeEventId: event.id,
            startsOn: reference.renewal.eventPeriodStart ?? snapshot.periodStart,
            expiresOn: reference.renewal.eventPeriodEnd ?? snapshot.periodEnd,
          });
        }
        return applied;
      });
      announce(change);
      return { received: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
