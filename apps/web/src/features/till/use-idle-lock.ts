import { useEffect, useRef, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once nobody has touched the till for `minutes` (0: never). Activity anywhere on the page
 * starts the count again; the check runs every few seconds, so it costs nothing while in use.
 */
export function useIdleLock(minutes: number): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  const lastActivity = useRef(Date.now());
  useEffect(() => {
    if (minutes <= 0) return;
    // The count starts when the lock starts to apply (a till just opened, or the POS come back to).
    lastActivity.current = Date.now();
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY) window.addEventListener(event, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current >= minutes * 60_000) setIdle(true);
    }, 5_000);
    return () => {
      for (const event of ACTIVITY) window.removeEventListener(event, touch, { capture: true });
      window.clearInterval(timer);
    };
  }, [minutes]);
  return [
    idle,
    () => {
      lastActivity.current = Date.now();
      setIdle(false);
    },
  ];
}
