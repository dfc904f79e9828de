import {
  TokenBoardLinkResponse,
  TokenBoardParams,
  TokenBoardReplaceResponse,
  TokenBoardResponse,
} from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createTokenBoardService } from './token-board.service';
import { attachTokenBoards, dropBoardsBefore } from './token-board-gateway';

/**
 * The token board (issue 18): the owner (or SETTINGS) reads the board's signed link; the board
 * itself, on a TV without a staff login, reads its tokens with that link and follows them live.
 */
export default async function tokenBoardRoutes(app: AppInstance) {
  const board = createTokenBoardService(app.deps);
  attachTokenBoards(app.deps, board);

  app.get(
    '/token-board',
    {
      schema: { response: { 200: TokenBoardLinkResponse } },
      config: { access: access.tenant(['SETTINGS']) },
    },
    (request) => board.linkFor(tenantAuth(request).tenantId),
  );

  // Replace link: the old one stops working on every screen that has it (issue 18 §6).
  app.post(
    '/token-board/replace-link',
    {
      schema: { response: { 200: TokenBoardReplaceResponse } },
      config: { access: access.tenant(['SETTINGS']) },
    },
    async (request) => {
      const { tenantId } = tenantAuth(request);
      const { version, message, path } = await board.replaceLink(tenantId);
      await dropBoardsBefore(app.deps, tenantId, version);
      return { message, path };
    },
  );

  // Public by design: the signed link is the key; it answers token numbers and nothing else.
  app.get(
    '/token-board/:link',
    {
      schema: { params: TokenBoardParams, response: { 200: TokenBoardResponse } },
      config: { access: access.public },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return board.board(request.params.link, request.ip);
    },
  );
}
