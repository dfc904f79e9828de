import type { CustomerDisplayClientEvents, CustomerDisplayServerEvents } from '@mise/contracts';
import { CUSTOMER_DISPLAY_NAMESPACE } from '@mise/contracts/constants';
import { SOCKET_PATH } from '@mise/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { apiRequest } from '../../lib/api-client';
import { sessionMarker } from '../../lib/session';

export type DisplaySocket = Socket<CustomerDisplayServerEvents, CustomerDisplayClientEvents>;

/**
 * A connection to /customer-display as a till or as a display, with the staff session's cookie and
 * the staff screens' reconnection (unlimited, 1 s base, 5 s max). An expired access cookie is renewed
 * through a cheap call, then the socket tries again. socket.io's client is fetched with the first
 * connection: a till that never links a display does not download it before its first dish.
 */
export async function connectDisplaySocket(role: 'till' | 'display'): Promise<DisplaySocket> {
  const { io } = await import('socket.io-client');
  const socket: DisplaySocket = io(CUSTOMER_DISPLAY_NAMESPACE, {
    path: SOCKET_PATH,
    withCredentials: true,
    auth: { role },
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    transports: ['websocket', 'polling'],
  });
  socket.on('connect_error', async (error) => {
    // Refused at handshake, the client does not retry by itself.
    if (error.message !== 'unauthorized' && error.message !== 'unavailable') return;
    if (error.message === 'unauthorized') await apiRequest('GET', '/auth/devices').catch(() => undefined);
    setTimeout(() => {
      // A screen closed meanwhile has dropped its listeners: it stays closed.
      if (!socket.connected && !socket.active && sessionMarker() && socket.hasListeners('connect_error'))
        socket.connect();
    }, 2_000);
  });
  return socket;
}
