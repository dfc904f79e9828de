import type Stripe from 'stripe';

/**
 * Reading what billing needs out of Stripe's objects. Subscriptions are always fetched through the
 * SDK (its pinned API version), so their shape is the SDK's. Event payloads are rendered in the
 * API version of the webhook endpoint configured in Stripe's dashboard, so fields that moved between
 * versions are read from both places.
 */

/** The tenant id our Checkout Session put in client_reference_id / metadata; null when absent or malformed. */
export function parseTenantId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  status: string;
  startedAt: Date | null;
  /** The period being paid for now; since API version 2025-03-31 it lives on each item. */
  periodStart: Date | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  /** The tenant id carried from the Checkout Session (subscription_data.metadata). */
  tenantId: number | null;
}

export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const items = subscription.items?.data ?? [];
  const starts = items.map((item) => item.current_period_start).filter((n) => typeof n === 'number');
  const ends = items.map((item) => item.current_period_end).filter((n) => typeof n === 'number');
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    startedAt: fromUnix(subscription.start_date),
    periodStart: starts.length ? fromUnix(Math.min(...starts)) : null,
    periodEnd: ends.length ? fromUnix(Math.max(...ends)) : null,
    endedAt: fromUnix(subscription.ended_at ?? subscription.canceled_at),
    tenantId: parseTenantId(subscription.metadata?.tenantId),
  };
}

/** What an event says about a subscription: which one, and the tenant it was bought for if it says. */
export interface SubscriptionReference {
  subscriptionId: string;
  tenantHint: number | null;
  /** A paid renewal (invoice.paid for a new billing cycle), with the service period it paid for. */
  renewal?: { eventPeriodStart: Date | null; eventPeriodEnd: Date | null };
}

type LegacyInvoice = Stripe.Invoice & { subscription?: string | { id: string } | null };

export function referenceOf(event: Stripe.Event): SubscriptionReference | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return {
        subscriptionId,
        tenantHint: parseTenantId(session.client_reference_id) ?? parseTenantId(session.metadata?.tenantId),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      return { subscriptionId: subscription.id, tenantHint: parseTenantId(subscription.metadata?.tenantId) };
    }
    case 'invoice.paid': {
      const invoice = event.data.object as LegacyInvoice;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
      if (!subscriptionId) return null;
      const line = invoice.lines?.data?.find((l) => l.period) ?? null;
      return {
        subscriptionId,
        tenantHint: parseTenantId(details?.metadata?.tenantId),
        renewal:
          invoice.billing_reason === 'subscription_cycle'
            ? { eventPeriodStart: fromUnix(line?.period.start), eventPeriodEnd: fromUnix(line?.period.end) }
            : undefined,
      };
    }
    default:
      return null;
  }
}
