import { describe, expect, it } from 'vitest';
import { formatElapsed, minutesSince } from './relative-time';

describe('elapsed time', () => {
  const start = Date.parse('2026-11-23T10:00:00Z');
  const at = (minutes: number) => start + minutes * 60_000;

  it('says how long ago in words a kitchen reads at a glance', () => {
    expect(formatElapsed(start, at(0.5))).toBe('just now');
    expect(formatElapsed(start, at(1))).toBe('1 min ago');
    expect(formatElapsed(start, at(59))).toBe('59 min ago');
    expect(formatElapsed(start, at(65))).toBe('1 h 05 min ago');
    expect(formatElapsed(start, at(60 * 24))).toBe('1 day ago');
    expect(formatElapsed(start, at(60 * 24 * 3))).toBe('3 days ago');
  });

  it('treats a clock running behind the server and unreadable dates gently', () => {
    expect(formatElapsed(start, at(-5))).toBe('just now');
    expect(formatElapsed('not a date', at(5))).toBe('');
    expect(minutesSince('not a date', at(5))).toBe(0);
    expect(minutesSince(new Date(start).toISOString(), at(12.9))).toBe(12);
  });
});
