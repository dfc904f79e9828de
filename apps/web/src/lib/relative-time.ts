import { useEffect, useState } from 'react';
import { shownLanguage, text } from '../i18n/app-i18n';
import { formattersFor } from '../i18n/format';

/**
 * "just now", "5 min ago", "2 h 05 min ago": how long ago an order came in, short enough for a
 * card and exact enough for a kitchen that works in minutes.
 */
export function formatElapsed(from: Date | string | number, now: number = Date.now()): string {
  const start = from instanceof Date ? from.getTime() : new Date(from).getTime();
  if (!Number.isFinite(start)) return '';
  const minutes = Math.floor(Math.max(0, now - start) / 60_000);
  if (minutes < 1) return text('common:justNow');
  if (minutes < 60) return text('common:minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return text('common:hoursMinutesAgo', { hours, minutes: String(minutes % 60).padStart(2, '0') });
  return text('common:daysAgo', { days: Math.floor(hours / 24) });
}

/** Whole minutes since `from` (0 for a future or unreadable time). */
export function minutesSince(from: Date | string | number, now: number = Date.now()): number {
  const start = from instanceof Date ? from.getTime() : new Date(from).getTime();
  if (!Number.isFinite(start)) return 0;
  return Math.floor(Math.max(0, now - start) / 60_000);
}

/** The clock time of an order, e.g. "14:05". */
export function formatClockTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isFinite(date.getTime())) return '';
  return date.toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit' });
}

/** The locale clock times are written in: the browser's in English (as before), else the language's. */
export function timeLocale(): string | undefined {
  const language = shownLanguage();
  return language === 'en' ? undefined : formattersFor(language).locale;
}

/** The current time, re-read every `intervalMs`, so relative times on screen keep ticking. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
