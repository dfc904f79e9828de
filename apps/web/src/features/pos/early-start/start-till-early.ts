/**
 * A till's early start (issue 27 §1): run as an inline script in index.html's head, on the till's
 * address only, before any of the app's code has loaded. The till's screen would otherwise have its
 * code asked for only once the app's own code had run (its router asks for it), and, on a till that
 * has nothing kept yet, its menu too, one after the other. It asks at once for:
 * - the POS screen's code and the dashboard layout's (`modulepreload`), fetched and compiled while
 *   the app's own code starts, from the network or from the service worker that holds the app: at
 *   once on a device with no start picture of its own, else after the page's first frame;
 * - `GET /pos/init`, when the till has no copy of it to draw from: the app takes the answer over as
 *   its own first call (early-pos-init.ts). A till with a copy draws from it and checks it later.
 *
 * It must stand alone, as the start picture's script (build/till-start.ts writes its text in, and
 * the server's Content-Security-Policy carries its hash): no imports, only its one argument.
 */

export interface TillEarlyStartSettings {
  /** Where the call's answer is left for the app (window[handle]). */
  handle: string;
  apiBase: string;
  markerCookie: string;
  userKey: string;
  /** The till's copy of GET /pos/init (STORAGE_KEYS.posInitCopy). */
  copyKey: string;
  /** The till's picture of its screen (STORAGE_KEYS.posStartPicture). */
  pictureKey: string;
  languageKey: string;
  languageOverrideKey: string;
  /** The files of the POS screen's code (written in by the build). */
  files: string[];
}

/** What the app finds at window[handle]. */
export interface EarlyPosInit {
  /** When it was sent (performance.now()). */
  sentAt: number;
  response: Promise<Response>;
}

export function startTillEarly(settings: TillEarlyStartSettings): void {
  try {
    if (!/^\/dashboard\/pos\/?$/.test(location.pathname)) return;
    if (!document.cookie.split('; ').includes(`${settings.markerCookie}=user`)) return;
    const preloadScreen = () => {
      // Where the app's code was quicker and its router has asked for the screen already, its
      // files are listed: not twice.
      const listed = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
      const links = document.createDocumentFragment();
      for (const file of settings.files) {
        if (listed.has(new URL(file, location.href).href)) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        links.append(link);
      }
      // In one insertion, which takes the page less than half the time of one per file.
      document.head.append(links);
    };
    // A device with a picture of its own draws it in its first frame: the preloads come after that
    // frame, not to hold it back. One without (it may still get its user's from the server, a round
    // trip later) waited for a first frame with nothing in it and for the app's start's compile
    // behind it: the screen's code was asked for 350 ms after the app's start, on a slowed tablet
    // (issue 27 §1). Asked for at once, the server's picture came no later (BENCHMARKS.md).
    if (localStorage.getItem(settings.pictureKey) === null) preloadScreen();
    else requestAnimationFrame(() => setTimeout(preloadScreen));
    if (localStorage.getItem(settings.copyKey) !== null) return;
    const user = JSON.parse(localStorage.getItem(settings.userKey) ?? 'null') as {
      tenantId?: number | null;
    } | null;
    if (user?.tenantId == null) return;
    const language =
      localStorage.getItem(settings.languageOverrideKey) ?? localStorage.getItem(settings.languageKey);
    const early: EarlyPosInit = {
      sentAt: performance.now(),
      response: fetch(`${settings.apiBase}/pos/init`, {
        credentials: 'include',
        headers: language ? { 'accept-language': language } : {},
      }),
    };
    // Not taken (the app never asks: a user the till is not for): no unhandled rejection.
    early.response.catch(() => undefined);
    (window as unknown as Record<string, EarlyPosInit>)[settings.handle] = early;
  } catch {
    // Storage off or damaged: the app asks for everything itself, as without this script.
  }
}
