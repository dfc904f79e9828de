import { useSyncExternalStore } from 'react';
import { subscribeSessionUser } from '../../lib/session';
import { whenStarted } from '../../lib/when-started';

/**
 * What a device queue holds, as screens read it: re-read from IndexedDB whenever the queue says it
 * changed or another user signs in (who sees only their tenant's entries). Reads never overlap; a
 * change during one is caught by one more read, never lost.
 */
export function createQueueSnapshot<S>(
  empty: S,
  read: () => Promise<S>,
  onQueueChange: (listener: () => void) => void,
) {
  let state = empty;
  const listeners = new Set<() => void>();
  let reading = false;
  let readAgain = false;

  function refresh() {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    readAgain = false;
    read()
      .then((next) => {
        state = next;
        for (const listener of listeners) listener();
      })
      .catch(() => {
        // IndexedDB unavailable (private mode in some browsers): nothing to show.
      })
      .finally(() => {
        reading = false;
        if (readAgain) refresh();
      });
  }
  onQueueChange(refresh);
  subscribeSessionUser(refresh);

  return {
    refresh,
    get: () => state,
    /**
     * For React: the first reader starts a read, once the page has started. Opening IndexedDB for it
     * was a quarter of the till's first effects (a profile at 4× slowdown), which run just after its
     * first paint, where a first tap waits.
     */
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) whenStarted(refresh);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type QueueSnapshot<S> = ReturnType<typeof createQueueSnapshot<S>>;

/** A queue's current snapshot, re-rendering when it changes. */
export function useQueueSnapshot<S>(snapshot: QueueSnapshot<S>): S {
  return useSyncExternalStore(snapshot.subscribe, snapshot.get);
}
