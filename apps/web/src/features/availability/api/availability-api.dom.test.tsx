import type { TAvailability } from '@mise/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveRefetch } from '../../../lib/use-live-query';
import { availabilityKey, useAvailability } from './availability-api';

/**
 * The POS's sold-out marks drawn from its init's copy (issue 27 §1): one check in the background,
 * and the screen not drawn again for it. The socket stands still here: the events are not the point.
 */
const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({ api: { get, put: vi.fn() } }));
vi.mock('../../../lib/socket', () => ({
  getSocket: () => ({ on() {}, off() {}, emit() {}, connected: false }),
  useOnReconnect() {},
  useSocketConnected: () => false,
}));

const soldOut: TAvailability[] = [{ kind: 'item', id: 3, soldOut: true, countLeft: null }];

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  get.mockReset();
  get.mockImplementation(async () => structuredClone(soldOut));
});
afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** Draws `screen` with this test's query client, and waits for its effects and fetches to settle. */
async function drawSettled(screen: ReactNode) {
  render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>);
  await settle();
}

let draws = 0;
function PosScreen() {
  draws += 1;
  const { data } = useAvailability(soldOut);
  return <p>{data?.length}</p>;
}

function Screen({ initial }: { initial?: string[] }) {
  useLiveRefetch(availabilityKey);
  useQuery({
    queryKey: availabilityKey,
    queryFn: () => get('/availability'),
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return null;
}

describe('what is sold out, on a screen that brought its own copy', () => {
  it('is drawn from the copy, checked once in the background, and the screen is not drawn again for it', async () => {
    draws = 0;
    await drawSettled(<PosScreen />);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/availability');
    expect(draws).toBe(1);
  });
});

describe('a live query back on a screen', () => {
  it('is read again when it was seen before (what it kept may have missed events)', async () => {
    client.setQueryData(availabilityKey, []);
    await drawSettled(<Screen />);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is not read again for initial data the screen gave it as it was first drawn', async () => {
    await drawSettled(<Screen initial={[]} />);
    expect(get).not.toHaveBeenCalled();
  });
});
