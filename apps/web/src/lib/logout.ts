import { text } from '../i18n/app-i18n';
import { api, errorMessage } from './api-client';
import { navigateTo } from './navigation';
import { clearOfflineApiCache } from './offline-cache';
import { clearSessionMarker } from './session';
import { closeSocket } from './socket';

/**
 * Something that may refuse a logout, e.g. the offline outbox with unsent orders. Returns the
 * reason shown to the user, or null to allow it.
 */
type LogoutGuard = () => Promise<string | null> | string | null;
const guards = new Set<LogoutGuard>();

export function registerLogoutGuard(guard: LogoutGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

export class LogoutBlockedError extends Error {}

/** Signs out on the server, forgets the user here and goes to the login screen. */
export async function logout(kind: 'user' | 'superadmin' = 'user') {
  for (const guard of guards) {
    const reason = await guard();
    if (reason) throw new LogoutBlockedError(reason);
  }
  try {
    await api.post(kind === 'superadmin' ? '/superadmin/signout' : '/auth/signout');
  } catch (error) {
    throw new Error(errorMessage(error, text('common:tryLater')));
  }
  closeSocket();
  clearSessionMarker();
  void clearOfflineApiCache();
  // The login screen forgets the stored user once it is showing (see forgetStaleSession); clearing it
  // here, while the guarded screen is still mounted, would make its guard redirect to / instead.
  await navigateTo(kind === 'superadmin' ? '/superadmin' : '/login', { replace: true });
}
