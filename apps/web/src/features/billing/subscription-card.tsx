import type { TSubscriptionDetails } from '@mise/contracts';
import { isLiveSubscriptionStatus, PLAN_PRICE_USD_MINOR } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { withToast } from '../../lib/toast';
import { cancelSubscription, subscriptionDetailsKey, useSubscriptionDetails } from './api/subscription-api';
import { useBillingText } from './i18n';
import { INACTIVE_SUBSCRIPTION_PATH } from './use-standing-watch';
import { useSubscribe } from './use-subscribe';

/** The admin's subscription card on the profile (spec 2 section 2.10). */
export function SubscriptionCard() {
  const { t } = useBillingText();
  const { money } = useFormat();
  const { data, isPending, isError, refetch } = useSubscriptionDetails();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { subscribe, busy } = useSubscribe();

  const onCancel = async () => {
    if (!data) return;
    if (
      !(await confirm({
        title: t('cancelTitle'),
        message: t('cancelConfirmation'),
        confirmLabel: t('cancelSubscription'),
        cancelLabel: t('keepIt'),
      }))
    ) {
      return;
    }
    try {
      await withToast(cancelSubscription(data.subscription_id), t('cancelFailed'));
      await queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
      navigate(INACTIVE_SUBSCRIPTION_PATH);
    } catch {
      // The toast already told the admin.
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="h-4 w-4 text-stone-500" aria-hidden /> {t('subscription')}
        </CardTitle>
        <span className="text-sm text-stone-500">
          {t('pricePerMonth', { price: money(PLAN_PRICE_USD_MINOR, 'USD') })}
        </span>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState className="py-6" />
        ) : isError ? (
          <ErrorState className="py-6" message={t('loadFailed')} onRetry={() => refetch()} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-stone-500">{t('status')}</dt>
              <dd>
                {data.is_active ? (
                  <Badge tone="green">{t('active')}</Badge>
                ) : (
                  <Badge tone="red">{t('inactive')}</Badge>
                )}
              </dd>
              {data.billing_enabled && data.is_active && data.subscription_end ? (
                <>
                  <dt className="text-stone-500">{t('renewsAt')}</dt>
                  <dd className="font-medium text-stone-900">{data.subscription_end.slice(0, 10)}</dd>
                </>
              ) : null}
            </dl>
            {canCancel(data) ? (
              <Button variant="outline" className="text-red-700" onClick={onCancel}>
                {t('cancelSubscription')}
              </Button>
            ) : canSubscribe(data) ? (
              <Button onClick={subscribe} loading={busy}>
                {t('subscribe')}
              </Button>
            ) : null}
            <p className="w-full text-sm text-stone-500">{t(explanation(data))}</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

/** A subscription Stripe still bills can be cancelled, even while the operator has the account switched off. */
const canCancel = (data: TSubscriptionDetails) =>
  data.billing_enabled && data.subscription_id !== null && isLiveSubscriptionStatus(data.status);

const canSubscribe = (data: TSubscriptionDetails) =>
  data.billing_enabled && data.account_enabled && !data.is_active && !canCancel(data);

function explanation(data: {
  billing_enabled: boolean;
  account_enabled: boolean;
  is_active: boolean;
}): string {
  if (!data.account_enabled) return 'explainDeactivated';
  if (!data.billing_enabled) return 'explainBillingOff';
  if (data.is_active) return 'explainRenews';
  return 'explainSubscribe';
}
