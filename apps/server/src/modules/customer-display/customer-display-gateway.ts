import { fastifyCookie } from '@fastify/cookie';
import {
  CUSTOMER_DISPLAY_MESSAGES,
  CUSTOMER_DISPLAY_NAMESPACE,
  type CustomerDisplayClientEvents,
  type CustomerDisplayServerEvents,
  DisplayState,
  DisplayTipChoice,
  displayCodeOf,
  type TCustomerDisplayListItem,
} from '@mise/contracts';
import { hasAnyScope } from '@mise/domain';
import type { Namespace, Socket } from 'socket.io';
import type { Deps } from '../../deps';
import { deviceRoom } from '../../plugins/realtime';
import { ACCESS_COOKIE, resolveAccessToken } from '../auth/session';
import * as repo from './customer-display.repository';

/**
 * The customer displays' live connection: Socket.IO namespace /customer-display, authenticated by
 * the staff session cookie like /socket.io. A display (CUSTOMER_DISPLAY) waits in its own room; a
 * till (POS) links to one display of its store and what it sends goes to that display, what the
 * display answers goes to the tills linked to it. Every room name carries the tenant of the socket's
 * session, so neither end can reach a display or a till of another store; a link to a device that
 * is not the till's own store's is refused.
 */

type Role = 'till' | 'display';
interface DisplayData {
  tenantId: number;
  deviceId: string;
  role: Role;
  name: string;
  /** A till's linked display (its device id). */
  linked: string | null;
}
type DisplayNamespace = Namespace<
  CustomerDisplayClientEvents,
  CustomerDisplayServerEvents,
  Record<string, never>,
  DisplayData
>;
type DisplaySocket = Socket<
  CustomerDisplayClientEvents,
  CustomerDisplayServerEvents,
  Record<string, never>,
  DisplayData
>;

/** Every display of a store, for the tills' list. */
const displaysRoom = (tenantId: number) => `cd-displays:${tenantId}`;
/** One display (all its tabs). */
const displayRoom = (tenantId: number, displayId: string) => `cd-display:${tenantId}:${displayId}`;
/** The tills linked to one display. */
const tillsRoom = (tenantId: number, displayId: string) => `cd-tills:${tenantId}:${displayId}`;

const DEVICE_ID = /^[0-9a-f-]{36}$/i;

type GatewayDeps = Pick<Deps, 'db' | 'realtime' | 'log' | 'signer' | 'config'>;

const namespaceOf = (deps: Pick<Deps, 'realtime'>) =>
  deps.realtime.io.of(CUSTOMER_DISPLAY_NAMESPACE) as unknown as DisplayNamespace;

/** The store's displays connected now (on any instance), one entry per device. */
export async function listConnectedDisplays(
  deps: Pick<Deps, 'realtime'>,
  tenantId: number,
): Promise<TCustomerDisplayListItem[]> {
  const sockets = await namespaceOf(deps).in(displaysRoom(tenantId)).fetchSockets();
  const byDevice = new Map<string, TCustomerDisplayListItem>();
  for (const { data } of sockets) {
    // The room is the tenant's; the check repeats it so a mistake elsewhere cannot list another's.
    if (data.tenantId !== tenantId || data.role !== 'display') continue;
    byDevice.set(data.deviceId, { id: data.deviceId, code: displayCodeOf(data.deviceId), name: data.name });
  }
  return [...byDevice.values()].sort((x, y) => x.code.localeCompare(y.code));
}

export function attachCustomerDisplays(deps: GatewayDeps) {
  const namespace = namespaceOf(deps);

  namespace.use(async (socket, next) => {
    try {
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const auth = await resolveAccessToken(deps, cookies[ACCESS_COOKIE]);
      if (auth?.kind !== 'user' || auth.mustSetUpTwoFactor) return next(new Error('unauthorized'));
      const role = (socket.handshake.auth as { role?: unknown } | undefined)?.role;
      const allowed =
        role === 'display'
          ? hasAnyScope(auth, ['CUSTOMER_DISPLAY'])
          : role === 'till'
            ? hasAnyScope(auth, ['POS'])
            : false;
      if (!allowed) return next(new Error('forbidden'));
      socket.data.tenantId = auth.tenantId;
      socket.data.deviceId = auth.deviceId;
      socket.data.role = role as Role;
      socket.data.name = auth.name || auth.username;
      socket.data.linked = null;
      // The device's room: signing the session out ends this connection too.
      const rooms = [deviceRoom(auth.deviceId)];
      if (role === 'display')
        rooms.push(displaysRoom(auth.tenantId), displayRoom(auth.tenantId, auth.deviceId));
      await socket.join(rooms);
      next();
    } catch (error) {
      deps.log.warn({ err: error }, 'customer display handshake failed');
      next(new Error('unavailable'));
    }
  });

  namespace.on('connection', (socket: DisplaySocket) => {
    const { tenantId, deviceId, role } = socket.data;
    if (role === 'display') {
      socket.on('hello', () => {
        namespace.to(tillsRoom(tenantId, deviceId)).emit('display_hello', {});
      });
      socket.on('tip_choice', (choice) => {
        const parsed = DisplayTipChoice.safeParse(choice);
        if (parsed.success) namespace.to(tillsRoom(tenantId, deviceId)).emit('tip_choice', parsed.data);
      });
      return;
    }

    socket.on('link', (payload, answer) => {
      const reply = typeof answer === 'function' ? answer : () => undefined;
      const displayId = payload?.displayId ?? null;
      const unlink = async () => {
        if (socket.data.linked) await socket.leave(tillsRoom(tenantId, socket.data.linked));
        socket.data.linked = null;
      };
      (async () => {
        if (displayId === null) {
          await unlink();
          return reply({ ok: true });
        }
        // Only a signed-in device of the till's own store: another store's display is "not found".
        if (
          typeof displayId !== 'string' ||
          !DEVICE_ID.test(displayId) ||
          !(await repo.isTenantDevice(deps.db, tenantId, displayId))
        )
          return reply({ ok: false, message: CUSTOMER_DISPLAY_MESSAGES.displayNotFound });
        await unlink();
        await socket.join(tillsRoom(tenantId, displayId));
        socket.data.linked = displayId;
        reply({ ok: true });
      })().catch((error) => {
        deps.log.warn({ err: error }, 'customer display link failed');
        reply({ ok: false, message: CUSTOMER_DISPLAY_MESSAGES.displayNotFound });
      });
    });

    socket.on('show', (state) => {
      const linked = socket.data.linked;
      if (!linked) return;
      const parsed = DisplayState.safeParse(state);
      if (parsed.success) namespace.to(displayRoom(tenantId, linked)).emit('show', parsed.data);
    });

    // A till that went away leaves no stale cart on the guest's screen.
    socket.on('disconnect', () => {
      const linked = socket.data.linked;
      if (linked) namespace.to(displayRoom(tenantId, linked)).emit('show', { kind: 'idle' });
    });
  });
}
