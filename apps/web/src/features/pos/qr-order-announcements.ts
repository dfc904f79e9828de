import { useEffect, useRef } from 'react';

/** How many QR orders just arrived and how many wait: the values of pos.json's qrOrdersArrived. */
export interface QrOrdersArrival {
  arrived: number;
  waiting: number;
}

/**
 * What a screen reader is told when QR orders arrive on the POS ("New QR order, 1 waiting"), from
 * the count before and after a refetch: nothing at the first reading (those were there already) nor
 * when orders were handled. The screen words it in its language (pos.json's qrOrdersArrived).
 */
export function qrOrdersAnnouncement(before: number | null, after: number): QrOrdersArrival | null {
  if (before === null || after <= before) return null;
  return { arrived: after - before, waiting: after };
}

/** Announces new QR orders as the count of waiting ones grows. */
export function useQrOrderAnnouncements(
  count: number | undefined,
  announce: (arrival: QrOrdersArrival) => void,
) {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    const text = qrOrdersAnnouncement(last.current, count);
    last.current = count;
    if (text) announce(text);
  }, [count, announce]);
}
