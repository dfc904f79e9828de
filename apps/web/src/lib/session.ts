import type { TSessionUser } from '@mise/contracts';
import { SESSION_MARKER_COOKIE } from '@mise/contracts/session';
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from './storage-keys';

/**
 * The signed-in user as the browser knows it: stored at login (spec: local storage) and kept in
 * step across tabs. The session itself lives in httpOnly cookies; the readable marker cookie only
 * says that one exists.
 */
export type SessionUser = TSessionUser;

const listeners = new Set<() => void>();
let cached: SessionUser | null | undefined;

function read(): SessionUser | null {
  if (cached === undefined) cached = readJson<SessionUser | null>(STORAGE_KEYS.user, null);
  return cached;
}

function notify() {
  cached = undefined;
  for (const listener of listeners) listener();
}

// Absent in unit tests without a page, which reach this module through the texts' catalogue.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user) notify();
  });
}

export function getSessionUser(): SessionUser | null {
  return read();
}

export function storeSessionUser(user: SessionUser) {
  writeJson(STORAGE_KEYS.user, user);
  notify();
}

export function clearSessionUser() {
  localStorage.removeItem(STORAGE_KEYS.user);
  notify();
}

/** Calls `listener` whenever the stored user may have changed (this tab or another). */
export function subscribeSessionUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSessionUser, read);
}

/** "user" or "superadmin" when the server says a session exists, else null. */
export function sessionMarker(): 'user' | 'superadmin' | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
  const value = match?.slice(SESSION_MARKER_COOKIE.length + 1);
  return value === 'user' || value === 'superadmin' ? value : null;
}

/** Clears the marker the route guard reads (the server clears the httpOnly ones on signout). */
export function clearSessionMarker() {
  // biome-ignore lint/suspicious/noDocumentCookie: the marker is deliberately a plain readable cookie.
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; path=/`;
}

/** Called by the login screens: a stored user without a live session is left over from a logout. */
export function forgetStaleSession() {
  if (!sessionMarker() && read()) clearSessionUser();
}
