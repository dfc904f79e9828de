/**
 * The first number the page formats cost the bench's slowed tablet 70-100 ms of its main thread
 * (several times its first date's): the browser (V8) first lists every language ICU can format
 * numbers in, then keeps that list for as long as the page's process lives. A till's first screen
 * paid it at its first price, in the middle of its first render (issue 27 §1). Starting the worker
 * costs the main thread about a tenth of that.
 *
 * A worker lives in the page's process: the list it makes, on another core, is the one the page
 * finds. So the app starts one as its code loads, well before its first render, and the render
 * finds the list made. A browser that keeps no such list per process, or has no workers, loses
 * nothing: the page makes its own as before.
 */
export function warmUpFormatsOffThread(): void {
  try {
    new Worker(new URL('./warm-up-formats.worker.ts', import.meta.url), {
      type: 'module',
      name: 'warm-up-formats',
    });
  } catch {
    // No workers here (or not allowed): the page formats as it always did.
  }
}
