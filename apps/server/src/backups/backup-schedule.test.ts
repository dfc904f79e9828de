import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  LONGEST_SLEEP_MS,
  nextRunAfter,
  parseBackupSchedule,
  startSchedule,
  type Timers,
} from './backup-schedule';
import { startEmbeddedBackups } from './embedded-snapshots';

/**
 * A clock and timers the test moves by hand: nothing here waits for real time. Dates are built in
 * the local time zone, as the daily schedule is.
 */
function fakeTimers(start: Date) {
  let now = start.getTime();
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const sleeps: number[] = [];
  const timers: Timers = {
    now: () => new Date(now),
    setTimeout(run, ms) {
      sleeps.push(ms);
      pending.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  /** Lets every promise the woken code started settle (no timers involved). */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    timers,
    sleeps,
    pendingCount: () => pending.size,
    settle,
    /** Moves the clock to `until`, firing every timer due on the way, in order. */
    async advanceTo(until: Date) {
      for (;;) {
        const due = [...pending]
          .filter(([, t]) => t.at <= until.getTime())
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
        await settle();
      }
      now = until.getTime();
    },
    /** The clock jumps (a suspended machine waking up) without any timer firing. */
    jumpTo(to: Date) {
      now = to.getTime();
    },
  };
}

const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('BACKUP_SCHEDULE', () => {
  it('reads a daily local time, an interval, or off, and nothing else', () => {
    expect(parseBackupSchedule('03:00')).toEqual({ kind: 'daily', hour: 3, minute: 0 });
    expect(parseBackupSchedule(' 23:45 ')).toEqual({ kind: 'daily', hour: 23, minute: 45 });
    expect(parseBackupSchedule('6h')).toEqual({ kind: 'interval', ms: 6 * 3_600_000 });
    expect(parseBackupSchedule('30m')).toEqual({ kind: 'interval', ms: 30 * 60_000 });
    expect(parseBackupSchedule('OFF')).toEqual({ kind: 'off' });
    for (const bad of ['', '24:00', '3:7', 'nightly', '0h', '-1h', '6 hours', '12:00pm']) {
      expect(parseBackupSchedule(bad), bad).toBeUndefined();
    }
  });

  it('is validated with the other settings (default 03:00, keep 7, beside the data folder)', () => {
    const config = loadConfig({ DATA_DIR: '/srv/mise/data', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.backups).toEqual({
      dir: '/srv/mise/data-backups',
      schedule: { kind: 'daily', hour: 3, minute: 0 },
      keep: 7,
    });
    const custom = loadConfig({
      DATA_DIR: '/srv/mise/data',
      SESSION_SECRET: 'x'.repeat(32),
      BACKUP_DIR: '/backups/mise',
      BACKUP_SCHEDULE: '6h',
      BACKUP_KEEP: '30',
    });
    expect(custom.backups).toEqual({
      dir: '/backups/mise',
      schedule: { kind: 'interval', ms: 21_600_000 },
      keep: 30,
    });
    const base = { DATA_DIR: '/srv/mise/data', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, BACKUP_SCHEDULE: 'nightly' })).toThrow(
      /BACKUP_SCHEDULE: must be a daily/,
    );
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
    expect(() => loadConfig({ ...base, BACKUP_KEEP: 'all' })).toThrow('BACKUP_KEEP');
  });
});

describe('the next run', () => {
  it('is the next occurrence of the daily time, never the current instant', () => {
    const daily = parseBackupSchedule('03:00')!;
    expect(nextRunAfter(daily, local(2025, 1, 1, 10))).toEqual(local(2025, 1, 2, 3));
    expect(nextRunAfter(daily, local(2025, 1, 1, 2, 59))).toEqual(local(2025, 1, 1, 3));
    expect(nextRunAfter(daily, local(2025, 1, 1, 3))).toEqual(local(2025, 1, 2, 3));
    expect(nextRunAfter(daily, local(2025, 12, 31, 4))).toEqual(local(2026, 1, 1, 3));
  });

  it('counts an interval from now (the end of the last run)', () => {
    const every = parseBackupSchedule('6h')!;
    expect(nextRunAfter(every, local(2025, 1, 1, 10))).toEqual(local(2025, 1, 1, 16));
    expect(nextRunAfter(parseBackupSchedule('off')!, local(2025, 1, 1, 10))).toBeNull();
  });
});

describe('the schedule', () => {
  it('runs nightly, once a night, waking at least hourly to follow the wall clock', async () => {
    const clock = fakeTimers(local(2025, 1, 1, 10));
    const runs: Date[] = [];
    const handle = startSchedule(
      parseBackupSchedule('03:00')!,
      async () => {
        runs.push(clock.timers.now());
      },
      clock.timers,
    );
    await clock.advanceTo(local(2025, 1, 4, 12));
    expect(runs).toEqual([local(2025, 1, 2, 3), local(2025, 1, 3, 3), local(2025, 1, 4, 3)]);
    expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(LONGEST_SLEEP_MS);
    handle.stop();
    expect(clock.pendingCount()).toBe(0);
    await clock.advanceTo(local(2025, 1, 6, 12));
    expect(runs).toHaveLength(3);
  });

  it('runs when it wakes after the due time passed while the machine slept', async () => {
    const clock = fakeTimers(local(2025, 1, 1, 2, 30));
    const runs: Date[] = [];
    startSchedule(
      parseBackupSchedule('03:00')!,
      async () => {
        runs.push(clock.timers.now());
      },
      clock.timers,
    );
    clock.jumpTo(local(2025, 1, 1, 9)); // suspended at 02:30, woken at 09:00
    await clock.advanceTo(local(2025, 1, 1, 9, 1));
    expect(runs).toEqual([local(2025, 1, 1, 9)]);
  });

  it('never starts a run while the last one is still going', async () => {
    const clock = fakeTimers(local(2025, 1, 1, 0));
    let running = 0;
    let overlapped = false;
    const finishers: Array<() => void> = [];
    startSchedule(
      parseBackupSchedule('30m')!,
      () => {
        running += 1;
        if (running > 1) overlapped = true;
        return new Promise<void>((resolve) =>
          finishers.push(() => {
            running -= 1;
            resolve();
          }),
        );
      },
      clock.timers,
    );
    await clock.advanceTo(local(2025, 1, 1, 3)); // a first run starts at 00:30 and is still going
    expect(finishers).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
    finishers[0]();
    await clock.settle();
    await clock.advanceTo(local(2025, 1, 1, 3, 29));
    expect(finishers).toHaveLength(1);
    await clock.advanceTo(local(2025, 1, 1, 3, 30)); // 30 minutes after the slow run ended
    expect(finishers).toHaveLength(2);
    expect(overlapped).toBe(false);
  });

  it('keeps going after a failed run', async () => {
    const clock = fakeTimers(local(2025, 1, 1, 0));
    let calls = 0;
    startSchedule(
      parseBackupSchedule('1h')!,
      async () => {
        calls += 1;
        throw new Error('disk full');
      },
      clock.timers,
    );
    await clock.advanceTo(local(2025, 1, 1, 3));
    expect(calls).toBe(3);
  });
});

describe('backups on another database or turned off', () => {
  const log = { info() {}, error() {} };
  const config = loadConfig({ DATA_DIR: '/srv/mise/data', SESSION_SECRET: 'x'.repeat(32) });

  it('do nothing on PostgreSQL (pg_dump and point-in-time recovery back it up)', () => {
    expect(startEmbeddedBackups(config, { kind: 'postgres' }, log)).toBeNull();
  });

  it('do nothing when BACKUP_SCHEDULE is off', () => {
    const off = loadConfig({
      DATA_DIR: '/srv/mise/data',
      SESSION_SECRET: 'x'.repeat(32),
      BACKUP_SCHEDULE: 'off',
    });
    expect(startEmbeddedBackups(off, { kind: 'pglite', pglite: {} as never }, log)).toBeNull();
  });
});
