import type { TSubscriptionDetails } from '@mise/contracts';
import { formatMoney, isLiveSubscriptionStatus, PLAN_PRICE_USD_MINOR } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { withToast } from '../../lib/toast';
import { cancelSubscription, subscriptionDetailsKey, useSubscriptionDetails } from './api/subscription-api';
import { INACTIVE_SUBSCRIPTION_PATH } from './use-standing-watch';
import { useSubscribe } from './use-subscribe';

const CANCEL_CONFIRMATION =
  'Are you sure? This will immediately cancel your subscription, and you will lose out access to the product.';
const CANCEL_ERROR =
  'Oops! We got issues while processing your request! Please try after sometime! Or contact customer support!';

/** The admin's subscription card on the profile (spec 2 section 2.10). */
export function SubscriptionCard() {
  const { data, isPending, isError, refetch } = useSubscriptionDetails();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { subscribe, busy } = useSubscribe();

  const onCancel = async () => {
    if (!data) return;
    if (
      !(await confirm({
        title: 'Cancel subscription',
        message: CANCEL_CONFIRMATION,
        confirmLabel: 'Cancel Subscription',
        cancelLabel: 'Keep it',
      }))
    ) {
      return;
    }
    try {
      await withToast(cancelSubscription(data.subscription_id), CANCEL_ERROR);
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
          <CreditCard className="h-4 w-4 text-stone-500" aria-hidden /> Subscription
        </CardTitle>
        <span className="text-sm text-stone-500">{formatMoney(PLAN_PRICE_USD_MINOR, 'USD')} / month</span>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState className="py-6" />
        ) : isError ? (
          <ErrorState
            className="py-6"
            message="Error loading the subscription details! Try later!"
            onRetry={() => refetch()}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-stone-500">Status</dt>
              <dd>
                {data.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="red">In-Active</Badge>}
              </dd>
              {data.billing_enabled && data.is_active && data.subscription_end ? (
                <>
                  <dt className="text-stone-500">Renews at</dt>
                  <dd className="font-medium text-stone-900">{data.subscription_end.slice(0, 10)}</dd>
                </>
              ) : null}
            </dl>
            {canCancel(data) ? (
              <Button variant="outline" className="text-red-700" onClick={onCancel}>
                Cancel Subscription
              </Button>
            ) : canSubscribe(data) ? (
              <Button onClick={subscribe} loading={busy}>
                Subscribe
              </Button>
            ) : null}
            <p className="w-full text-sm text-stone-500">{explanation(data)}</p>
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
  if (!data.account_enabled) return 'Your account has been deactivated. Please contact support.';
  if (!data.billing_enabled) return 'Billing is turned off on this server: every restaurant is active.';
  if (data.is_active) return 'Renews automatically every month. Cancelling ends access at once.';
  return 'Subscribe to keep taking orders; your data is kept as it is.';
}
