/**
 * One queue per key (a printer): tasks of a key run one after another in the order they were added,
 * tasks of different keys run side by side. A printer given two jobs at once would interleave them.
 */
export function createSerialQueues<Key>() {
  const tails = new Map<Key, Promise<void>>();

  return {
    /** Runs `task` after every task added before it under `key`; a failing task does not stop the queue. */
    add(key: Key, task: () => Promise<void>): Promise<void> {
      const run = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = run.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
    /** Whether `key` has a task running or waiting. */
    isBusy: (key: Key) => tails.has(key),
  };
}
