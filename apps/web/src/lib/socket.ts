import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@mise/contracts/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { apiRequest } from './api-client';
import { getSessionUser, sessionMarker } from './session';
import { whenStarted } from './when-started';

/**
 * One Socket.IO connection per tab (spec 1 section 4): unlimited reconnection, 1 s base delay,
 * 5 s maximum, randomisation 0.5, 20 s timeout. The server puts the socket in its tenant's room from
 * the session cookie; the authenticate message is sent for spec clients' sake.
 *
 * socket.io-client (about 12 KB gzip) is not part of any screen's first load: the first
 * getSocket() fetches it once the page has started (when-started.ts), and the handle it returns at
 * once passes every call made meanwhile to the socket, in order, as soon as it exists (an emit then
 * waits in socket.io's own send buffer, as it does while connecting).
 */
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the screens use of the connection. */
export interface LiveSocket {
  on: AppSocket['on'];
  off: AppSocket['off'];
  emit: AppSocket['emit'];
  readonly connected: boolean;
}

interface Connection {
  handle: LiveSocket;
  socket: AppSocket | null;
  closed: boolean;
}

let current: Connection | null = null;
/** After a session renewal that got no answer, the wait before the socket tries again. */
const RENEW_RETRY_MS = 5_000;
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function emitState() {
  for (const listener of stateListeners) listener();
}

function openSocket(io: typeof import('socket.io-client').io, conn: Connection): AppSocket {
  const s: AppSocket = io({
    path: SOCKET_PATH,
    withCredentials: true,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
    transports: ['websocket', 'polling'],
  });
  let connectedBefore = false;
  s.on('connect', () => {
    s.emit('authenticate', getSessionUser()?.tenantId ?? null);
    // After a gap, screens refetch what they may have missed.
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
    emitState();
  });
  s.on('disconnect', emitState);
  s.on('connect_error', async (error) => {
    emitState();
    // An expired access cookie: renew the session through a cheap call, then reconnect.
    if (error.message === 'unauthorized') {
      try {
        await apiRequest('GET', '/auth/devices');
        s.connect();
      } catch {
        // A refused session signs the user out (the API client clears the marker). Anything else,
        // such as no network, says nothing about the session: try again in a while.
        setTimeout(() => {
          if (current === conn && !s.connected && sessionMarker()) s.connect();
        }, RENEW_RETRY_MS);
      }
    }
  });
  return s;
}

export function getSocket(): LiveSocket {
  if (current) return current.handle;
  // The handle's calls, untyped: the typing is LiveSocket's, the same as the socket's own.
  type Untyped = { [K in 'on' | 'off' | 'emit']: (...args: unknown[]) => unknown };
  const waiting: ((s: Untyped) => void)[] = [];
  const conn: Connection = {
    socket: null,
    closed: false,
    handle: {
      on: ((...args: unknown[]) => {
        run((s) => s.on(...args));
        return conn.handle;
      }) as never,
      off: ((...args: unknown[]) => {
        run((s) => s.off(...args));
        return conn.handle;
      }) as never,
      emit: ((...args: unknown[]) => {
        run((s) => s.emit(...args));
        return true;
      }) as never,
      get connected() {
        return conn.socket?.connected ?? false;
      },
    },
  };
  function run(call: (s: Untyped) => void) {
    if (conn.socket) call(conn.socket as unknown as Untyped);
    else waiting.push(call);
  }
  const load = () =>
    import('socket.io-client').then(
      ({ io }) => {
        if (conn.closed) return;
        conn.socket = openSocket(io, conn);
        for (const call of waiting.splice(0)) call(conn.socket as unknown as Untyped);
      },
      // The chunk did not come (no network and no service worker copy): try again in a while.
      () => {
        if (!conn.closed) setTimeout(load, RENEW_RETRY_MS);
      },
    );
  current = conn;
  whenStarted(() => void load());
  return conn.handle;
}

export function closeSocket() {
  if (current) {
    current.closed = true;
    current.socket?.disconnect();
  }
  current = null;
  emitState();
}

/** Subscribes a component to a server event for as long as it is mounted. */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const s = getSocket();
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (ref.current as (...a: unknown[]) => void)(...args)) as never;
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event]);
}

/** Runs `handler` after every reconnection (not the first connection). */
export function useOnReconnect(handler: () => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = () => ref.current();
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  }, []);
}

export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => current?.socket?.connected ?? false,
  );
}
