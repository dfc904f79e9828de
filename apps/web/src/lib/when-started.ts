import { type EffectCallback, useEffect } from 'react';

/**
 * A page's start ends when the browser has reported its first contentful paint. Until then, work
 * the first screen does not need (the live socket, the offline queues) waits: run in the first
 * frame's effects, it held that report back by as much as it took, and with it the first tap on a
 * till that had just drawn its menu (issue 27 §1). A page whose paint is never reported (a tab
 * opened in the background) starts after GIVE_UP_MS.
 */
const FIRST_PAINT = 'first-contentful-paint';
const GIVE_UP_MS = 1_500;

let started = false;
let waiting: (() => void)[] = [];

function hasStarted(): boolean {
  if (started) return true;
  const canTell =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') &&
    typeof performance.getEntriesByName === 'function';
  started = !canTell || performance.getEntriesByName(FIRST_PAINT).length > 0;
  return started;
}

function watchForStart() {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) start();
  });
  const giveUp = setTimeout(start, GIVE_UP_MS);
  function start() {
    observer.disconnect();
    clearTimeout(giveUp);
    started = true;
    // One task each, so that a tap that came meanwhile goes first.
    for (const work of waiting.splice(0)) setTimeout(work);
  }
  observer.observe({ type: 'paint', buffered: true });
}

/** Runs `work` at once once the page has started, else as soon as it has; answers how to cancel. */
export function whenStarted(work: () => void): () => void {
  if (hasStarted()) {
    work();
    return () => undefined;
  }
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  if (waiting.length === 0) watchForStart();
  waiting.push(run);
  return () => {
    cancelled = true;
  };
}

/**
 * A mount's effect (useEffect with no dependencies) the first screen does not need: it runs once the
 * page has started.
 */
export function useEffectWhenStarted(effect: EffectCallback) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, as the caller's effect.
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    const cancel = whenStarted(() => {
      cleanup = effect();
    });
    return () => {
      cancel();
      cleanup?.();
    };
  }, []);
}

/** For tests: the next page load starts afresh. */
export function resetStartForTests() {
  started = false;
  waiting = [];
}
