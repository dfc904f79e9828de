import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { BillingFrame } from './billing-frame';
import { useBillingText } from './i18n';

/** Stripe's cancel URL (spec 2 section 2.10). */
export function CancelledPaymentPage() {
  const { t } = useBillingText();
  return (
    <BillingFrame icon={<XCircle className="h-7 w-7" aria-hidden />} tone="red" title={t('paymentCancelled')}>
      <p className="max-w-md text-stone-600">{t('paymentCancelledHelp')}</p>
      <Link to="/dashboard/profile">
        <Button>{t('backToProfile')}</Button>
      </Link>
    </BillingFrame>
  );
}
