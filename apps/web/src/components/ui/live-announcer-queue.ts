/**
 * What a polite live region says, without the DOM (see live-announcer.tsx, which draws it).
 *
 * Each message becomes its own entry with a fresh id, so the region gains a new node and screen
 * readers read it even when the same words were said before. The same words twice within
 * `repeatAfterMs` are one change reaching the screen twice (an event and the refetch after a
 * reconnection) and are said once. Entries leave after `clearAfterMs`, so the region is empty at
 * rest and a reader that lands on it later does not find stale news.
 */
export interface Announcement {
  id: number;
  text: string;
}

export interface AnnouncerClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AnnouncementQueueOptions {
  clearAfterMs?: number;
  repeatAfterMs?: number;
  /** The most entries kept at once; older ones leave first (removals are not read). */
  maxShown?: number;
  clock?: AnnouncerClock;
}

export interface AnnouncementQueue {
  /** Says `message` politely; false when it was empty or just said. */
  announce: (message: string) => boolean;
  shown: () => readonly Announcement[];
  subscribe: (listener: () => void) => () => void;
  /** Empties the region and stops its timers (the screen is going away). */
  clear: () => void;
}

const systemClock: AnnouncerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createAnnouncementQueue({
  clearAfterMs = 7_000,
  repeatAfterMs = 1_500,
  maxShown = 5,
  clock = systemClock,
}: AnnouncementQueueOptions = {}): AnnouncementQueue {
  let entries: readonly Announcement[] = [];
  let nextId = 1;
  const saidAt = new Map<string, number>();
  const timers = new Set<unknown>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    announce(message) {
      const text = message.replace(/\s+/g, ' ').trim();
      if (!text) return false;
      const at = clock.now();
      for (const [said, when] of saidAt) if (at - when >= repeatAfterMs) saidAt.delete(said);
      if (saidAt.has(text)) return false;
      saidAt.set(text, at);
      const entry = { id: nextId++, text };
      entries = [...entries, entry].slice(-maxShown);
      notify();
      const timer = clock.setTimeout(() => {
        timers.delete(timer);
        entries = entries.filter((e) => e !== entry);
        notify();
      }, clearAfterMs);
      timers.add(timer);
      return true;
    },
    shown: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      saidAt.clear();
      if (entries.length) {
        entries = [];
        notify();
      }
    },
  };
}

/**
 * Messages of one kind, or one counted message when there are more than `limit` (a burst of five
 * orders is "5 new orders", not five sentences the listener must sit through).
 */
export function countedMessages(messages: readonly string[], counted: (n: number) => string, limit = 3) {
  return messages.length > limit ? [counted(messages.length)] : [...messages];
}
