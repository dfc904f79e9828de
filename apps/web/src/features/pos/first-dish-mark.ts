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

/** The Element Timing name of the live grid's first dish (its title). */
const FIRST_DISH_TIMING = 'mise-pos-first-dish';
/** A frame that is never reported (the dish gone before it was painted) is noted this late. */
const TIMING_GIVE_UP_MS = 3_000;

let marked = false;

/**
 * As the grid's first rows are laid out (before the frame that shows them is painted), or as it
 * shows that nothing is found: the start picture gives way to the live grid, which is handed the
 * dishes tapped on the picture. The first time rows are shown, the marks are put once that frame
 * is on screen, and the dialogs' code, left out of the first load, is fetched in idle time.
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
    const marks = picture.wasShown ? [LIVE_MARK] : [FIRST_DISH_MARK, LIVE_MARK];
    markWhenPainted(document.querySelector('[data-item-id]')?.closest('article')?.querySelector('h3'), marks);
    warmPosDialogs();
  }, [shown, empty]);
}

type ElementTiming = PerformanceEntry & { identifier: string; renderTime: number };

/**
 * Puts `marks` at the time `title`, laid out but not yet painted, reaches the screen: its Element
 * Timing, where the browser has it; else when the frame that draws it is done (the task after that
 * frame's animation callbacks). A mark put now would be early by the whole frame's style, layout
 * and paint, a good part of a start on a slow tablet.
 */
function markWhenPainted(title: Element | null | undefined, marks: string[]) {
  const put = (startTime: number) => {
    for (const name of marks)
      if (performance.getEntriesByName(name).length === 0) performance.mark(name, { startTime });
  };
  if (
    !title ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  ) {
    requestAnimationFrame(() => setTimeout(() => put(performance.now())));
    return;
  }
  title.setAttribute('elementtiming', FIRST_DISH_TIMING);
  const observer = new PerformanceObserver((list) => {
    const painted = (list.getEntries() as ElementTiming[]).find(
      (entry) => entry.identifier === FIRST_DISH_TIMING,
    );
    if (!painted) return;
    stop();
    put(painted.renderTime || painted.startTime);
  });
  const giveUp = setTimeout(() => {
    stop();
    put(performance.now());
  }, TIMING_GIVE_UP_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  observer.observe({ type: 'element', buffered: true });
}
