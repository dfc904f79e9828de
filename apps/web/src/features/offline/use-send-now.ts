import { useState } from 'react';
import toast from 'react-hot-toast';
import { text } from '../../i18n/app-i18n';
import { shownQueueMessage } from './queue-texts';

/** A queue dialog's "Send now": sends what waits, and says why if the sending had to stop. */
export function useSendNow(
  flush: () => Promise<{ stalled: boolean; lastError: string | null } | null | undefined>,
) {
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      const report = await flush();
      if (report?.stalled)
        toast.error(report.lastError ? shownQueueMessage(report.lastError) : text('common:tryLater'));
    } finally {
      setSending(false);
    }
  };
  return { sending, sendNow };
}
