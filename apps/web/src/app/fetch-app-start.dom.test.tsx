import { afterEach, describe, expect, it } from 'vitest';
import { fetchAppStart } from './fetch-app-start';

/**
 * How the page asks for the app's start, in a DOM. That a browser takes the answers over for the
 * app's import (one request each) is e2e/till-starts-early.spec.ts and
 * e2e/till-starts-from-its-last-picture.spec.ts.
 */
const FILES = ['/assets/app-start-1.js', '/assets/app-start-2.js'];

const asked = () =>
  Array.from(document.head.querySelectorAll('link'), (link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

function servedByWorker(is: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: is ? { controller: {} } : { controller: null },
  });
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('fetchAppStart', () => {
  it('asks for them as modules when they come from the network: compiled as they download', () => {
    servedByWorker(false);
    fetchAppStart(FILES);
    expect(asked()).toEqual(FILES.map((href) => ({ rel: 'modulepreload', as: null, crossOrigin: '', href })));
  });

  it('preloads them as they are when the service worker serves them, to compile once imported', () => {
    servedByWorker(true);
    fetchAppStart(FILES);
    expect(asked()).toEqual(FILES.map((href) => ({ rel: 'preload', as: 'script', crossOrigin: '', href })));
  });

  it('asks as modules in a browser without service workers', () => {
    fetchAppStart(FILES);
    expect(asked().map((link) => link.rel)).toEqual(['modulepreload', 'modulepreload']);
  });
});
