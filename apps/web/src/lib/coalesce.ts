/**
 * Wraps an async task so that calls arriving while it runs are folded into one more run after it,
 * never into a parallel or a cancelled one. A kitchen receiving a burst of fifty orders makes one
 * request, then one more for whatever arrived meanwhile; a naive "refetch on every event" would
 * cancel its own request fifty times and could show nothing until the burst ends.
 */
export function coalesce(task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let pending = false;
  return () => {
    if (running) {
      pending = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          pending = false;
          try {
            await task();
          } catch {
            // One failed refresh must not stop later ones; the query shows its own error state.
          }
        } while (pending);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
