import {
  TOKEN_BOARD_NAMESPACE,
  type TokenBoardClientEvents,
  type TokenBoardServerEvents,
} from '@mise/contracts';
import type { Namespace } from 'socket.io';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { TokenBoardService } from './token-board.service';

/**
 * The boards' live feed: Socket.IO namespace /token-board, a board authenticated by its signed link
 * at handshake (no staff session) and placed in its store's room. Whenever the store's screens are
 * told of a new or changed order, the room gets `tokens_changed`, with nothing in it: the board then
 * reads its tokens again through GET /token-board/{link}.
 */

type BoardNamespace = Namespace<
  TokenBoardClientEvents,
  TokenBoardServerEvents,
  Record<string, never>,
  { tenantId: number; version: number }
>;

export const boardRoom = (tenantId: number) => `token-board:${tenantId}`;

const FOLLOWED_EVENTS = new Set(['new_order', 'order_update']);
/** How long an order event waits to be told to the boards, with the others of its store meanwhile. */
const SIGNAL_EVERY_MS = 250;

export function attachTokenBoards(deps: Pick<Deps, 'realtime' | 'log'>, service: TokenBoardService) {
  const namespace = deps.realtime.io.of(TOKEN_BOARD_NAMESPACE) as unknown as BoardNamespace;
  namespace.use(async (socket, next) => {
    try {
      const link = (socket.handshake.auth as { link?: unknown } | undefined)?.link;
      const { tenantId, version } = await service.resolveLink(typeof link === 'string' ? link : '');
      socket.data.tenantId = tenantId;
      socket.data.version = version;
      await socket.join(boardRoom(tenantId));
      next();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return next(new Error('invalid link'));
      deps.log.warn({ err: error }, 'token board handshake failed');
      next(new Error('unavailable'));
    }
  });
  // Boards only listen; nothing they send is taken.
  /** Stores whose boards will be signalled when their wait ends (this instance's). */
  const signalling = new Set<number>();
  deps.realtime.onTenantEvent((tenantId, event) => {
    if (!FOLLOWED_EVENTS.has(event) || signalling.has(tenantId)) return;
    // Coalesced per store: a broadcast costs about as much as the order's own work, and a board
    // re-reads its tokens on each signal anyway, so a busy store's orders signal at most every
    // SIGNAL_EVERY_MS (the order path then pays a Set lookup).
    signalling.add(tenantId);
    setTimeout(() => {
      signalling.delete(tenantId);
      namespace.to(boardRoom(tenantId)).emit('tokens_changed', {});
    }, SIGNAL_EVERY_MS).unref();
  });
}

/**
 * After the store's board link was replaced: its boards open on an older link (on any instance) are
 * told to read their tokens again, which now answers 404 (the board says its link is not valid),
 * and are disconnected; a reconnect is refused at handshake as a forged link is.
 */
export async function dropBoardsBefore(deps: Pick<Deps, 'realtime'>, tenantId: number, version: number) {
  const namespace = deps.realtime.io.of(TOKEN_BOARD_NAMESPACE) as unknown as BoardNamespace;
  const sockets = await namespace.in(boardRoom(tenantId)).fetchSockets();
  for (const socket of sockets) {
    if (socket.data.tenantId !== tenantId || socket.data.version >= version) continue;
    socket.emit('tokens_changed', {});
    socket.disconnect(true);
  }
}
