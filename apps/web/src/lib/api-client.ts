import { MANAGER_APPROVAL_CODE, PIN_SESSION_CODE } from '@mise/contracts/approval-codes';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@mise/contracts/two-factor-messages';
import { appConfig } from '../config';
import { navigateTo } from './navigation';
import { clearSessionMarker, getSessionUser } from './session';

/**
 * Every call to the API goes through here (spec 1 section 8): cookies are sent, a 401 or 403 is
 * answered by one refresh of the session and a repeat of the request, more than 3 refreshes in a
 * row or a failed refresh sign the user out, and 402 sends the user to the subscription screen.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server's message when it gave one, else the screen's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

const MAX_CONSECUTIVE_REFRESHES = 3;
// Calls where a 401 means "wrong credentials" or "no session", never "refresh and retry".
const NO_REFRESH_PATHS = [
  '/auth/signin',
  '/auth/signup',
  '/auth/signout',
  '/auth/refresh-token',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/superadmin/signin',
  '/superadmin/signout',
  '/superadmin/refresh-token',
  '/qrmenu/',
];

/** Renewals in a row that were not followed by an answer: past the limit, the session is over. */
let consecutiveRefreshes = 0;
let refreshing: Promise<RefreshOutcome> | null = null;
/** When the session was last renewed (performance.now()): a call sent before it needs no renewal of its own. */
let lastRenewal = Number.NEGATIVE_INFINITY;

function isSuperadminSession() {
  return getSessionUser()?.role === 'superadmin' || window.location.pathname.startsWith('/superadmin');
}

/**
 * What renewing the session came to. Only a refusal (401/403) means the session is over; no answer
 * at all (offline, or the request cut off by a page reload) or a server error says nothing about it,
 * and must not sign anyone out: a till that loses its network keeps its session.
 */
type RefreshOutcome = { kind: 'renewed' } | { kind: 'refused' } | { kind: 'failed'; error: unknown };

/**
 * One renewal for every call refused together (a screen opening with its access cookie expired
 * sends several at once): only a renewal counts towards the limit, not each call that waits on it.
 */
async function refreshSession(): Promise<RefreshOutcome> {
  if (refreshing) return refreshing;
  if (consecutiveRefreshes >= MAX_CONSECUTIVE_REFRESHES) return { kind: 'refused' };
  consecutiveRefreshes += 1;
  refreshing = fetch(
    `${appConfig.apiBase}${isSuperadminSession() ? '/superadmin/refresh-token' : '/auth/refresh-token'}`,
    { method: 'POST', credentials: 'include' },
  )
    .then((res): RefreshOutcome => {
      if (res.ok) {
        lastRenewal = performance.now();
        return { kind: 'renewed' };
      }
      if (res.status === 401 || res.status === 403) return { kind: 'refused' };
      return { kind: 'failed', error: new ApiError(res.status, 'Something went wrong! Try later!') };
    })
    .catch((error): RefreshOutcome => ({ kind: 'failed', error }))
    .then((outcome) => {
      // No answer is not a refusal: it must not count towards signing out.
      if (outcome.kind === 'failed') consecutiveRefreshes -= 1;
      return outcome;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let forcingLogout: Promise<void> | null = null;

/** Signs the user out after a lost session; concurrent failing calls share one sign-out. */
export function forceLogout(): Promise<void> {
  forcingLogout ??= signOutToLogin().finally(() => {
    forcingLogout = null;
  });
  return forcingLogout;
}

async function signOutToLogin() {
  const target = isSuperadminSession() ? '/superadmin' : '/login';
  consecutiveRefreshes = 0;
  clearSessionMarker();
  // A guarded screen that renders while this navigation is pending finds no marker and redirects to /
  // (the route guard's rule); that later navigation would win. The sign-out screen must be where the
  // user lands, so go again if it was overtaken.
  for (let attempt = 0; attempt < 3 && window.location.pathname !== target; attempt++) {
    await navigateTo(target, { replace: true });
  }
}

/** A 403 that means "set up two-factor sign-in first", not "refresh the session". */
async function codeOf(res: Response): Promise<string | undefined> {
  const data = (await parse(res.clone())) as { code?: string } | null;
  return data?.code;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sees the final answer before its body is read: its headers (an ETag) and status. A call that
   * sends If-None-Match gets `null` for a 304 (nothing changed) instead of an error.
   */
  onResponse?: (res: Response) => void;
  /**
   * The same request, already sent (the till's early start): its answer is taken as this call's
   * first, with the time it was sent. A refusal is renewed and sent again as for any call.
   */
  sent?: { response: Promise<Response>; sentAt: number };
}

let requestLanguage: string | null = null;

/**
 * The language the screen shows: every call says it (Accept-Language), so the server's messages
 * come back in it (issue 23). Set by the entry's i18n whenever its language changes.
 */
export function setRequestLanguage(language: string) {
  requestLanguage = language;
}

/**
 * Lets what waits on the page (a tap above all) go before a request is handed to the browser. A
 * screen's queries all start in the one task that runs its effects after its first paint, and on a
 * till's start handing them to the browser (its fetch) took longer than anything else in that task
 * while the first tap waited (issue 27 §1): each now goes in a task of its own, in the order asked.
 * A browser that cannot yield so (scheduler.yield: Chromium 129 and later) sends at once.
 */
function yieldToPage(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const isForm = body instanceof FormData;
  await yieldToPage();
  return fetch(`${appConfig.apiBase}${path}`, {
    method,
    credentials: 'include',
    signal: options.signal,
    headers: {
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(requestLanguage ? { 'accept-language': requestLanguage } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

async function parse(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  // A download (the store's archive) comes back as a File named as the server names it.
  const disposition = res.headers.get('content-disposition') ?? '';
  if (res.ok && disposition.startsWith('attachment')) {
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return new File([await res.blob()], name, { type });
  }
  if (type.includes('application/json')) return res.json().catch(() => null);
  return res.text().catch(() => null);
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const sentAt = options.sent?.sentAt ?? performance.now();
  let res = await (options.sent?.response ?? send(method, path, body, options));
  const refusalCode = res.status === 403 ? await codeOf(res) : undefined;
  if (refusalCode === TWO_FACTOR_SETUP_REQUIRED_CODE) {
    navigateTo(isSuperadminSession() ? '/superadmin/two-factor-setup' : '/two-factor-setup', {
      replace: true,
    });
    throw new ApiError(403, TWO_FACTOR_MESSAGES.setupRequired, TWO_FACTOR_SETUP_REQUIRED_CODE);
  }
  // A refusal that waits for a manager's approval is about the action, not the session.
  const mayRefresh =
    refusalCode !== MANAGER_APPROVAL_CODE &&
    refusalCode !== PIN_SESSION_CODE &&
    !NO_REFRESH_PATHS.some((p) => path.startsWith(p));
  if ((res.status === 401 || res.status === 403) && mayRefresh) {
    // Sent before the last renewal: it only needs to go again with the renewed cookie.
    const outcome: RefreshOutcome = lastRenewal > sentAt ? { kind: 'renewed' } : await refreshSession();
    if (outcome.kind === 'failed') throw outcome.error;
    if (outcome.kind === 'refused') {
      await forceLogout();
      throw new ApiError(401, 'Session expired! Please login again.');
    }
    res = await send(method, path, body, options);
  }
  options.onResponse?.(res);
  if (res.status === 304) {
    consecutiveRefreshes = 0;
    return null as T;
  }
  const data = await parse(res);
  if (res.ok) {
    consecutiveRefreshes = 0;
    return data as T;
  }
  const message = (data as { message?: string } | null)?.message ?? '';
  if (res.status === 402) navigateTo('/dashboard/inactive-subscription');
  throw new ApiError(res.status, message, (data as { code?: string } | null)?.code);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};

/** Builds a query string from defined values. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
