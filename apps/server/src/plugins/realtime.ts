import type { Server as HttpServer } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@mise/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthContext } from '../auth-context';

/**
 * Socket.IO at /socket.io. A socket is authenticated from the session cookie at handshake and joins
 * its own tenant's room and its device's room; nothing a client sends can move it elsewhere. With
 * Redis, events reach sockets connected to any instance.
 */
export interface Realtime {
  toTenant<E extends keyof ServerToClientEvents>(
    tenantId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Ends the live connections of a session that was signed out or removed (every namespace). */
  disconnectDevice(deviceId: string): void;
  /**
   * Calls `listener` after every event sent to a tenant's room from this instance (the token board
   * follows the order events this way, whoever sends them).
   */
  onTenantEvent(listener: (tenantId: number, event: keyof ServerToClientEvents) => void): void;
  close(): Promise<void>;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
}

export interface RealtimeOptions {
  server: HttpServer;
  authenticate: (accessToken: string | undefined) => Promise<AuthContext | null>;
  accessCookie: string;
  log: FastifyBaseLogger;
  redis?: { pub: Redis; sub: Redis; key: string };
}

type TenantSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { tenantId: number }
>;

export const tenantRoom = (tenantId: number) => `tenant:${tenantId}`;
export const deviceRoom = (deviceId: string) => `device:${deviceId}`;

export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(options.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Same-origin app; cookies carry the session.
    cors: { origin: false },
    maxHttpBufferSize: 16 * 1024,
  });
  // Socket.IO answers on the raw server, outside Fastify's hooks (and helmet): its polling answers
  // get the headers that matter for a non-page response here.
  io.engine.on('headers', (headers: Record<string, string>) => {
    headers['X-Content-Type-Options'] = 'nosniff';
    headers['Content-Security-Policy'] = "default-src 'none'; frame-ancestors 'none'";
    headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
  });
  if (options.redis) {
    keepPublishFailuresHandled(options.redis.pub, options.log);
    io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: options.redis.key }));
  }

  io.use(async (socket, next) => {
    try {
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const auth = await options.authenticate(cookies[options.accessCookie]);
      if (auth?.kind !== 'user') return next(new Error('unauthorized'));
      socket.data.tenantId = auth.tenantId;
      await socket.join([tenantRoom(auth.tenantId), deviceRoom(auth.deviceId)]);
      next();
    } catch (error) {
      options.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: TenantSocket) => {
    // The spec's client announces its tenant and echoes *_backend events after its own changes.
    // The room was fixed at handshake from the session and the server already emits every change,
    // so these messages are acknowledged and otherwise ignored: they can never reach another tenant.
    socket.on('authenticate', () => undefined);
    socket.on('new_order_backend', () => undefined);
    socket.on('order_update_backend', () => undefined);
    socket.on('new_qrorder_backend', () => undefined);
  });

  const tenantEventListeners: Array<(tenantId: number, event: keyof ServerToClientEvents) => void> = [];
  return {
    io,
    toTenant(tenantId, event, ...args) {
      io.to(tenantRoom(tenantId)).emit(event, ...args);
      for (const listener of tenantEventListeners) listener(tenantId, event);
    },
    onTenantEvent(listener) {
      tenantEventListeners.push(listener);
    },
    disconnectDevice(deviceId) {
      // Staff sessions also hold sockets in other namespaces (the customer display's).
      for (const namespace of io._nsps.values()) namespace.in(deviceRoom(deviceId)).disconnectSockets(true);
    },
    async close() {
      // Fastify owns the HTTP server and closes it; here only the connections end. Not with
      // Socket.IO's disconnect, which tells a client it was put out and must not come back: a
      // closed connection makes it reconnect, to another instance or to this one restarted.
      io.engine.close();
    },
  };
}

/**
 * The Redis adapter publishes every broadcast without awaiting it. While Redis is away ioredis
 * rejects those publishes, and an unhandled rejection ends the Node process. Handled here, the
 * instance keeps serving its own sockets (the adapter still delivers locally); other instances miss
 * the event until Redis is back.
 */
function keepPublishFailuresHandled(pub: Redis, log: FastifyBaseLogger) {
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<unknown>;
  (pub as unknown as { publish: typeof publish }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch((error: unknown) =>
      log.warn({ err: error }, 'realtime event not shared with other instances: Redis unavailable'),
    );
    return sent;
  };
}
