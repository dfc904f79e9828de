import type { TPosInit } from '@mise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { getSessionUser } from '../../../lib/session';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage-keys';
import { takeEarlyPosInit } from '../early-start/early-pos-init';

export const posInitKey = ['pos', 'init'] as const;

/**
 * The till's last copy of its start-up answer (issue 27 §1): the POS draws its menu from it at once,
 * before any request has answered, and checks it in the background with its ETag (a 304 keeps it,
 * a 200 replaces it). It belongs to one signed-in user of one store and is deleted at every sign-in,
 * sign-out and change of user (lib/offline-cache.ts). Drawing from an old copy never sells at an old
 * price: the server prices every order, and the check replaces the copy as soon as it answers.
 */
interface PosInitCopy {
  owner: string;
  etag: string;
  data: TPosInit;
}

function ownerNow(): string | null {
  const user = getSessionUser();
  return user?.tenantId ? `${user.tenantId}|${user.username}` : null;
}

/** The copy kept for the user signed in now, if any. */
export function readPosInitCopy(): PosInitCopy | null {
  const owner = ownerNow();
  const copy = readJson<PosInitCopy | null>(STORAGE_KEYS.posInitCopy, null);
  return owner && copy?.owner === owner && copy.etag && copy.data ? copy : null;
}

export async function getPosInit(): Promise<TPosInit> {
  const copy = readPosInitCopy();
  let etag: string | null = null;
  try {
    const fresh = await api.get<TPosInit | null>('/pos/init', {
      headers: copy ? { 'if-none-match': copy.etag } : undefined,
      // The page may have sent this very request before the app's code ran (the till's early start).
      sent: takeEarlyPosInit(copy !== null) ?? undefined,
      onResponse: (res) => {
        etag = res.headers.get('etag');
      },
    });
    if (fresh === null && copy) return copy.data; // 304: the copy is the menu of now
    if (!fresh) throw new ApiError(500, 'Error loading details! Please try later!');
    const owner = ownerNow();
    if (etag && owner) writeJson(STORAGE_KEYS.posInitCopy, { owner, etag, data: fresh });
    return fresh;
  } catch (error) {
    // No answer or a server error: the till keeps selling from its copy (the server still prices
    // every order). A refusal (session, access) is final and shown.
    if (copy && !(error instanceof ApiError && error.status < 500)) return copy.data;
    throw error;
  }
}

/** One definition for the screen and for the route's early start (app/router.tsx). */
export const posInitQuery = () =>
  queryOptions({
    queryKey: posInitKey,
    queryFn: getPosInit,
    staleTime: 60_000,
    // Drawn from the copy at once, and checked at once: a copy is never taken for fresh.
    initialData: () => readPosInitCopy()?.data,
    initialDataUpdatedAt: 0,
  });

/** Menu, tables, payment types, print and store settings: everything the POS screen starts from. */
export function usePosInit() {
  return useQuery(posInitQuery());
}
