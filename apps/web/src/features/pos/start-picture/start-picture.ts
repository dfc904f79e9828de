import { START_PICTURE_SETTINGS } from './settings';
import type { StartPictureHandle } from './show-start-picture';

/**
 * The app's side of the till's start picture (show-start-picture.ts) as the screen starts: taking it
 * off the screen when the live grid has drawn, and handing over the dishes tapped on it. Taking the
 * picture comes later, in idle time (take-start-picture.ts).
 */

export const isPosAddress = (pathname: string) => /^\/dashboard\/pos\/?$/.test(pathname);

type PictureWindow = Window & Partial<Record<string, StartPictureHandle>>;

/** What the picture's script handed the app, until the picture is dropped (none without one). */
export function startPictureHandle(): StartPictureHandle | undefined {
  return (window as unknown as PictureWindow)[START_PICTURE_SETTINGS.handle];
}

/**
 * Takes the picture off the screen, if one is up; answers whether it was (until now) and the menu
 * item ids tapped on it.
 */
export function dropStartPicture(): { wasShown: boolean; taps: number[] } {
  const picture = startPictureHandle();
  if (!picture) return { wasShown: false, taps: [] };
  delete (window as unknown as PictureWindow)[START_PICTURE_SETTINGS.handle];
  const wasShown = picture.shown();
  picture.drop();
  return { wasShown, taps: picture.taps };
}

/** Whether the start picture is on screen now. */
export function startPictureShown(): boolean {
  return startPictureHandle()?.shown() ?? false;
}
