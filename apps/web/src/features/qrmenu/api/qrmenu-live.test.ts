import { afterEach, describe, expect, it, vi } from 'vitest';

/** The QR menu's live sold-out feed: one connection per store code, shared, closed with the last page. */

type Handler = (payload: unknown) => void;
const created: Array<{
  url: string;
  options: Record<string, unknown>;
  handlers: Map<string, Handler>;
  disconnect: ReturnType<typeof vi.fn>;
}> = [];

vi.mock('socket.io-client', () => ({
  io: (url: string, options: Record<string, unknown>) => {
    const socket = { url, options, handlers: new Map<string, Handler>(), disconnect: vi.fn() };
    created.push(socket);
    return {
      on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
      disconnect: socket.disconnect,
    };
  },
}));

const { followSoldOut } = await import('./qrmenu-live');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  created.length = 0;
});

describe('followSoldOut', () => {
  it('connects once per store code with the code as its key, and tells every page', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = followSoldOut('abc123', first);
    const stopSecond = followSoldOut('abc123', second);
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0].url).toBe('/qrmenu');
    expect(created[0].options).toMatchObject({ path: '/socket.io', auth: { qrcode: 'abc123' } });

    const soldOut = [{ kind: 'item', id: 7 }];
    created[0].handlers.get('sold_out')?.({ soldOut });
    expect(first).toHaveBeenCalledWith(soldOut);
    expect(second).toHaveBeenCalledWith(soldOut);
    // Anything but a list is ignored.
    created[0].handlers.get('sold_out')?.({ soldOut: 'all' });
    created[0].handlers.get('sold_out')?.(null);
    expect(first).toHaveBeenCalledTimes(1);

    stopFirst();
    expect(created[0].disconnect).not.toHaveBeenCalled();
    stopSecond();
    expect(created[0].disconnect).toHaveBeenCalledTimes(1);
  });

  it('a page gone before the client loaded opens no connection', async () => {
    const stop = followSoldOut('gone', vi.fn());
    stop();
    await settle();
    expect(created).toHaveLength(0);
  });
});
