import { getSessionUser } from '../../lib/session';
import { getSocket } from '../../lib/socket';

/** The signed-in user's tenant: a device queue only ever sends that tenant's entries. */
export function currentTenantId(): number | null {
  return getSessionUser()?.tenantId ?? null;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

/**
 * Sending a device queue (the POS's orders, the Kitchen's and Orders' actions): what waits for the
 * signed-in tenant goes out; on a stall it is tried again later with backoff, and at once whenever
 * the connection comes back.
 */
export function createQueueSender<R extends { stalled: boolean }>(
  flushTenant: (tenantId: number) => Promise<R>,
) {
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryStep = 0;
  const stopRetrying = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  async function flush(): Promise<R | null> {
    const tenantId = currentTenantId();
    if (tenantId === null) return null;
    stopRetrying();
    let report: R;
    try {
      report = await flushTenant(tenantId);
    } catch {
      // The device's storage failed (quota, private mode): nothing can be sent from it now.
      return null;
    }
    if (report.stalled) {
      const delay = RETRY_DELAYS_MS[Math.min(retryStep, RETRY_DELAYS_MS.length - 1)]!;
      retryStep += 1;
      stopRetrying();
      retryTimer = setTimeout(() => void flush(), delay);
    } else {
      retryStep = 0;
    }
    return report;
  }

  /** Sends again whenever the browser or the socket is back; answers how to stop. */
  function followConnection(): () => void {
    const onOnline = () => {
      retryStep = 0;
      void flush();
    };
    window.addEventListener('online', onOnline);
    // The socket connecting proves the server is reachable, even when navigator.onLine says little.
    const socket = getSocket();
    socket.on('connect', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      socket.off('connect', onOnline);
      stopRetrying();
    };
  }

  return { flush, followConnection };
}
