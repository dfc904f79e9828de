import { SESSION_MARKER_COOKIE } from '@mise/contracts/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyPosInit } from './early-pos-init';
import { TILL_EARLY_START_SETTINGS } from './settings';
import { startTillEarly } from './start-till-early';

/**
 * The till's early start in a DOM: when the page asks for the till's menu before the app's code has
 * run, and how the app takes the answer over. That it is asked once and drawn from in a real browser
 * is e2e/till-starts-early.spec.ts. `fetch` is a spy here: no server answers in jsdom.
 */
const settings = { ...TILL_EARLY_START_SETTINGS, apiBase: '/api/v1', files: ['/assets/pos-page-1.js'] };
const user = { name: 'Ana', username: 'ana@bistro.example', role: 'admin', tenantId: 7 };
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/pos');
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session marker the page checks.
  document.cookie = `${settings.markerCookie}=user; path=/`;
  localStorage.setItem(settings.userKey, JSON.stringify(user));
  localStorage.setItem(settings.languageKey, 'fr');
  fetchSpy = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetchSpy);
});

/** After the page's first frame, and the task that follows it. */
const afterFirstFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

afterEach(async () => {
  await afterFirstFrame(); // the preloads a test's start left for after its first frame
  takeEarlyPosInit(false); // whatever was left for the app
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the marker set above.
  document.cookie = `${settings.markerCookie}=; Max-Age=0; path=/`;
  for (const link of document.head.querySelectorAll('link')) link.remove();
  vi.unstubAllGlobals();
});

describe("the till's early start", () => {
  it('checks the session by the cookie the app sets', () => {
    expect(settings.markerCookie).toBe(SESSION_MARKER_COOKIE);
  });

  it('asks for the menu of a till without its copy, in the language of the device, for the app to take once', async () => {
    startTillEarly(settings);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/pos/init', {
      credentials: 'include',
      headers: { 'accept-language': 'fr' },
    });
    const taken = takeEarlyPosInit(false);
    expect((await taken?.response)?.status).toBe(200);
    expect(taken?.sentAt).toBeTypeOf('number');
    expect(takeEarlyPosInit(false)).toBeNull();
  });

  it('asks for nothing when the till has its copy: it draws from it and checks it itself', () => {
    localStorage.setItem(
      settings.copyKey,
      JSON.stringify({ owner: '7|ana@bistro.example', etag: '"v1"', data: {} }),
    );
    startTillEarly(settings);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyPosInit(true)).toBeNull();
  });

  it('is not taken by a call that has a copy to check after all', () => {
    startTillEarly(settings);
    expect(takeEarlyPosInit(true)).toBeNull();
    expect(takeEarlyPosInit(false)).toBeNull();
  });

  it('asks for nothing off the till or signed out, and for no menu without a store', async () => {
    window.history.replaceState(null, '', '/dashboard/orders');
    startTillEarly(settings);
    window.history.replaceState(null, '', '/dashboard/pos');
    // biome-ignore lint/suspicious/noDocumentCookie: signed out.
    document.cookie = `${settings.markerCookie}=; Max-Age=0; path=/`;
    startTillEarly(settings);
    // biome-ignore lint/suspicious/noDocumentCookie: signed in again, as the operator (no store).
    document.cookie = `${settings.markerCookie}=user; path=/`;
    localStorage.setItem(settings.userKey, JSON.stringify({ ...user, tenantId: null }));
    startTillEarly(settings);
    expect(fetchSpy).not.toHaveBeenCalled();
    await afterFirstFrame();
    await new Promise((resolve) => setTimeout(resolve));
    // Only the till's own start (the operator's, last) preloads its screen's code.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it("lists none of the screen's files the app's router has asked for already", async () => {
    const multiSettings = { ...settings, files: ['/assets/pos-page-1.js', '/assets/cart-1.js'] };
    localStorage.setItem(settings.pictureKey, '{}'); // its preloads wait for the picture's frame
    startTillEarly(multiSettings);
    // The app's code came first: its router listed the screen's page itself.
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = `${location.origin}/assets/pos-page-1.js`;
    document.head.append(asked);
    await afterFirstFrame();
    await new Promise((resolve) => setTimeout(resolve));
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href'),
    );
    expect(hrefs).toEqual([`${location.origin}/assets/pos-page-1.js`, '/assets/cart-1.js']);
  });

  it("preloads the POS screen's code at once on a device with no picture of its own to draw", () => {
    startTillEarly(settings);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/pos-page-1.js']);
  });

  it("preloads the POS screen's code after the first frame on a device that draws its picture in it", async () => {
    localStorage.setItem(settings.pictureKey, '{}');
    startTillEarly(settings);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    await afterFirstFrame();
    await new Promise((resolve) => setTimeout(resolve));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/pos-page-1.js']);
  });
});
