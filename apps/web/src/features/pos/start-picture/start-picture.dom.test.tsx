import { SESSION_MARKER_COOKIE } from '@mise/contracts/session';
import { formatMoney } from '@mise/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../lib/use-is-phone';
import { afterStartPicture } from './after-start-picture';
import { START_PICTURE_SETTINGS } from './settings';
import { type PictureCart, type StartPicture, showStartPicture } from './show-start-picture';
import { dropStartPicture } from './start-picture';
import { digest, pictureCopy } from './take-start-picture';
import { usePageAfterLayout } from './use-page-after-layout';

/**
 * The start picture's rules in a DOM: whose picture is drawn, and what a picture keeps. That it
 * draws, lays out and hands over taps in a real browser is e2e/till-starts-from-its-last-picture.
 * jsdom has no constructable stylesheets, paint timing or media queries: they are stood in for.
 */
const settings = { ...START_PICTURE_SETTINGS, apiBase: '/api/v1', stylesheet: '/assets/web-1.css' };
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
  reportPaint = () => {};
  // The server keeps no picture for this user unless a test says otherwise.
  serverPicture = () => new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return serverPicture();
    }),
  );
  asked = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: PaintCallback) {
        reportPaint = () =>
          callback(
            { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: 400 }] : []) },
            { disconnect() {} },
          );
      }
      observe() {}
    },
  );
});

type PaintCallback = (
  entries: { getEntriesByName(name: string): { startTime: number }[] },
  observer: { disconnect(): void },
) => void;
/** The server's answer to the picture's script asking for a picture (GET /pos/start-picture). */
let serverPicture: () => Response = () => new Response(null, { status: 204 });
let asked: string[] = [];
/** The browser telling the picture's script of its first contentful paint (stood in for). */
let reportPaint = () => {};

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

  it('draws the picture the server keeps for the user and screen when the till has none, and keeps it', async () => {
    serverPicture = () => Response.json(picture);
    showStartPicture(settings);
    expect(asked).toEqual(['/api/v1/pos/start-picture?screen=screen:1280x800']);
    expect(host()).toBeNull();
    await vi.waitFor(() => expect(host()).not.toBeNull());
    expect(host()?.querySelector('img')?.getAttribute('src')).toBe(picture.image);
    expect(JSON.parse(localStorage.getItem(settings.pictureKey) ?? 'null')).toEqual(picture);
    expect(dropStartPicture().wasShown).toBe(true);
  });

  it('takes the server’s picture in its language on a device that has not learnt the user’s yet', async () => {
    localStorage.removeItem(settings.languageKey);
    serverPicture = () => Response.json(picture);
    showStartPicture(settings);
    await vi.waitFor(() => expect(host()).not.toBeNull());
    dropStartPicture();
    // Its own picture, though, only in the language it shows.
    serverPicture = () => new Response(null, { status: 204 });
    store();
    showStartPicture(settings);
    await afterStartPicture();
    expect(host()).toBeNull();
  });

  it('asks the server only for a screen its own picture does not fit, and names a phone’s', () => {
    store();
    showStartPicture(settings);
    expect(asked).toEqual([]);
    dropStartPicture();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    showStartPicture(settings);
    expect(asked).toEqual(['/api/v1/pos/start-picture?screen=phone:390x844']);
  });

  it.each([
    ['is of another user', () => Response.json({ ...picture, owner: '7|ben@bistro.example' })],
    ['is of another build', () => Response.json({ ...picture, stylesheet: '/assets/web-0.css' })],
    ['is none', () => new Response(null, { status: 204 })],
    ['is refused', () => new Response('{}', { status: 401 })],
    ['is not JSON', () => new Response('<html>', { status: 200 })],
  ])('draws nothing when the server’s answer %s, and lets the app start at once', async (_, answer) => {
    serverPicture = answer;
    showStartPicture(settings);
    await afterStartPicture();
    expect(host()).toBeNull();
    expect(localStorage.getItem(settings.pictureKey)).toBeNull();
  });

  it('notes a late picture from the server at its own frame, not at a paint of the app’s before it', async () => {
    serverPicture = () => Response.json(picture);
    const entries = performance.getEntriesByName.bind(performance);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string, type?: string) =>
      name === 'first-contentful-paint'
        ? ([{ startTime: 1 }] as unknown as PerformanceEntryList)
        : entries(name, type),
    );
    try {
      showStartPicture(settings);
      await vi.waitFor(() => expect(host()).not.toBeNull());
      await afterStartPicture();
      const [mark] = entries(settings.firstDishMark);
      expect(mark?.startTime).toBeGreaterThan(1);
    } finally {
      vi.restoreAllMocks();
      performance.clearMarks(settings.firstDishMark);
    }
  });

  it('draws nothing from the server once the live screen has drawn or taken the picture off', async () => {
    serverPicture = () => Response.json(picture);
    showStartPicture(settings);
    dropStartPicture();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host()).toBeNull();
    performance.mark(settings.firstDishMark);
    showStartPicture(settings);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host()).toBeNull();
    performance.clearMarks(settings.firstDishMark);
  });

  it('uses the app’s own cookie name and phone width', () => {
    expect(settings.markerCookie).toBe(SESSION_MARKER_COOKIE);
    expect(settings.phoneQuery).toBe(PHONE_QUERY);
  });
});

/** A line as the live cart draws it, its texts marked for the picture to fill (picture-cart.tsx). */
const line = (slot: string) =>
  `<li data-picture-slot="${slot}" class="${slot}"><span data-picture-slot="index">1.</span><p data-picture-slot="title">Sample</p><span data-picture-slot="total">$1.00</span><span data-picture-slot="quantity">1</span><span data-picture-slot="unit">× $1.00</span></li>`;

const tabletCart: PictureCart = {
  dishes: { 12: ['Soup', 650], 13: ['Bread', 1234567] },
  money: { locale: null, currency: 'USD', symbol: '$' },
  lines: {
    box: [900, 380, 280, 180],
    html: `<ol class="cart">${line('line')}${line('selected-line')}</ol>`,
    style: '',
  },
  count: null,
  status: null,
  addedText: 'Added \u0001',
  fade: [[900, 580, 280, 70]],
  fadeColor: 'white',
};

describe('the start picture’s cart', () => {
  const dishes: StartPicture['dishes'] = [
    [12, 100, 200, 80, 40],
    [13, 300, 200, 80, 40],
    [14, 500, 200, 80, 40],
  ];
  const tap = (x: number) =>
    host()?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: 210 }));
  const shownLines = () =>
    Array.from(host()?.querySelectorAll('ol.cart > li') ?? [], (li) => ({
      selected: li.getAttribute('data-picture-slot') === 'selected-line',
      text: Array.from(li.children, (child) => child.textContent).join(' | '),
    }));

  it('shows the dishes tapped on it at once, a line per dish as the live cart makes them, and fades the totals', () => {
    store({ dishes, cart: tabletCart });
    showStartPicture(settings);
    expect(shownLines()).toEqual([]);
    tap(120);
    tap(320);
    tap(120);
    expect(shownLines()).toEqual([
      { selected: true, text: '1. | Soup | $13.00 | 2 | × $6.50' },
      { selected: false, text: '2. | Bread | $12,345.67 | 1 | × $12,345.67' },
    ]);
    const faded = Array.from(host()?.querySelectorAll<HTMLElement>('div[style*="opacity"]') ?? []);
    expect(faded.map((box) => [box.style.left, box.style.top, box.style.width])).toEqual([
      ['900px', '580px', '280px'],
    ]);
    // Handed to the live screen as before.
    expect(dropStartPicture().taps).toEqual([12, 13, 12]);
  });

  it('keeps the taps and draws the picture all the same from a damaged cart', () => {
    store({ dishes, cart: { ...tabletCart, dishes: null } as unknown as PictureCart });
    showStartPicture(settings);
    tap(120);
    store({ dishes, cart: { ...tabletCart, lines: { ...tabletCart.lines, html: '<p>' } } as PictureCart });
    expect(host()).not.toBeNull();
    expect(dropStartPicture().taps).toEqual([12]);
    showStartPicture(settings);
    tap(120);
    expect(shownLines()).toEqual([]);
    expect(dropStartPicture().taps).toEqual([12]);
  });

  it('shows nothing in its cart for a dish with options to choose, whose tap is only kept', () => {
    store({ dishes, cart: tabletCart });
    showStartPicture(settings);
    tap(520);
    expect(shownLines()).toEqual([]);
    expect(host()?.querySelector('div[style*="opacity"]')).toBeNull();
    expect(dropStartPicture().taps).toEqual([14]);
  });

  it('readies its text once the picture is painted: laid out hidden, then taken away', () => {
    store({ dishes, cart: tabletCart });
    showStartPicture(settings);
    const changes = new MutationObserver(() => {});
    changes.observe(host() as HTMLElement, { childList: true, subtree: true });
    reportPaint();
    const added = changes.takeRecords().flatMap((record) => Array.from(record.addedNodes));
    const laidOut = added.filter(
      (node): node is HTMLElement => node instanceof HTMLElement && node.querySelector('ol.cart') !== null,
    );
    expect(laidOut).toHaveLength(1);
    expect(laidOut[0].style.visibility).toBe('hidden');
    expect(laidOut[0].isConnected).toBe(false);
    expect(host()?.querySelector('ol.cart')).toBeNull();
    // The first tap then draws as before.
    tap(120);
    expect(shownLines()).toEqual([{ selected: true, text: '1. | Soup | $6.50 | 1 | × $6.50' }]);
  });

  it('keeps what a tap drew before the picture was reported painted', () => {
    store({ dishes, cart: tabletCart });
    showStartPicture(settings);
    tap(120);
    reportPaint();
    expect(shownLines()).toEqual([{ selected: true, text: '1. | Soup | $6.50 | 1 | × $6.50' }]);
    expect(host()?.querySelector('[style*="hidden"]')).toBeNull();
  });

  it('counts a phone’s taps on its cart bar and says what was added last', () => {
    const phoneCart: PictureCart = {
      ...tabletCart,
      lines: null,
      count: {
        box: [40, 760, 24, 24],
        html: '<span class="badge" data-picture-slot="count">0</span>',
        style: '',
      },
      status: {
        box: [80, 760, 200, 20],
        html: '<span data-picture-slot="status">Cart is empty</span>',
        style: '',
      },
    };
    store({ dishes, cart: phoneCart });
    showStartPicture(settings);
    tap(120);
    tap(320);
    expect(host()?.querySelector('[data-picture-slot="count"]')?.textContent).toBe('2');
    expect(host()?.querySelector('[data-picture-slot="status"]')?.textContent).toBe('Added Bread');
  });

  it.each([
    ['en', null],
    ['de', 'de'],
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['hi', 'hi'],
  ])('writes money as the app does (%s)', (_, locale) => {
    // Canadian dollars: written "$" (narrow) where a wide symbol would say "CA$".
    const currency = locale === null ? 'USD' : 'CAD';
    const money = { locale, currency, symbol: '$' };
    store({ dishes, cart: { ...tabletCart, money } });
    showStartPicture(settings);
    tap(320);
    tap(320);
    const [total, , unit] = Array.from(
      host()?.querySelectorAll(
        '[data-picture-slot="total"], [data-picture-slot="quantity"], [data-picture-slot="unit"]',
      ) ?? [],
      (e) => e.textContent,
    );
    expect(total).toBe(formatMoney(2 * 1234567, currency, locale ?? undefined));
    expect(unit).toBe(`× ${formatMoney(1234567, currency, locale ?? undefined)}`);
  });
});

describe('the live screen under the picture', () => {
  const tapDish = () =>
    host()?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 120, clientY: 210 }));

  it('draws the layout’s page a task after the layout while the picture is up, so a tap gets in between', async () => {
    store();
    showStartPicture(settings);
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => usePageAfterLayout());
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws it only once the frame that shows a dish just tapped on the picture is drawn', async () => {
    store();
    showStartPicture(settings);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      const { result } = renderHook(() => usePageAfterLayout());
      tapDish();
      await act(() => vi.advanceTimersByTimeAsync(0));
      // The page's task came, but the tap's frame has not been drawn: the page waits for it.
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(result.current).toBe(true);
      expect(dropStartPicture().taps).toEqual([12]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws it at once without a picture', () => {
    const { result } = renderHook(() => usePageAfterLayout());
    expect(result.current).toBe(true);
  });

  it('starts the app once the picture is painted and the browser has said so', async () => {
    store();
    showStartPicture(settings);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      let started = false;
      void afterStartPicture().then(() => {
        started = true;
      });
      await vi.advanceTimersByTimeAsync(50);
      expect(started).toBe(false);
      reportPaint();
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(true);
      expect(performance.getEntriesByName(settings.firstDishMark)).not.toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts it without that word from the browser after a while, and at once without a picture', async () => {
    let started = false;
    await afterStartPicture();
    store();
    showStartPicture(settings);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      void afterStartPicture().then(() => {
        started = true;
      });
      await vi.advanceTimersByTimeAsync(400);
      expect(started).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(started).toBe(true);
    } finally {
      vi.useRealTimers();
    }
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
