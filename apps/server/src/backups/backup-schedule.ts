/**
 * When the embedded database is snapshotted (BACKUP_SCHEDULE): once a day at a server-local time
 * ("03:00"), at a fixed interval ("6h", "30m"), or never ("off"). The clock and the timers are
 * injected so that tests drive the schedule without waiting.
 */
export type BackupSchedule =
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'interval'; ms: number }
  | { kind: 'off' };

export const BACKUP_SCHEDULE_FORMAT =
  'must be a daily server-local time HH:MM (e.g. 03:00), an interval such as 6h or 30m, or off';

const MINUTE = 60_000;

/** The schedule a BACKUP_SCHEDULE value names, or undefined when it names none. */
export function parseBackupSchedule(text: string): BackupSchedule | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off') return { kind: 'off' };
  const daily = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (daily) return { kind: 'daily', hour: Number(daily[1]), minute: Number(daily[2]) };
  const interval = /^(\d{1,4})(m|h)$/.exec(value);
  if (interval) {
    const ms = Number(interval[1]) * (interval[2] === 'h' ? 60 : 1) * MINUTE;
    return ms > 0 ? { kind: 'interval', ms } : undefined;
  }
  return undefined;
}

/**
 * When the next snapshot is due, `after` being now or the end of the last run (an interval counts
 * from there, so a snapshot that outlasts the interval is not followed by another at once). Daily
 * times are wall-clock times in the server's time zone, so "03:00" stays 03:00 across daylight-saving
 * changes.
 */
export function nextRunAfter(schedule: BackupSchedule, after: Date): Date | null {
  if (schedule.kind === 'off') return null;
  if (schedule.kind === 'interval') return new Date(after.getTime() + schedule.ms);
  const next = new Date(after);
  next.setHours(schedule.hour, schedule.minute, 0, 0);
  if (next.getTime() <= after.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

export interface Timers {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => new Date(),
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    // The schedule must never be what keeps a process alive (the server's socket is).
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * A long timeout does not follow the wall clock (a suspended machine, a clock set by NTP, a
 * daylight-saving change), so the schedule wakes at least this often and compares the clock with the
 * due time.
 */
export const LONGEST_SLEEP_MS = 60 * MINUTE;

export interface ScheduleHandle {
  /** Stops waking up; a run already started is not interrupted (the caller waits for it if needed). */
  stop(): void;
}

/**
 * Calls `run` whenever the schedule says so, one run at a time: the next due time is computed when a
 * run has finished, so a slow snapshot never overlaps the next one.
 */
export function startSchedule(
  schedule: BackupSchedule,
  run: () => Promise<void>,
  timers: Timers = realTimers,
): ScheduleHandle {
  if (schedule.kind === 'off') return { stop() {} };
  let stopped = false;
  let handle: unknown = null;
  let due = nextRunAfter(schedule, timers.now())!;

  const wake = async () => {
    handle = null;
    if (stopped) return;
    const now = timers.now();
    if (now.getTime() >= due.getTime()) {
      try {
        await run();
      } catch {
        // `run` reports its own failures; the schedule goes on to the next due time.
      }
      if (stopped) return;
      due = nextRunAfter(schedule, timers.now())!;
    }
    arm();
  };
  const arm = () => {
    const wait = Math.max(0, Math.min(due.getTime() - timers.now().getTime(), LONGEST_SLEEP_MS));
    handle = timers.setTimeout(() => void wake(), wait);
  };
  arm();
  return {
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
