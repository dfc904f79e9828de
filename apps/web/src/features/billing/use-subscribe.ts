import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api-client';
import { startCheckout } from './api/subscription-api';

export const SUBSCRIBE_ERROR = "Can't retrieve the product subscription, Please try after sometime!";

/** Subscribe: fetch the Checkout URL from the server and send the browser there. */
export function useSubscribe() {
  const [busy, setBusy] = useState(false);
  const subscribe = async () => {
    setBusy(true);
    const toastId = toast.loading('Please wait...');
    try {
      const { url } = await startCheckout();
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, SUBSCRIBE_ERROR), { id: toastId });
      setBusy(false);
    }
  };
  return { subscribe, busy };
}
