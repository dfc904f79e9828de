import type { TPosInit } from '@mise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineApiCache } from '../../../lib/offline-cache';
import { storeSessionUser } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { getPosInit, readPosInitCopy } from './pos-init-api';

/** The till's copy of its start-up answer (issue 27 §1): drawn at once, checked with its ETag. */
const menuOf = (title: string) => ({ menuItems: [{ id: 1, title }] }) as unknown as TPosInit;

function signIn(username: string, tenantId = 7) {
  storeSessionUser({
    name: 'Ann',
    username,
    role: 'admin',
    scope: '',
    designation: null,
    photo: null,
    tenantId,
  });
}

function answer(status: number, body?: unknown, etag?: string) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const sentTag = (call: number) =>
  ((fetchMock.mock.calls[call][1]?.headers ?? {}) as Record<string, string>)['if-none-match'];

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn('ann@bistro.example');
});
afterEach(() => vi.unstubAllGlobals());

describe('the till keeps a copy of its start-up answer', () => {
  it('keeps the first answer with its ETag, then asks with If-None-Match and keeps the copy on 304', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, menuOf('Soup'), 'W/"7-3"'));
    expect(await getPosInit()).toEqual(menuOf('Soup'));
    expect(sentTag(0)).toBeUndefined();
    expect(readPosInitCopy()?.etag).toBe('W/"7-3"');

    fetchMock.mockResolvedValueOnce(answer(304, undefined, 'W/"7-3"'));
    expect(await getPosInit()).toEqual(menuOf('Soup'));
    expect(sentTag(1)).toBe('W/"7-3"');
  });

  it('replaces the copy as soon as the menu changed (200)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, menuOf('Soup'), 'W/"7-3"'));
    await getPosInit();
    fetchMock.mockResolvedValueOnce(answer(200, menuOf('Stew'), 'W/"7-4"'));
    expect(await getPosInit()).toEqual(menuOf('Stew'));
    expect(readPosInitCopy()).toMatchObject({ etag: 'W/"7-4"', data: menuOf('Stew') });
  });

  it('sells from the copy when the network is gone, but shows a refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, menuOf('Soup'), 'W/"7-3"'));
    await getPosInit();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await getPosInit()).toEqual(menuOf('Soup'));
    fetchMock.mockResolvedValueOnce(answer(404, { message: 'Not found' }));
    await expect(getPosInit()).rejects.toMatchObject({ status: 404 });
  });

  it('is never shown to another user or store, and goes at sign-out', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, menuOf('Soup'), 'W/"7-3"'));
    await getPosInit();
    signIn('bob@bistro.example');
    expect(readPosInitCopy()).toBeNull();
    signIn('ann@bistro.example', 8);
    expect(readPosInitCopy()).toBeNull();
    signIn('ann@bistro.example');
    expect(readPosInitCopy()).not.toBeNull();
    await clearOfflineApiCache();
    expect(localStorage.getItem(STORAGE_KEYS.posInitCopy)).toBeNull();
  });
});
