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
import { useBillingText } from './i18n';
import { LogoutButton } from './logout-button';
import { PlanCard } from './plan-card';
import { useSubscribe } from './use-subscribe';

/**
 * Where every 402 lands (spec 2 section 2.10): admins see the plan and Subscribe, other staff only
 * the notice. It follows the tenant's standing live, so paying or being switched back on shows here.
 */
export function InactiveSubscriptionPage() {
  const { t } = useBillingText();
  const user = useSessionUser();
  if (sessionMarker() !== 'user' || !user || user.role === 'superadmin') {
    return (
      <BillingFrame
        icon={<Lock className="h-7 w-7" aria-hidden />}
        tone="amber"
        title={t('subscriptionInactive')}
      >
        <p className="text-stone-600">{t('logInToSee')}</p>
        <Link to="/login">
          <Button>{t('login')}</Button>
        </Link>
      </BillingFrame>
    );
  }
  return <InactiveNotice user={user} />;
}

function InactiveNotice({ user }: { user: SessionUser }) {
  const { t } = useBillingText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useSubscriptionDetails();
  const { subscribe, busy } = useSubscribe();
  useRealtimeEvent('subscription_update', () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
  });

  if (isPending) return <LoadingState className="min-h-dvh" />;
  if (isError) {
    return <ErrorState className="min-h-dvh" message={t('loadFailed')} onRetry={() => refetch()} />;
  }
  if (data.is_active) {
    return (
      <BillingFrame
        icon={<CheckCircle2 className="h-7 w-7" aria-hidden />}
        tone="green"
        title={t('activeTitle')}
      >
        <p className="text-stone-600">{t('activeHelp')}</p>
        <Button onClick={() => navigate(homePathFor(user), { replace: true })}>{t('goToDashboard')}</Button>
      </BillingFrame>
    );
  }
  if (!data.account_enabled) {
    return (
      <BillingFrame
        icon={<Lock className="h-7 w-7" aria-hidden />}
        tone="red"
        title={t('accountInactiveTitle')}
      >
        <p className="max-w-md text-stone-600">{t('accountInactiveHelp')}</p>
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
      title={t('inactiveTitle')}
    >
      {isAdmin ? (
        <>
          <p className="max-w-md text-stone-600">{t('inactiveAdminHelp')}</p>
          <PlanCard
            action={
              <Button size="lg" className="w-full" onClick={subscribe} loading={busy}>
                {t('subscribe')}
              </Button>
            }
          />
          <LogoutButton variant="ghost" />
        </>
      ) : (
        <>
          <p className="max-w-md text-stone-600">{t('inactiveStaffHelp')}</p>
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
