import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

/** Each request is handed to the browser in a task of its own where the browser can yield (issue 27 §1). */
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentPaths = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://till.test').pathname);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => json({ url: String(url) }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a request', () => {
  it('goes to the browser once the page has had its turn, where the browser can yield', async () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
    const first = api.get<{ url: string }>('/pos/init');
    const second = api.get<{ url: string }>('/availability');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(turns).toHaveLength(2);

    turns[0]();
    await settle();
    expect(sentPaths()).toEqual(['/api/v1/pos/init']);
    turns[1]();
    await settle();
    expect(sentPaths()).toEqual(['/api/v1/pos/init', '/api/v1/availability']);
    expect((await first).url).toMatch(/\/pos\/init$/);
    expect((await second).url).toMatch(/\/availability$/);
  });

  it('goes at once where it cannot', async () => {
    vi.stubGlobal('scheduler', undefined);
    const answer = api.get<{ url: string }>('/pos/init');
    await Promise.resolve();
    expect(sentPaths()).toEqual(['/api/v1/pos/init']);
    expect((await answer).url).toMatch(/\/pos\/init$/);
  });
});
