import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { sessionMarker } from '../../lib/session';
import { useSubscriptionDetails } from './api/subscription-api';
import { BillingFrame } from './billing-frame';
import { useBillingText } from './i18n';
import { LogoutButton } from './logout-button';

/** Stripe's success URL (spec 2 section 2.10): asks the user to log out and sign in again. */
export function SubscriptionSuccessPage() {
  const { t } = useBillingText();
  const signedIn = sessionMarker() === 'user';
  return (
    <BillingFrame
      icon={<CheckCircle2 className="h-7 w-7" aria-hidden />}
      tone="green"
      title={t('subscriptionCreated')}
    >
      <p className="max-w-md text-stone-600">{t('thankYou')}</p>
      {signedIn ? <ActivationStatus /> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {signedIn ? (
          <>
            <LogoutButton variant="primary" />
            <Link to="/dashboard/home">
              <Button variant="outline">{t('goToDashboard')}</Button>
            </Link>
          </>
        ) : (
          <Link to="/login">
            <Button>{t('login')}</Button>
          </Link>
        )}
      </div>
    </BillingFrame>
  );
}

function ActivationStatus() {
  const { t } = useBillingText();
  const { data } = useSubscriptionDetails({ pollUntilActive: true });
  if (data?.is_active) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-700">
        {t('subscriptionIsActive')}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('confirmingPayment')}
    </p>
  );
}
