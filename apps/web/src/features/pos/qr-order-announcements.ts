import { useEffect, useRef } from 'react';

/**
 * What a screen reader is told when QR orders arrive on the POS, from the count before and after a
 * refetch: nothing at the first reading (those were there already) nor when orders were handled.
 */
export function qrOrdersAnnouncement(before: number | null, after: number): string | null {
  if (before === null || after <= before) return null;
  const arrived = after - before;
  const waiting = `${after} waiting`;
  return arrived === 1 ? `New QR order, ${waiting}` : `${arrived} new QR orders, ${waiting}`;
}

/** Announces new QR orders as the count of waiting ones grows. */
export function useQrOrderAnnouncements(count: number | undefined, announce: (text: string) => void) {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    const text = qrOrdersAnnouncement(last.current, count);
    last.current = count;
    if (text) announce(text);
  }, [count, announce]);
}
