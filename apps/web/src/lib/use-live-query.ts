import type { ServerEventName } from '@mise/contracts/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { coalesce } from './coalesce';
import { getSocket, useOnReconnect, useSocketConnected } from './socket';

/** The order events every floor screen follows (spec 1 section 4). */
export const ORDER_EVENTS = ['new_order', 'order_update'] as const satisfies readonly ServerEventName[];

export interface LiveRefetchOptions {
  /** Server events that make the query stale. */
  events?: readonly ServerEventName[];
  /** Called for each event as it arrives, before the refetch (e.g. to play a sound). */
  onEvent?: (event: ServerEventName, payload: unknown) => void;
}

/**
 * Keeps a TanStack query in step with the server without reloads: it is refetched on each of
 * `events`, and again after every (re)connection of the socket, because an event sent while the
 * socket was down, or before it first connected, is gone for good. A burst of events costs one
 * request, then one more for what arrived meanwhile.
 */
export function useLiveRefetch(
  queryKey: QueryKey,
  { events = ORDER_EVENTS, onEvent }: LiveRefetchOptions = {},
) {
  const queryClient = useQueryClient();
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  // Our runs never overlap (see coalesce), so each may replace whatever other request is in flight:
  // that one may have read the data before the change this event announces.
  const [refetchCoalesced] = useState(() =>
    coalesce(() =>
      queryClient.refetchQueries({ queryKey: keyRef.current, type: 'active' }, { cancelRefetch: true }),
    ),
  );
  const refetch = useRef(() => {
    void queryClient.invalidateQueries({ queryKey: keyRef.current, refetchType: 'none' });
    void refetchCoalesced();
  }).current;

  const eventList = events.join(',');
  useEffect(() => {
    const socket = getSocket();
    const names = eventList.split(',') as ServerEventName[];
    const listeners = names.map((name) => {
      const listener = (payload: unknown) => {
        onEventRef.current?.(name, payload);
        refetch();
      };
      socket.on(name, listener as never);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) socket.off(name, listener as never);
    };
  }, [eventList, refetch]);

  useOnReconnect(refetch);

  // Back on a screen seen before (the floor after the POS): what it kept was read before the events
  // it could not hear while away, so it is read again; a first visit fetches by itself. Asked as the
  // screen is first drawn: by its effects, a query given initial data in that draw looks seen.
  const [seenBefore] = useState(() => Boolean(queryClient.getQueryState(queryKey)?.dataUpdatedAt));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the key it mounted with.
  useEffect(() => {
    if (seenBefore) refetch();
  }, []);

  // The first connection can come after the first fetch: anything sent in between would be missed.
  const connected = useSocketConnected();
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) refetch();
    wasConnected.current = connected;
  }, [connected, refetch]);

  return { connected };
}
