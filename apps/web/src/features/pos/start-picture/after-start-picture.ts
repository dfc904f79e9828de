import { START_PICTURE_SETTINGS } from './settings';

/**
 * Resolves at once, or, while the till's start picture is up, once the frame that shows it is
 * painted. The app's code (fetched and compiled with the page) would otherwise run first, as soon as
 * it is in, and keep the picture off the screen for as long as it takes to run.
 */
export function afterStartPicture(): Promise<void> {
  if (!(START_PICTURE_SETTINGS.handle in window)) return Promise.resolve();
  return new Promise((resume) => requestAnimationFrame(() => setTimeout(resume, 0)));
}

/**
 * Resolves at once, or, while the till's start picture is up, in a task of its own: a tap on the
 * picture can be answered before it. Without a picture nothing is on screen to tap, and the first
 * dishes would only come later.
 */
export function nextTaskWhilePictured(): Promise<void> {
  if (!(START_PICTURE_SETTINGS.handle in window)) return Promise.resolve();
  return new Promise((resume) => setTimeout(resume, 0));
}
