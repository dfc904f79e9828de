import { z } from 'zod';

/**
 * The token board (issue 18, ORDER_STATUS_DISPLAY): a TV in the dining room lists the day's tokens
 * being prepared and ready. It is opened by a signed link without a staff login, so everything it
 * receives is token numbers: no names, items, tables or amounts.
 */

export const TOKEN_BOARD_NAMESPACE = '/token-board';

export const TOKEN_BOARD_MESSAGES = {
  invalidLink: 'This board link is not valid. Open the token board link from Settings again!',
  linkReplaced: 'Board link replaced! Open the new link on your screens.',
} as const;

/** A signed board link: base64url payload, a tilde, base64url signature (no dot: it is a page path). */
export const TOKEN_BOARD_LINK_PATTERN = /^[A-Za-z0-9_-]{1,200}~[A-Za-z0-9_-]{20,100}$/;

/** GET /token-board/{link} (public). */
export const TokenBoardParams = z.object({
  link: z.string().max(320).regex(TOKEN_BOARD_LINK_PATTERN, TOKEN_BOARD_MESSAGES.invalidLink),
});

/** What the board shows: token numbers only, oldest first. */
export const TokenBoardResponse = z.object({
  preparing: z.array(z.number().int()),
  ready: z.array(z.number().int()),
});
export type TTokenBoard = z.infer<typeof TokenBoardResponse>;

/** GET /token-board (SETTINGS): the board's path on this site, to open on the TV. */
export const TokenBoardLinkResponse = z.object({ path: z.string() });
export type TTokenBoardLink = z.infer<typeof TokenBoardLinkResponse>;

/**
 * POST /token-board/replace-link (SETTINGS): a new link for the store's boards; every link given
 * out before answers as a forged one from now on.
 */
export const TokenBoardReplaceResponse = z.object({ message: z.string(), path: z.string() });
export type TTokenBoardReplace = z.infer<typeof TokenBoardReplaceResponse>;

/** The board's live feed: Socket.IO namespace /token-board, `auth: { link }`. */
export interface TokenBoardServerEvents {
  /** The store's orders changed: the board asks for its tokens again (the event itself carries none). */
  tokens_changed: (payload: Record<string, never>) => void;
}
export type TokenBoardClientEvents = Record<string, never>;
