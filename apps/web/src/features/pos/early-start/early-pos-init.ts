import { TILL_EARLY_START_SETTINGS } from './settings';
import type { EarlyPosInit } from './start-till-early';

/** An early answer older than this is not taken: the app asks again. */
const FRESH_FOR_MS = 30_000;

/**
 * The app's side of the till's early start (start-till-early.ts): the `GET /pos/init` the page sent
 * before the app's code ran, without a copy to check, taken once by the first call that sends the
 * same (no copy now either), soon enough. Otherwise null, and the call is sent as usual.
 */
export function takeEarlyPosInit(hasCopy: boolean): EarlyPosInit | null {
  const win = window as unknown as Partial<Record<string, EarlyPosInit>>;
  const early = win[TILL_EARLY_START_SETTINGS.handle];
  if (!early) return null;
  delete win[TILL_EARLY_START_SETTINGS.handle];
  if (hasCopy || performance.now() - early.sentAt > FRESH_FOR_MS) return null;
  return early;
}
