import { SESSION_MARKER_COOKIE } from '@mise/contracts/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../lib/use-is-phone';
import { START_PICTURE_SETTINGS } from './settings';
import { type StartPicture, showStartPicture } from './show-start-picture';
import { dropStartPicture } from './start-picture';
import { digest, pictureCopy } from './take-start-picture';

/**
 * The start picture's rules in a DOM: whose picture is drawn, and what a picture keeps. That it
 * draws, lays out and hands over taps in a real browser is e2e/till-starts-from-its-last-picture.
 * jsdom has no constructable stylesheets, paint timing or media queries: they are stood in for.
 */
const settings = { ...START_PICTURE_SETTINGS, stylesheet: '/assets/web-1.css' };
const user = { name: 'Ana', username: 'ana@bistro.example', role: 'admin', tenantId: 7 };
const picture: StartPicture = {
  owner: '7|ana@bistro.example',
  stylesheet: '/assets/web-1.css',
  language: 'en',
  phone: false,
  width: 1280,
  height: 800,
  background: 'white',
  image: 'data:image/webp;base64,UklGRg==',
  dishes: [[12, 100, 200, 80, 40]],
  source: 'abc',
};

function store(overrides: Partial<StartPicture> = {}) {
  localStorage.setItem(settings.pictureKey, JSON.stringify({ ...picture, ...overrides }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/pos');
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session marker the page checks.
  document.cookie = `${settings.markerCookie}=user; path=/`;
  localStorage.setItem(settings.userKey, JSON.stringify(user));
  localStorage.setItem(settings.languageKey, 'en');
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  vi.stubGlobal(
    'CSSStyleSheet',
    class {
      replaceSync() {}
    },
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      observe() {}
    },
  );
});

afterEach(() => {
  dropStartPicture();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const host = () => document.getElementById(settings.hostId);

describe('showing the start picture', () => {
  it('draws the signed-in user’s picture of the till, over the page', () => {
    store();
    showStartPicture(settings);
    expect(host()).not.toBeNull();
    expect(host()?.getAttribute('aria-hidden')).toBe('true');
    expect(host()?.querySelector('img')?.getAttribute('src')).toBe(picture.image);
    expect(performance.getEntriesByName(settings.pictureMark)).toHaveLength(1);
    expect(dropStartPicture()).toEqual({ wasShown: true, taps: [] });
    expect(host()).toBeNull();
    expect(dropStartPicture()).toEqual({ wasShown: false, taps: [] });
  });

  it.each([
    ['another user', { owner: '7|ben@bistro.example' }],
    ['another store', { owner: '8|ana@bistro.example' }],
    ['another language', { language: 'fr' }],
    ['another build’s stylesheet', { stylesheet: '/assets/web-0.css' }],
    ['a phone', { phone: true }],
    ['a screen turned upright', { width: 800, height: 1280 }],
    ['a window of another size', { width: 1024 }],
  ])('draws nothing from a picture taken for %s', (_, overrides) => {
    store(overrides);
    showStartPicture(settings);
    expect(host()).toBeNull();
  });

  it('draws nothing without a session, off the POS, for a table, or from a damaged picture', () => {
    store();
    window.history.replaceState(null, '', '/dashboard/pos?table=3');
    showStartPicture(settings);
    window.history.replaceState(null, '', '/dashboard/orders');
    showStartPicture(settings);
    window.history.replaceState(null, '', '/dashboard/pos');
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session marker the page checks.
    document.cookie = `${settings.markerCookie}=; Max-Age=0; path=/`;
    showStartPicture(settings);
    expect(host()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session marker the page checks.
    document.cookie = `${settings.markerCookie}=user; path=/`;
    localStorage.setItem(settings.pictureKey, '{not json');
    showStartPicture(settings);
    expect(host()).toBeNull();
  });

  it('draws nothing from a picture kept as markup by an older build', () => {
    const { image: _image, dishes: _dishes, ...older } = picture;
    localStorage.setItem(settings.pictureKey, JSON.stringify({ ...older, css: '', html: '<p>Soup</p>' }));
    showStartPicture(settings);
    expect(host()).toBeNull();
  });

  it('keeps a tap on a dish of the picture, found by where its button was, and ignores one beside it', () => {
    store();
    showStartPicture(settings);
    const tap = (x: number, y: number) =>
      host()?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    tap(120, 210);
    tap(300, 210);
    tap(179, 239);
    expect(dropStartPicture().taps).toEqual([12, 12]);
  });

  it('uses the app’s own cookie name and phone width', () => {
    expect(settings.markerCookie).toBe(SESSION_MARKER_COOKIE);
    expect(settings.phoneQuery).toBe(PHONE_QUERY);
  });
});

describe('taking the start picture', () => {
  it('keeps the markup without ids, test ids, focus or live regions', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <label for="search">Search</label><input id="search" name="q" autofocus>
      <div data-testid="item-grid"><ul><li><button data-item-id="12" tabindex="0" aria-describedby="tip">Add</button></li></ul></div>
      <div role="status" aria-live="polite">Order sent</div>`;
    const copy = pictureCopy(root);
    expect(copy.querySelector('[id], [for], [name], [autofocus], [tabindex], [data-testid]')).toBeNull();
    expect(copy.querySelector('[aria-describedby]')).toBeNull();
    expect(copy.querySelector('[role="status"]')).toBeNull();
    expect(copy.querySelector('button')?.dataset.itemId).toBe('12');
    // The page itself is untouched.
    expect(root.querySelector('#search')).not.toBeNull();
  });

  it('tells one screen from another by a digest of what it draws', () => {
    expect(digest('<p>Soup $5.00</p>')).toBe(digest('<p>Soup $5.00</p>'));
    expect(digest('<p>Soup $5.00</p>')).not.toBe(digest('<p>Soup $5.50</p>'));
  });
});
