/**
 * Runs `work` once the browser is idle (at the latest after 3 s), for code a page fetches ahead of
 * need after its first paint. Safari has no requestIdleCallback: a second's delay stands in for it.
 */
export function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3_000 });
  else setTimeout(work, 1_000);
}
