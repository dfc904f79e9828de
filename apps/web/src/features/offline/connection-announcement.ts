import { text } from '../../i18n/app-i18n';
import './i18n';

/**
 * What a screen reader is told when the till's connection changes: nothing at start (the top bar
 * says it), then going offline and coming back.
 */
export function connectionAnnouncement(wasOnline: boolean | null, online: boolean): string | null {
  if (wasOnline === null || wasOnline === online) return null;
  return online ? text('offline:backOnline') : text('offline:wentOffline');
}
