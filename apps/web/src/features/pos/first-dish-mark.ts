import { useLayoutEffect } from 'react';
import { warmPosDialogs } from './components/lazy-dialogs';

/**
 * The POS notes in the browser's performance timeline when its first dish is on screen, once per page
 * load (issue 27 §1): bench/pos-start.bench.ts reads this mark, counted from navigation start.
 */
export const FIRST_DISH_MARK = 'mise:pos-first-dish';

let marked = false;

/**
 * Marks once, as the first rows are laid out (before the frame that shows them is painted); then the
 * dialogs' code, left out of the first load, is fetched in idle time.
 */
export function useFirstDishMark(shown: boolean) {
  useLayoutEffect(() => {
    if (!shown || marked) return;
    marked = true;
    performance.mark(FIRST_DISH_MARK);
    warmPosDialogs();
  }, [shown]);
}
