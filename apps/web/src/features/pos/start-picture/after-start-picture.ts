import { startPictureHandle } from './start-picture';

/**
 * How the app's start makes way for the till's start picture (show-start-picture.ts): its work runs
 * in tasks that let the browser report the picture painted and answer, and draw, a tap on it first.
 * Without a picture nothing is on screen to tap, and everything runs at once.
 */

/** A page whose paint the browser never reports (one hidden as it loaded) waits no longer for it. */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Resolves at once, or, while the till's start picture is up, once the frame that shows it is
 * painted and reported. The app's code (fetched and compiled with the page) would otherwise run first,
 * as soon as it is in, and keep the picture off the screen for as long as it takes to run; and the
 * browser's report of the paint, which notes the first dish and readies the picture's cart, would
 * wait behind the app's start, and so would everything watching for it.
 */
export function afterStartPicture(): Promise<void> {
  const picture = startPictureHandle();
  if (!picture) return Promise.resolve();
  return new Promise((resume) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        void picture.painted().then(() => setTimeout(resume));
        setTimeout(resume, PAINT_REPORT_WAIT_MS);
      }),
    ),
  );
}

/**
 * Resolves at once, or, while the till's start picture is up, in a task of its own and once a dish
 * just tapped on the picture shows in its cart: what the app runs next is long, and would hold back
 * the frame that shows the tap, or take the picture off before it had shown.
 */
export async function nextTaskWhilePictured(): Promise<void> {
  const picture = startPictureHandle();
  if (!picture) return;
  await new Promise((resume) => setTimeout(resume, 0));
  // A tap while waiting for one frame waits for the next.
  let drawn = picture.tapDrawn();
  for (;;) {
    await drawn;
    const latest = picture.tapDrawn();
    if (latest === drawn) return;
    drawn = latest;
  }
}
