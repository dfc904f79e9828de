import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api-client';
import { startCheckout } from './api/subscription-api';
import { useBillingText } from './i18n';

/** Subscribe: fetch the Checkout URL from the server and send the browser there. */
export function useSubscribe() {
  const { t } = useBillingText();
  const [busy, setBusy] = useState(false);
  const subscribe = async () => {
    setBusy(true);
    const toastId = toast.loading(t('pleaseWait'));
    try {
      const { url } = await startCheckout();
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, t('subscribeFailed')), { id: toastId });
      setBusy(false);
    }
  };
  return { subscribe, busy };
}
