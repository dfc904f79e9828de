import { TOKEN_BOARD_MESSAGES, type TTokenBoard } from '@mise/contracts';
import type { Deps } from '../../deps';
import { AppError, tooManyRequests } from '../../lib/errors';
import { storeDay } from '../pos/pos.service';
import * as repo from './token-board.repository';
import { decodeBoardLink, encodeBoardLink } from './token-board-link';

/**
 * The token board: which of the day's tokens are being prepared and which are ready. An open order
 * is "Preparing" while any of its lines is still to make (created or preparing), "Ready" once every
 * line is made (the kitchen's Complete) until it is served (every line delivered), completed,
 * cancelled, or READY_MINUTES have passed since it turned ready.
 */
export const READY_MINUTES = 10;
/** A TV shows this many tokens per column at most (the oldest preparing, the latest ready). */
export const BOARD_CAP = { preparing: 60, ready: 30 } as const;
/** Board reads per address: a board refetches after each order change and every half minute. */
export const BOARD_RATE_LIMIT = { perAddress: 240, windowMs: 60_000 } as const;

export const brokenBoardLink = () => new AppError(404, TOKEN_BOARD_MESSAGES.invalidLink, 'BROKEN_LINK');

export function createTokenBoardService(deps: Pick<Deps, 'db' | 'signer' | 'limiter'>) {
  const { db, signer, limiter } = deps;
  const now = () => new Date();

  return {
    /** The board's path on this site for the caller's own store (signed with its link version). */
    async linkFor(tenantId: number) {
      const store = await repo.findBoardStore(db, tenantId);
      return { path: `/board/${encodeBoardLink(signer, tenantId, store?.version ?? 1)}` };
    },

    /**
     * Replaces the store's board link: every link given out before stops working (the same 404 as
     * a forged one, at the board's next read; open boards are put out by the gateway). Answers the
     * new link and its version.
     */
    async replaceLink(tenantId: number) {
      const version = await repo.bumpBoardLinkVersion(db, tenantId);
      return {
        version,
        message: TOKEN_BOARD_MESSAGES.linkReplaced,
        path: `/board/${encodeBoardLink(signer, tenantId, version)}`,
      };
    },

    /**
     * The store a link names, if it is a genuine link of a store that exists, signed with the
     * store's current link version; else 404.
     */
    async resolveLink(link: string): Promise<{ tenantId: number; timezone: string; version: number }> {
      const decoded = decodeBoardLink(signer, link);
      if (decoded === null) throw brokenBoardLink();
      const store = await repo.findBoardStore(db, decoded.tenantId);
      if (store === null || store.version !== decoded.version) throw brokenBoardLink();
      return { tenantId: decoded.tenantId, timezone: store.timezone, version: store.version };
    },

    async board(link: string, ip: string): Promise<TTokenBoard> {
      const limit = await limiter.hit(
        `token-board:${ip}`,
        BOARD_RATE_LIMIT.perAddress,
        BOARD_RATE_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests();
      const { tenantId, timezone } = await this.resolveLink(link);
      const at = now();
      const rows = await repo.listOpenTokens(db, tenantId, storeDay(timezone, at));
      const readySince = at.getTime() - READY_MINUTES * 60_000;
      const preparing: number[] = [];
      const ready: Array<{ tokenNo: number; at: number }> = [];
      for (const row of rows) {
        if (!row.allMade) preparing.push(row.tokenNo);
        else if (!row.allServed) {
          const changed = new Date(row.lastChange).getTime();
          if (changed >= readySince) ready.push({ tokenNo: row.tokenNo, at: changed });
        }
      }
      ready.sort((x, y) => x.at - y.at);
      return {
        preparing: preparing.slice(0, BOARD_CAP.preparing),
        ready: ready.slice(-BOARD_CAP.ready).map((r) => r.tokenNo),
      };
    },
  };
}

export type TokenBoardService = ReturnType<typeof createTokenBoardService>;
