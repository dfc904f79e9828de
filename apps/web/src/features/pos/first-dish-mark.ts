import { useLayoutEffect } from 'react';
import { warmPosDialogs } from './components/lazy-dialogs';
import { FIRST_DISH_MARK } from './start-picture/settings';
import { dropStartPicture } from './start-picture/start-picture';

/**
 * The POS notes in the browser's performance timeline when its first dish is on screen, once per page
 * load (issue 27 §1): bench/pos-start.bench.ts reads these marks, counted from navigation start.
 * FIRST_DISH_MARK is the first dishes on screen, the start picture's or the live grid's; LIVE_MARK
 * is the live grid's, whose Add buttons take a tap.
 */
export { FIRST_DISH_MARK };
export const LIVE_MARK = 'mise:pos-live';

let marked = false;

/**
 * As the grid's first rows are laid out (before the frame that shows them is painted), or as it
 * shows that nothing is found: the start picture gives way to the live grid, which is handed the
 * dishes tapped on the picture. The first time rows are shown, the marks are put and the dialogs'
 * code, left out of the first load, is fetched in idle time.
 */
export function useGridDrawn(shown: boolean, empty: boolean, addTapped: (itemIds: number[]) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the grid is drawn, not per new callback.
  useLayoutEffect(() => {
    if (!shown && !empty) return;
    const picture = dropStartPicture();
    if (picture.taps.length > 0) addTapped(picture.taps);
    if (!shown || marked) return;
    marked = true;
    // With a picture shown, the first dishes on screen are noted by its script, at the page's first
    // paint (start-picture/show-start-picture.ts).
    if (!picture.wasShown && performance.getEntriesByName(FIRST_DISH_MARK).length === 0)
      performance.mark(FIRST_DISH_MARK);
    performance.mark(LIVE_MARK);
    warmPosDialogs();
  }, [shown, empty]);
}
