import { SOCKET_PATH, TOKEN_BOARD_NAMESPACE, type TokenBoardServerEvents } from '@mise/contracts';
import { io, type Socket } from 'socket.io-client';

export type BoardSocket = Socket<TokenBoardServerEvents>;

/**
 * The board's live feed, authenticated by its link (no staff session). It reconnects forever, as
 * the staff screens do (1 s base delay, 5 s at most): a TV left on all day rides out any outage.
 */
export function connectBoardSocket(link: string): BoardSocket {
  const socket: BoardSocket = io(TOKEN_BOARD_NAMESPACE, {
    path: SOCKET_PATH,
    auth: { link },
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    transports: ['websocket', 'polling'],
  });
  // Refused at handshake the client stops trying; only a wrong link is final (the page says so).
  socket.on('connect_error', (error) => {
    if (error.message === 'invalid link' || socket.active) return;
    setTimeout(() => {
      // A board closed meanwhile has dropped its listeners: it stays closed.
      if (!socket.connected && !socket.active && socket.hasListeners('connect_error')) socket.connect();
    }, RETRY_MS);
  });
  return socket;
}

/** After a refused handshake (the server could not check the link), the wait before trying again. */
const RETRY_MS = 5_000;
