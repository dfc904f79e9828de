import { useLayoutEffect, useState } from 'react';
import { nextTaskWhilePictured } from './after-start-picture';
import { startPictureShown } from './start-picture';

/**
 * Whether the dashboard layout draws its page yet. While the till's start picture covers the screen,
 * the page (the POS screen) comes in a task after the layout's, once a dish just tapped on the
 * picture shows in its cart: the browser can answer a tap on the picture, and draw it in the
 * picture's cart, between the two, where one task drawing the whole screen held the tap for all of
 * it (0.69 s in a traced warm start of a tablet at 4× slowdown). Nothing of this shows: the picture
 * stays up until the live grid has drawn. Otherwise the page comes at once.
 */
export function usePageAfterLayout(): boolean {
  const [drawn, setDrawn] = useState(() => !startPictureShown());
  useLayoutEffect(() => {
    if (drawn) return;
    let mounted = true;
    void nextTaskWhilePictured().then(() => {
      if (mounted) setDrawn(true);
    });
    return () => {
      mounted = false;
    };
  }, [drawn]);
  return drawn;
}
