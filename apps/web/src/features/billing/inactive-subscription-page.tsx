import { homePathFor } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, Lock, Mail } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { type SessionUser, sessionMarker, useSessionUser } from '../../lib/session';
import { useRealtimeEvent } from '../../lib/socket';
import { useAppInfo } from '../app-info/use-app-info';
import { subscriptionDetailsKey, useSubscriptionDetails } from './api/subscription-api';
import { BillingFrame } from './billing-frame';
import { LogoutButton } from './logout-button';
import { PlanCard } from './plan-card';
import { useSubscribe } from './use-subscribe';

/**
 * Where every 402 lands (spec 2 section 2.10): admins see the plan and Subscribe, other staff only
 * the notice. It follows the tenant's standing live, so paying or being switched back on shows here.
 */
export function InactiveSubscriptionPage() {
  const user = useSessionUser();
  if (sessionMarker() !== 'user' || !user || user.role === 'superadmin') {
    return (
      <BillingFrame
        icon={<Lock className="h-7 w-7" aria-hidden />}
        tone="amber"
        title="Subscription inactive"
      >
        <p className="text-stone-600">Log in to see your restaurant's subscription.</p>
        <Link to="/login">
          <Button>Login</Button>
        </Link>
      </BillingFrame>
    );
  }
  return <InactiveNotice user={user} />;
}

function InactiveNotice({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useSubscriptionDetails();
  const { subscribe, busy } = useSubscribe();
  useRealtimeEvent('subscription_update', () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
  });

  if (isPending) return <LoadingState className="min-h-dvh" />;
  if (isError) {
    return (
      <ErrorState
        className="min-h-dvh"
        message="Error loading the subscription details! Try later!"
        onRetry={() => refetch()}
      />
    );
  }
  if (data.is_active) {
    return (
      <BillingFrame
        icon={<CheckCircle2 className="h-7 w-7" aria-hidden />}
        tone="green"
        title="Your subscription is active"
      >
        <p className="text-stone-600">Everything is ready: you can get back to work.</p>
        <Button onClick={() => navigate(homePathFor(user), { replace: true })}>Go to dashboard</Button>
      </BillingFrame>
    );
  }
  if (!data.account_enabled) {
    return (
      <BillingFrame
        icon={<Lock className="h-7 w-7" aria-hidden />}
        tone="red"
        title="Your account is inactive"
      >
        <p className="max-w-md text-stone-600">
          Your restaurant's account has been deactivated. Please contact support to have it switched back on.
        </p>
        <SupportLink />
        <LogoutButton />
      </BillingFrame>
    );
  }
  const isAdmin = user.role === 'admin';
  return (
    <BillingFrame
      icon={<CreditCard className="h-7 w-7" aria-hidden />}
      tone="amber"
      title="Your subscription is inactive"
    >
      {isAdmin ? (
        <>
          <p className="max-w-md text-stone-600">
            Subscribe to keep taking orders. Your menu, orders and settings are kept as they are.
          </p>
          <PlanCard
            action={
              <Button size="lg" className="w-full" onClick={subscribe} loading={busy}>
                Subscribe
              </Button>
            }
          />
          <LogoutButton variant="ghost" />
        </>
      ) : (
        <>
          <p className="max-w-md text-stone-600">
            Your restaurant's subscription has lapsed, so the point of sale is paused. Please ask your
            administrator to renew it.
          </p>
          <LogoutButton />
        </>
      )}
    </BillingFrame>
  );
}

function SupportLink() {
  const { data } = useAppInfo();
  if (!data) return null;
  return (
    <a
      href={`mailto:${data.supportEmail}`}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <Mail className="h-4 w-4" aria-hidden /> {data.supportEmail}
    </a>
  );
}
