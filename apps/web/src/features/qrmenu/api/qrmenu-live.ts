import { QR_MENU_NAMESPACE, type QrMenuServerEvents } from '@mise/contracts/qrmenu-live';
import { SOCKET_PATH } from '@mise/contracts/realtime';

type SoldOut = Parameters<QrMenuServerEvents['sold_out']>[0]['soldOut'];
type Listener = (soldOut: SoldOut) => void;

/**
 * The diner's page follows what is sold out live (issue 18 §2): one connection per store code to
 * the public /qrmenu namespace, keyed by the same code as the menu, shared by the pages that show
 * it and closed when the last one goes. socket.io-client is loaded only once the menu is on the
 * screen, so the menu's own small bundle stays as it was. It reconnects forever (a phone wakes up,
 * the Wi-Fi comes back); on every connection the server sends the list as it is then.
 */
interface Follow {
  listeners: Set<Listener>;
  close: () => void;
}
const follows = new Map<string, Follow>();

export function followSoldOut(qrcode: string, listener: Listener): () => void {
  let follow = follows.get(qrcode);
  if (!follow) {
    const listeners = new Set<Listener>();
    let isClosed = false;
    let disconnect = () => {};
    void import('socket.io-client').then(
      ({ io }) => {
        if (isClosed) return;
        const socket = io(QR_MENU_NAMESPACE, {
          path: SOCKET_PATH,
          auth: { qrcode },
          reconnection: true,
          reconnectionAttempts: Number.POSITIVE_INFINITY,
          reconnectionDelay: 1000,
          reconnectionDelayMax: 10000,
          transports: ['websocket', 'polling'],
        });
        socket.on('sold_out', (payload: { soldOut?: unknown }) => {
          if (!Array.isArray(payload?.soldOut)) return;
          for (const l of listeners) l(payload.soldOut as SoldOut);
        });
        disconnect = () => socket.disconnect();
      },
      // Without the live feed the page still shows the menu as loaded, and the order is checked.
      () => undefined,
    );
    follow = {
      listeners,
      close: () => {
        isClosed = true;
        disconnect();
      },
    };
    follows.set(qrcode, follow);
  }
  const current = follow;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.close();
      follows.delete(qrcode);
    }
  };
}
