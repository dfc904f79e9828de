import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { StartPictureSettings } from './show-start-picture';

/** The POS's performance mark for its first dishes on screen (bench/pos-start.bench.ts reads it). */
export const FIRST_DISH_MARK = 'mise:pos-first-dish';

/**
 * The Element Timing names of a dish's first paint in the cart: a line's title in the live cart and
 * the phone's cart-bar count, and the same in the start picture's cart (picture-cart.tsx names its
 * copy's under the picture's name). bench/pos-start.bench.ts times a tap until that paint, as it
 * times the first dish by its paint.
 */
export const CART_PAINT = 'mise-pos-cart';
export const PICTURE_CART_PAINT = 'mise-pos-picture-cart';
/** JSX props naming an element's first paint in the cart (React's types have no `elementtiming`). */
export const cartPaint: Record<string, string> = { elementtiming: CART_PAINT };

/**
 * What the start picture's inline script is given (build/till-start.ts writes it into index.html,
 * with the build's stylesheet and the API's address).
 * Plain values only: the build reads this file, so it imports nothing that needs a page. The cookie's
 * name and the phone's width are the app's own (start-picture.test.ts holds them equal).
 */
export const START_PICTURE_SETTINGS: Omit<StartPictureSettings, 'stylesheet' | 'apiBase'> = {
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
