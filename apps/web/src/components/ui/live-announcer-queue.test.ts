import { describe, expect, it } from 'vitest';
import { type AnnouncerClock, countedMessages, createAnnouncementQueue } from './live-announcer-queue';

/** A clock the test moves by hand. */
function manualClock() {
  let time = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: AnnouncerClock = {
    now: () => time,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.set(id, { at: time + ms, run });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    time += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= time) {
        timers.delete(id);
        timer.run();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('live announcer queue', () => {
  it('shows each message as its own entry, in order, and tells its listeners', () => {
    const { clock } = manualClock();
    const queue = createAnnouncementQueue({ clock });
    let calls = 0;
    queue.subscribe(() => {
      calls += 1;
    });
    expect(queue.announce('New order #12 for Table 4')).toBe(true);
    expect(queue.announce('Order #11 is ready')).toBe(true);
    expect(queue.shown().map((e) => e.text)).toEqual(['New order #12 for Table 4', 'Order #11 is ready']);
    expect(new Set(queue.shown().map((e) => e.id)).size).toBe(2);
    expect(calls).toBe(2);
  });

  it('says nothing for an empty message and tidies white space', () => {
    const { clock } = manualClock();
    const queue = createAnnouncementQueue({ clock });
    expect(queue.announce('   ')).toBe(false);
    expect(queue.announce('  Order   #3\nis ready ')).toBe(true);
    expect(queue.shown().map((e) => e.text)).toEqual(['Order #3 is ready']);
  });

  it('says the same words once when they arrive twice at once, and again later as a new entry', () => {
    const { clock, advance } = manualClock();
    const queue = createAnnouncementQueue({ clock, repeatAfterMs: 1_500, clearAfterMs: 7_000 });
    expect(queue.announce('Order #12 is ready')).toBe(true);
    advance(500);
    expect(queue.announce('Order #12 is ready')).toBe(false);
    expect(queue.shown()).toHaveLength(1);
    const first = queue.shown()[0];
    advance(1_000);
    // Still on screen, but a new node with a new id: screen readers read an addition again.
    expect(queue.announce('Order #12 is ready')).toBe(true);
    expect(queue.shown()).toHaveLength(2);
    expect(queue.shown()[1].id).not.toBe(first.id);
  });

  it('clears each entry after its time, so the region is empty at rest', () => {
    const { clock, advance, pending } = manualClock();
    const queue = createAnnouncementQueue({ clock, clearAfterMs: 7_000 });
    queue.announce('New order #1');
    advance(3_000);
    queue.announce('New order #2');
    advance(4_000);
    expect(queue.shown().map((e) => e.text)).toEqual(['New order #2']);
    advance(3_000);
    expect(queue.shown()).toEqual([]);
    expect(pending()).toBe(0);
    // Cleared and past the repeat window: the same words are read again.
    expect(queue.announce('New order #1')).toBe(true);
  });

  it('keeps only the newest entries when many arrive at once', () => {
    const { clock } = manualClock();
    const queue = createAnnouncementQueue({ clock, maxShown: 2 });
    for (const n of [1, 2, 3]) queue.announce(`New order #${n}`);
    expect(queue.shown().map((e) => e.text)).toEqual(['New order #2', 'New order #3']);
  });

  it('clear() empties the region and stops its timers', () => {
    const { clock, pending } = manualClock();
    const queue = createAnnouncementQueue({ clock });
    queue.announce('New order #1');
    queue.clear();
    expect(queue.shown()).toEqual([]);
    expect(pending()).toBe(0);
    expect(queue.announce('New order #1')).toBe(true);
  });

  it('counts a burst instead of reading each sentence', () => {
    const three = ['New order #1', 'New order #2', 'New order #3'];
    expect(countedMessages(three, (n) => `${n} new orders`)).toEqual(three);
    expect(countedMessages([...three, 'New order #4'], (n) => `${n} new orders`)).toEqual(['4 new orders']);
    expect(countedMessages([], (n) => `${n} new orders`)).toEqual([]);
  });
});
