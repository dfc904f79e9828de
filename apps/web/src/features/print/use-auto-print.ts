import { useEffect, useRef } from 'react';

/** Spec 1 section 9: the print dialog opens 400 ms after the view has loaded. */
export const PRINT_DELAY_MS = 400;

/** Calls window.print() once, PRINT_DELAY_MS after `ready` first turns true (unless disabled). */
export function useAutoPrint(ready: boolean, enabled = true) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || !enabled || printed.current) return;
    printed.current = true;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, enabled]);
}
