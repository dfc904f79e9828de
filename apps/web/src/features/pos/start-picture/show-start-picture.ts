/**
 * The till's start picture (issue 27 §1): what the POS screen looked like when it last started on
 * this device, drawn while the page is still parsed, before the app's code has run. Staff see their
 * menu at once instead of a blank screen; the live screen replaces the picture as soon as it has
 * drawn its own first dishes (start-picture.ts), and taps on a dish in the meantime are kept and
 * given to the live screen then.
 *
 * `showStartPicture` runs as an inline script in index.html's head, after the viewport is set and
 * before the stylesheet (build/vite-plugins.ts writes its text there, and the server's
 * Content-Security-Policy carries its hash), so it must stand alone: no imports, no closures over
 * module state, only what its one argument brings.
 */

/** The picture as stored, for one user of one store, one build's stylesheet and one kind of screen. */
export interface StartPicture {
  /** `tenantId|username` of the signed-in user it was taken for (as the till's copy of its menu). */
  owner: string;
  /** The page's stylesheet (its href): a picture taken with another build's styles is not shown. */
  stylesheet: string;
  /** The language stored on the device when it was taken ('' for none). */
  language: string;
  dir: 'ltr' | 'rtl';
  /** Taken on a phone-sized screen (PHONE_QUERY), and in landscape: shown only on the same. */
  phone: boolean;
  landscape: boolean;
  background: string;
  /** The stylesheet's rules as text (a shadow root cannot use the page's own sheet). */
  css: string;
  /** The app's markup, cleaned of ids, test ids and anything focusable (take-start-picture.ts). */
  html: string;
}

/** What the picture hands to the live screen (window[settings.handle]). */
export interface StartPictureHandle {
  /** Menu item ids tapped on the picture, in order. */
  taps: number[];
  /** Whether the picture is still on screen (not yet dropped, not given up). */
  shown: () => boolean;
  /** Takes the picture off the screen (any number of times). */
  drop: () => void;
}

export interface StartPictureSettings {
  pictureKey: string;
  userKey: string;
  languageKey: string;
  languageOverrideKey: string;
  markerCookie: string;
  phoneQuery: string;
  hostId: string;
  handle: string;
  firstDishMark: string;
  /** Put when the picture is drawn. */
  pictureMark: string;
  /** This build's stylesheet (its href in index.html); written in by the build. */
  stylesheet: string;
  /** The picture goes by itself after this long, whatever the live screen does. */
  giveUpMs: number;
}

export function showStartPicture(settings: StartPictureSettings): void {
  try {
    // The till as it starts: not one opened for a table (?table=…), whose order starts otherwise.
    if (!/^\/dashboard\/pos\/?$/.test(location.pathname) || location.search !== '') return;
    if (!document.cookie.split('; ').includes(`${settings.markerCookie}=user`)) return;
    const raw = localStorage.getItem(settings.pictureKey);
    if (!raw) return;
    const picture = JSON.parse(raw) as StartPicture;
    const user = JSON.parse(localStorage.getItem(settings.userKey) ?? 'null') as {
      tenantId?: number | null;
      username?: string;
    } | null;
    const language =
      localStorage.getItem(settings.languageOverrideKey) ?? localStorage.getItem(settings.languageKey) ?? '';
    const fits =
      user?.tenantId != null &&
      picture.owner === `${user.tenantId}|${user.username}` &&
      picture.language === language &&
      picture.stylesheet === settings.stylesheet &&
      picture.phone === matchMedia(settings.phoneQuery).matches &&
      picture.landscape === innerWidth > innerHeight;
    if (!fits) return;

    const host = document.createElement('div');
    host.id = settings.hostId;
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = `position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:${picture.background}`;
    // Closed: the picture's text and buttons are not the page's, for scripts and assistive tech alike.
    const shadow = host.attachShadow({ mode: 'closed' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(picture.css);
    shadow.adoptedStyleSheets = [sheet];
    const frame = document.createElement('div');
    frame.setAttribute('inert', '');
    frame.dir = picture.dir;
    frame.lang = picture.language;
    frame.innerHTML = picture.html;
    shadow.append(frame);

    const taps: number[] = [];
    // The picture is inert, so a tap lands on its host: the dish under the finger is found by place.
    const dishAt = (x: number, y: number) => {
      for (const button of frame.querySelectorAll<HTMLElement>('[data-item-id]')) {
        const box = button.getBoundingClientRect();
        if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return button;
      }
      return null;
    };
    host.addEventListener('click', (event) => {
      const button = dishAt(event.clientX, event.clientY);
      if (!button) return;
      taps.push(Number(button.dataset.itemId));
      button.style.opacity = '0.6';
      setTimeout(() => button.style.removeProperty('opacity'), 150);
    });
    // A finger put down on the picture and lifted once the live grid has taken its place gives the
    // browser no click (two elements): the tap is given to the live dish under it instead.
    let pressed: { itemId: number; x: number; y: number } | null = null;
    host.addEventListener('pointerdown', (event) => {
      const button = dishAt(event.clientX, event.clientY);
      pressed = button ? { itemId: Number(button.dataset.itemId), x: event.clientX, y: event.clientY } : null;
    });
    const liftedAfterPicture = (event: PointerEvent) => {
      const press = pressed;
      pressed = null;
      if (host.isConnected) return; // lifted on the picture: its click keeps the tap
      removeEventListener('pointerup', liftedAfterPicture, true);
      if (!press || Math.abs(event.clientX - press.x) > 10 || Math.abs(event.clientY - press.y) > 10) return;
      const live = (event.target as Element | null)?.closest('button[data-item-id]') as HTMLElement | null;
      if (!live || Number(live.dataset.itemId) !== press.itemId) return;
      live.click();
      // Were the browser to click it too after all, the dish would go in twice.
      const once = (click: MouseEvent) => {
        if (click.isTrusted && live.contains(click.target as Node)) click.stopImmediatePropagation();
      };
      addEventListener('click', once, true);
      setTimeout(() => removeEventListener('click', once, true));
    };
    addEventListener('pointerup', liftedAfterPicture, true);
    const drop = () => {
      clearTimeout(giveUp);
      host.remove();
      // No finger down on it: nothing to hand over, and the picture's markup is not kept alive.
      if (!pressed) removeEventListener('pointerup', liftedAfterPicture, true);
    };
    const giveUp = setTimeout(drop, settings.giveUpMs);
    const handle: StartPictureHandle = { taps, drop, shown: () => host.isConnected };
    (window as unknown as Record<string, StartPictureHandle>)[settings.handle] = handle;

    // In the head, before the body is parsed: the host goes after it, on top of whatever it holds.
    (document.body ?? document.documentElement).append(host);
    performance.mark(settings.pictureMark);
    // The first dishes are on screen when the page's first frame with content is: this picture's,
    // as nothing paints before the stylesheet this script comes before (or, if the app's code was
    // ready first, the live grid's). The browser tells of that frame a little later.
    new PerformanceObserver((entries, observer) => {
      const paint = entries.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      if (performance.getEntriesByName(settings.firstDishMark).length === 0)
        performance.mark(settings.firstDishMark, { startTime: paint.startTime });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // Storage off, a damaged picture, an old browser: the till starts as it would without one.
  }
}
