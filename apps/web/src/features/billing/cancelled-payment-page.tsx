import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { BillingFrame } from './billing-frame';

/** Stripe's cancel URL (spec 2 section 2.10). */
export function CancelledPaymentPage() {
  return (
    <BillingFrame icon={<XCircle className="h-7 w-7" aria-hidden />} tone="red" title="Payment cancelled">
      <p className="max-w-md text-stone-600">
        Your payment was cancelled or failed, so nothing was charged. You can try again from your profile
        whenever you are ready.
      </p>
      <Link to="/dashboard/profile">
        <Button>Back to profile</Button>
      </Link>
    </BillingFrame>
  );
}
