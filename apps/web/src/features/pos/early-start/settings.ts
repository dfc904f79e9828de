import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { START_PICTURE_SETTINGS } from '../start-picture/settings';
import type { TillEarlyStartSettings } from './start-till-early';

/**
 * What the till's early start is given (build/till-start.ts writes it into index.html, with the
 * build's files of the POS screen). Plain values only: the build reads this file.
 */
export const TILL_EARLY_START_SETTINGS: Omit<TillEarlyStartSettings, 'files' | 'apiBase'> = {
  handle: 'miseTillEarlyStart',
  markerCookie: START_PICTURE_SETTINGS.markerCookie,
  userKey: STORAGE_KEYS.user,
  copyKey: STORAGE_KEYS.posInitCopy,
  pictureKey: STORAGE_KEYS.posStartPicture,
  languageKey: STORAGE_KEYS.uiLanguage,
  languageOverrideKey: STORAGE_KEYS.uiLanguageOverride,
};
