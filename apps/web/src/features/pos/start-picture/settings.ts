import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { StartPictureSettings } from './show-start-picture';

/** The POS's performance mark for its first dishes on screen (bench/pos-start.bench.ts reads it). */
export const FIRST_DISH_MARK = 'mise:pos-first-dish';

/**
 * What the start picture's inline script is given (build/vite-plugins.ts writes it into index.html,
 * with the build's stylesheet).
 * Plain values only: the build reads this file, so it imports nothing that needs a page. The cookie's
 * name and the phone's width are the app's own (start-picture.test.ts holds them equal).
 */
export const START_PICTURE_SETTINGS: Omit<StartPictureSettings, 'stylesheet'> = {
  pictureKey: STORAGE_KEYS.posStartPicture,
  userKey: STORAGE_KEYS.user,
  languageKey: STORAGE_KEYS.uiLanguage,
  languageOverrideKey: STORAGE_KEYS.uiLanguageOverride,
  markerCookie: 'mise_session',
  phoneQuery: '(max-width: 480px)',
  hostId: 'pos-start-picture',
  handle: 'misePosStartPicture',
  firstDishMark: FIRST_DISH_MARK,
  pictureMark: 'mise:pos-start-picture',
  giveUpMs: 10_000,
};
