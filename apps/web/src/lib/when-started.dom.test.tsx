import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStartForTests, useEffectWhenStarted, whenStarted } from './when-started';

/** The browser telling the page of its first contentful paint (stood in for). */
let reportPaint = () => {};
let painted = false;

function standInForPaintTiming() {
  painted = false;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint', 'element'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        reportPaint = () => {
          painted = true;
          callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
        };
      }
      observe() {}
      disconnect() {
        reportPaint = () => {};
      }
    },
  );
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    painted && name === 'first-contentful-paint' ? ([{}] as PerformanceEntryList) : [],
  );
}

beforeEach(() => {
  resetStartForTests();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('work that waits for the page to start', () => {
  it('runs at once where the browser cannot say when it painted', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const work = vi.fn();
    whenStarted(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint to be reported, then runs a task later, each in its own', async () => {
    standInForPaintTiming();
    const order: string[] = [];
    whenStarted(() => order.push('socket'));
    whenStarted(() => order.push('queues'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(order).toEqual([]);
    reportPaint();
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['socket', 'queues']);
    // Once started, later work runs at once.
    whenStarted(() => order.push('later'));
    expect(order).toEqual(['socket', 'queues', 'later']);
  });

  it('runs anyway when the paint is never reported (a tab opened in the background)', async () => {
    standInForPaintTiming();
    const work = vi.fn();
    whenStarted(work);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at once on a page whose paint was reported before', () => {
    standInForPaintTiming();
    painted = true;
    const work = vi.fn();
    whenStarted(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('drops work cancelled before the start', async () => {
    standInForPaintTiming();
    const work = vi.fn();
    const cancel = whenStarted(work);
    cancel();
    reportPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('an effect that waits for the page to start', () => {
  it('runs once started and is cleaned up on unmount', async () => {
    standInForPaintTiming();
    const cleanup = vi.fn();
    const effect = vi.fn(() => cleanup);
    const { unmount } = renderHook(() => useEffectWhenStarted(effect));
    expect(effect).not.toHaveBeenCalled();
    reportPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(effect).toHaveBeenCalledOnce();
    unmount();
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it('never runs for a component gone before the start', async () => {
    standInForPaintTiming();
    const effect = vi.fn();
    const { unmount } = renderHook(() => useEffectWhenStarted(effect));
    unmount();
    reportPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(effect).not.toHaveBeenCalled();
  });
});
