import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './offline-cache';

// The built app's registration (a dev server has no worker to register).
vi.mock('../config', () => ({ appConfig: { apiBase: '/api/v1', version: 'test', isDev: false } }));

/**
 * When the page registers its service worker: a new worker's install fetches every file of the
 * build, which must not share a till's first start with it (issue 27 §1). jsdom reports no paint,
 * so the page counts as started (lib/when-started.ts, tested on its own); what is left to hold the
 * registration back is the browser's idle time.
 */
let register: ReturnType<typeof vi.fn>;
let idle: (() => void)[];

beforeEach(() => {
  register = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  idle = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('registering the service worker', () => {
  it('waits for the browser to be idle once the page has loaded and started', () => {
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does not register before the page has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(idle).toHaveLength(0);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    for (const work of idle) work();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
