/**
 * The till's start picture (issue 27 §1): what the POS screen looked like when it last started on
 * this device, drawn while the page is still parsed, before the app's code has run. Staff see their
 * menu at once instead of a blank screen; the live screen replaces the picture as soon as it has
 * drawn its own first dishes (start-picture.ts), and taps on a dish in the meantime are kept and
 * given to the live screen then. A dish a tap adds as it is (no options to choose) shows in the
 * picture's cart at once, drawn with the live cart's own markup and stylesheet; the totals, which
 * only the app can count, fade until the live cart takes over.
 *
 * The picture is the device's own; a device with none that fits its screen (a new one, one just
 * signed in) asks the server for the one its user's till last kept for a screen of that size
 * (GET /pos/start-picture), and shows it if it comes before the live screen has drawn.
 *
 * The picture is an image of the screen (take-start-picture.ts draws it), not its markup: a start
 * then lays out and styles one element instead of the screen's hundreds, which cost its first frame
 * more than everything else before it on a slow tablet.
 *
 * `showStartPicture` runs as an inline script in index.html's head, after the viewport is set and
 * before the stylesheet (build/till-start.ts writes its text there, and the server's
 * Content-Security-Policy carries its hash), so it must stand alone: no imports, no closures over
 * module state, only what its one argument brings.
 */

/** Where a dish's Add button was on the screen: menu item id, left, top, width, height (CSS px). */
export type DishBox = [itemId: number, left: number, top: number, width: number, height: number];

/** left, top, width, height (CSS px). */
export type Box = [left: number, top: number, width: number, height: number];

/**
 * Live markup put back over the picture where it was: `html` is the element (its texts to fill
 * marked `data-picture-slot`), drawn in a box at `box` styled with `style` (what it inherited there).
 */
export interface PicturePatch {
  box: Box;
  html: string;
  style: string;
}

/** What the picture needs to show dishes tapped on it in its cart (picture-cart.tsx takes it). */
export interface PictureCart {
  /** The dishes a tap adds as they are (no options, not sold out), by menu item id: title, price. */
  dishes: Record<string, [title: string, price: number]>;
  /** How the app writes money (packages/domain formatMoney): Intl's for `locale`, else English. */
  money: { locale: string | null; currency: string; symbol: string };
  /** A tablet's cart list, drawn where the empty cart is, with a line and a selected one to copy. */
  lines: PicturePatch | null;
  /** A phone's cart bar: its count, and the line that says what was added ("Added \u0001"). */
  count: PicturePatch | null;
  status: PicturePatch | null;
  addedText: string;
  /** Figures the picture cannot count (totals): faded, in this colour, once a dish is in. */
  fade: Box[];
  fadeColor: string;
}

/** The picture as stored, for one user of one store, one build's stylesheet and one screen size. */
export interface StartPicture {
  /** `tenantId|username` of the signed-in user it was taken for (as the till's copy of its menu). */
  owner: string;
  /** The page's stylesheet (its href): a picture taken with another build's styles is not shown. */
  stylesheet: string;
  /** The language stored on the device when it was taken ('' for none). */
  language: string;
  /** Taken on a phone-sized screen (PHONE_QUERY), of a viewport this wide and high (CSS px). */
  phone: boolean;
  width: number;
  height: number;
  background: string;
  /** The screen as an image (a data: URL). */
  image: string;
  /** The dishes' Add buttons on it, for a tap on the picture to find its dish. */
  dishes: DishBox[];
  /** What shows a tapped dish in the picture's cart (none: taps are only kept). */
  cart?: PictureCart | null;
  /** A digest of what was drawn: a screen that has not changed is not drawn again. */
  source: string;
}

/** What the picture hands to the live screen (window[settings.handle]). */
export interface StartPictureHandle {
  /** Menu item ids tapped on the picture, in order. */
  taps: number[];
  /** Whether the picture is still on screen (not yet dropped, not given up). */
  shown: () => boolean;
  /** Takes the picture off the screen (any number of times). */
  drop: () => void;
  /**
   * Resolves once the browser has reported the picture painted, and its first dish is noted and its
   * cart readied for a tap: the app's start waits for it, which would otherwise hold the report back.
   */
  painted: () => Promise<void>;
  /**
   * Resolves once the frame that shows the last tap in the picture's cart is drawn (at once if none
   * is waiting): a long task of the app's started before it would hold that frame back, and could
   * take the picture off before the tap had shown.
   */
  tapDrawn: () => Promise<void>;
}

export interface StartPictureSettings {
  /** The API's address, for the picture kept on the server (GET /pos/start-picture). */
  apiBase: string;
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
  /**
   * Answers what draws the picture's cart from the dishes tapped so far (nothing without one).
   * Declared in here: the inline script is this one function's text.
   */
  function pictureCartShower(cart: PictureCart | null | undefined, taps: number[], host: HTMLElement) {
    if (!cart?.dishes || !cart.money || !Array.isArray(cart.fade)) return { show() {}, warmUp() {} };
    const { locale, currency, symbol } = cart.money;
    let intl: Intl.NumberFormat | null = null;
    // packages/domain formatMoney's writing (start-picture.dom.test.tsx holds them equal).
    const money = (minor: number) => {
      if (locale) {
        try {
          intl ??= new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
          return intl.format(minor / 100);
        } catch {
          // An unknown locale: English, as formatMoney falls back to.
        }
      }
      const abs = Math.abs(minor);
      const major = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      return `${minor < 0 ? '-' : ''}${symbol}${major}.${String(abs % 100).padStart(2, '0')}`;
    };
    const layer = document.createElement('div');
    host.append(layer);
    const place = ([left, top, width, height]: Box, style: string) => {
      const box = document.createElement('div');
      box.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${height}px;${style}`;
      layer.append(box);
      return box;
    };
    const filled = (patch: PicturePatch, into: HTMLElement) => {
      const template = document.createElement('template');
      template.innerHTML = patch.html;
      const element = template.content.firstElementChild as HTMLElement;
      into.append(element);
      const selector = (slot: string) => `[data-picture-slot="${slot}"]`;
      return (slot: string) =>
        element.matches(selector(slot)) ? element : element.querySelector<HTMLElement>(selector(slot));
    };
    const show = () => {
      // The lines as the live cart makes them: one per dish, in the order first tapped.
      const added = taps.map(String).filter((id) => cart.dishes[id]);
      if (added.length === 0) return;
      const lines = new Map<string, number>();
      for (const id of added) lines.set(id, (lines.get(id) ?? 0) + 1);
      layer.replaceChildren();
      for (const box of cart.fade) place(box, `background:${cart.fadeColor};opacity:0.7`);
      if (cart.lines) {
        const slot = filled(cart.lines, place(cart.lines.box, cart.lines.style));
        const pattern = slot('line');
        const selected = slot('selected-line');
        const list = pattern?.parentElement;
        if (!pattern || !selected || !list) return;
        pattern.remove();
        selected.remove();
        // The line the last tap went to is the one selected, as on the live cart.
        const last = added[added.length - 1];
        let index = 0;
        for (const [id, quantity] of lines) {
          const [title, price] = cart.dishes[id];
          const line = (id === last ? selected : pattern).cloneNode(true) as HTMLElement;
          const fill = (name: string, text: string) => {
            const element = line.querySelector<HTMLElement>(`[data-picture-slot="${name}"]`);
            if (element) element.textContent = text;
          };
          index += 1;
          fill('index', `${index}.`);
          fill('title', title);
          fill('total', money(price * quantity));
          fill('quantity', String(quantity));
          fill('unit', `× ${money(price)}`);
          list.append(line);
        }
      }
      if (cart.count && cart.status) {
        const count = filled(cart.count, place(cart.count.box, cart.count.style))('count');
        if (count) count.textContent = String(added.length);
        const status = filled(cart.status, place(cart.status.box, cart.status.style))('status');
        const [title] = cart.dishes[added[added.length - 1]];
        if (status) status.textContent = cart.addedText.replace('\u0001', title);
      }
    };
    /**
     * The picture is an image: its cart's patches are the page's first text. Text laid out the
     * first time finds and readies its fonts, a tenth of a second on a slow tablet, which a tap
     * would wait for. Laid out once, hidden, as soon as the picture is reported painted, they are
     * ready for it.
     */
    const warmUp = () => {
      if (taps.length > 0) return; // a tap came first: its text is laid out, and shown
      for (const patch of [cart.lines, cart.count, cart.status])
        if (patch) filled(patch, place(patch.box, `visibility:hidden;${patch.style}`));
      void layer.offsetHeight;
      layer.replaceChildren();
    };
    return {
      show: () => {
        try {
          show();
        } catch {
          // A damaged picture's cart shows nothing; the tap is kept all the same.
        }
      },
      warmUp: () => {
        try {
          warmUp();
        } catch {
          // Nothing readied: the first tap readies it.
        }
      },
    };
  }

  try {
    // The till as it starts: not one opened for a table (?table=…), whose order starts otherwise.
    if (!/^\/dashboard\/pos\/?$/.test(location.pathname) || location.search !== '') return;
    if (!document.cookie.split('; ').includes(`${settings.markerCookie}=user`)) return;
    const user = JSON.parse(localStorage.getItem(settings.userKey) ?? 'null') as {
      tenantId?: number | null;
      username?: string;
    } | null;
    if (user?.tenantId == null) return;
    const language =
      localStorage.getItem(settings.languageOverrideKey) ?? localStorage.getItem(settings.languageKey) ?? '';
    const phone = matchMedia(settings.phoneQuery).matches;
    // A device that has not yet learnt its user's language (one just signed in) takes the server's
    // picture in the language the user's till last showed, which is the user's.
    const fits = (picture: StartPicture | null, fromServer = false): picture is StartPicture =>
      picture !== null &&
      picture.owner === `${user.tenantId}|${user.username}` &&
      (picture.language === language || (fromServer && language === '')) &&
      picture.stylesheet === settings.stylesheet &&
      picture.phone === phone &&
      picture.width === innerWidth &&
      picture.height === innerHeight &&
      typeof picture.image === 'string' &&
      Array.isArray(picture.dishes);

    // What the live screen is handed (window[settings.handle]), from the start: it waits for the
    // picture, which may still be on its way from the server.
    let host: HTMLElement | null = null;
    let dropped = false;
    let pressed: { itemId: number; x: number; y: number } | null = null;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    let liftedAfterPicture: ((event: PointerEvent) => void) | null = null;
    const taps: number[] = [];
    let tapDrawn = Promise.resolve();
    let notePainted = () => {};
    const painted = new Promise<void>((resolve) => {
      notePainted = resolve;
    });
    const drop = () => {
      dropped = true;
      clearTimeout(giveUp);
      host?.remove();
      // No finger down on it: nothing to hand over, and the picture's markup is not kept alive.
      if (!pressed && liftedAfterPicture) removeEventListener('pointerup', liftedAfterPicture, true);
    };
    const handle: StartPictureHandle = {
      taps,
      drop,
      shown: () => host?.isConnected ?? false,
      painted: () => painted,
      tapDrawn: () => tapDrawn,
    };

    const show = (picture: StartPicture) => {
      const shown = document.createElement('div');
      host = shown;
      shown.id = settings.hostId;
      shown.setAttribute('aria-hidden', 'true');
      shown.style.cssText = `position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:${picture.background}`;
      const image = document.createElement('img');
      image.alt = '';
      image.draggable = false;
      image.style.cssText = `display:block;width:${picture.width}px;height:${picture.height}px`;
      image.src = picture.image;
      shown.append(image);

      const pictureCart = pictureCartShower(picture.cart, taps, shown);
      // The dish under a finger is found by place, from where its Add button was.
      const dishAt = (x: number, y: number) =>
        picture.dishes.find(
          ([, left, top, width, height]) => x >= left && x <= left + width && y >= top && y <= top + height,
        ) ?? null;
      shown.addEventListener('click', (event) => {
        const dish = dishAt(event.clientX, event.clientY);
        if (!dish) return;
        taps.push(dish[0]);
        // The button answers the finger as the live one would: it dims for a moment.
        const [, left, top, width, height] = dish;
        const press = document.createElement('div');
        press.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${height}px;background:rgba(255,255,255,0.4);border-radius:6px`;
        shown.append(press);
        setTimeout(() => press.remove(), 150);
        pictureCart.show();
        tapDrawn = new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
      });
      // A finger put down on the picture and lifted once the live grid has taken its place gives
      // the browser no click (two elements): the tap is given to the live dish under it instead.
      shown.addEventListener('pointerdown', (event) => {
        const dish = dishAt(event.clientX, event.clientY);
        pressed = dish ? { itemId: dish[0], x: event.clientX, y: event.clientY } : null;
      });
      const lifted = (event: PointerEvent) => {
        const press = pressed;
        pressed = null;
        if (shown.isConnected) return; // lifted on the picture: its click keeps the tap
        removeEventListener('pointerup', lifted, true);
        if (!press || Math.abs(event.clientX - press.x) > 10 || Math.abs(event.clientY - press.y) > 10)
          return;
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
      liftedAfterPicture = lifted;
      addEventListener('pointerup', lifted, true);
      giveUp = setTimeout(drop, settings.giveUpMs);

      // A picture from the server may come after the app has painted something of its own (not
      // its dishes, or the picture would not be shown): that paint was not of the first dishes.
      const paintedBefore = performance.getEntriesByName('first-contentful-paint').length > 0;
      // In the head, before the body is parsed: the host goes after it, on top of whatever it holds.
      (document.body ?? document.documentElement).append(shown);
      performance.mark(settings.pictureMark);
      const onScreen = (startTime: number) => {
        if (performance.getEntriesByName(settings.firstDishMark).length === 0)
          performance.mark(settings.firstDishMark, { startTime });
        // Once the picture is on screen, not to hold it back.
        if (shown.isConnected) pictureCart.warmUp();
        notePainted();
      };
      if (paintedBefore) {
        requestAnimationFrame(() => setTimeout(() => onScreen(performance.now())));
        return;
      }
      // The first dishes are on screen when the page's first frame with content is: this picture's,
      // as nothing paints before the stylesheet this script comes before (or, if the app's code was
      // ready first, the live grid's). The browser tells of that frame a little later.
      new PerformanceObserver((entries, observer) => {
        const paint = entries.getEntriesByName('first-contentful-paint')[0];
        if (!paint) return;
        observer.disconnect();
        onScreen(paint.startTime);
      }).observe({ type: 'paint', buffered: true });
    };

    const own = JSON.parse(localStorage.getItem(settings.pictureKey) ?? 'null') as StartPicture | null;
    (window as unknown as Record<string, StartPictureHandle>)[settings.handle] = handle;
    if (fits(own)) {
      show(own);
      return;
    }
    // None of its own (a new device, a sign-in, emptied storage): the one kept on the server for this
    // user and screen, if it comes before the live screen has drawn. Kept as the till's own then.
    const screen = `${phone ? 'phone' : 'screen'}:${innerWidth}x${innerHeight}`;
    fetch(`${settings.apiBase}/pos/start-picture?screen=${screen}`, { credentials: 'include' })
      .then((response) => (response.status === 200 ? (response.json() as Promise<StartPicture>) : null))
      .then((kept) => {
        const live = performance.getEntriesByName(settings.firstDishMark).length > 0;
        if (dropped || live || !fits(kept, true)) return notePainted();
        try {
          localStorage.setItem(settings.pictureKey, JSON.stringify(kept));
        } catch {
          // Storage full: shown all the same, and asked for again at the next start.
        }
        show(kept);
      })
      .catch(() => notePainted());
  } catch {
    // Storage off, a damaged picture, an old browser: the till starts as it would without one.
  }
}
