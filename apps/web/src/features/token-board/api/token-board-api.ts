import type { TTokenBoard, TTokenBoardLink, TTokenBoardReplace } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const tokenBoardKey = (link: string) => ['token-board', link] as const;
export const tokenBoardLinkKey = ['token-board-link'] as const;

/** GET /token-board/{link} (public): the day's tokens, preparing and ready. */
export const getTokenBoard = (link: string) =>
  api.get<TTokenBoard>(`/token-board/${encodeURIComponent(link)}`);

/** GET /token-board (SETTINGS): the store's board path, /board/{signed}. */
export const getTokenBoardLink = () => api.get<TTokenBoardLink>('/token-board');

/** POST /token-board/replace-link (SETTINGS): a new board link; every older one stops working. */
export const replaceTokenBoardLink = () => api.post<TTokenBoardReplace>('/token-board/replace-link');

export function useTokenBoardLink() {
  return useQuery({
    queryKey: tokenBoardLinkKey,
    queryFn: getTokenBoardLink,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
