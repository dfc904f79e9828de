import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type RefObject,
  useEffect,
  useSyncExternalStore,
} from 'react';

/**
 * The diner pages' own router: four paths under /m/, on the History API. The public menu ships as
 * its own small bundle (menu.html), so it carries no general-purpose router; inside the main app
 * (development, or a link from the back office) the route /m/* hands the whole subtree to it.
 */
export type QrRoute =
  | { page: 'menu'; qrcode: string; tableRef: string | null }
  | { page: 'cart'; qrcode: string }
  | { page: 'order-success' }
  | { page: 'order-failed' }
  | { page: 'not-found' };

const listeners = new Set<() => void>();
let snapshot = readLocation();

function readLocation() {
  return { href: window.location.href, state: window.history.state as unknown };
}

function notify() {
  snapshot = readLocation();
  for (const listener of listeners) listener();
}

/** Set by a move between the diner pages, until the new page has put the focus on its heading. */
let isArrivalFocusPending = false;

window.addEventListener('popstate', () => {
  isArrivalFocusPending = true;
  notify();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQrLocation() {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function matchQrRoute(href: string): QrRoute {
  const url = new URL(href);
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] !== 'm' || parts.length < 2) return { page: 'not-found' };
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  if (parts.length === 2 && parts[1] === 'order-success') return { page: 'order-success' };
  if (parts.length === 2 && parts[1] === 'order-failed') return { page: 'order-failed' };
  if (parts.length === 2)
    return { page: 'menu', qrcode: decode(parts[1]), tableRef: url.searchParams.get('table') };
  if (parts.length === 3 && parts[2] === 'cart') return { page: 'cart', qrcode: decode(parts[1]) };
  return { page: 'not-found' };
}

export function useQrRoute(): QrRoute {
  return matchQrRoute(useQrLocation().href);
}

/** The state the page was opened with (order outcome pages read what the cart left them). */
export function useQrState<T>(): T | null {
  return (useQrLocation().state as { qr?: T } | null)?.qr ?? null;
}

export function qrNavigate(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  const state = options.state === undefined ? null : { qr: options.state };
  if (options.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  window.scrollTo(0, 0);
  isArrivalFocusPending = true;
  notify();
}

/**
 * After a move between the diner pages the focus goes to the new page's heading (give it
 * tabIndex={-1}), as a page load would start at the top: the link that had it is gone, and the
 * keyboard and the screen reader carry on from the new page's start. A first load leaves the
 * focus alone. `isReady` waits for a page that shows a loading state first.
 */
export function useArrivalFocus(heading: RefObject<HTMLElement | null>, isReady = true) {
  useEffect(() => {
    if (!isReady || !isArrivalFocusPending || !heading.current) return;
    isArrivalFocusPending = false;
    heading.current.focus({ preventScroll: true });
  }, [heading, isReady]);
}

export const menuPath = (qrcode: string) => `/m/${encodeURIComponent(qrcode)}`;
export const cartPath = (qrcode: string) => `/m/${encodeURIComponent(qrcode)}/cart`;

/** A link that moves between the diner pages without reloading (a real link for new tabs). */
export function QrLink({
  to,
  replace,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    props.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    qrNavigate(to, { replace });
  }
  return <a {...props} href={to} onClick={onClick} />;
}
