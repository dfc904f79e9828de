/**
 * Asks for the files of the app's start as the page is parsed (issue 27 §1): index.html's entry
 * imports the app only once the till's start picture is on screen (src/main.tsx), and this saves
 * that import its round trip. Run as an inline script at the top of index.html's head
 * (build/till-start.ts, preloadAppStart, writes it there with the files; the server's
 * Content-Security-Policy carries its hash), so it must stand alone: no imports, only its argument.
 *
 * How they are asked for depends on where they come from:
 * - from the service worker that holds the app (a warm start): `preload`. A `modulepreload` would
 *   also compile each file as it comes in, and from the worker they come in while the page is
 *   parsed: a quarter of a second of compiling before the picture's first frame on a slow tablet.
 *   The import takes the answers over and compiles them after that frame, from the code the browser
 *   keeps for the worker's files.
 * - from the network (a first start, nothing cached): `modulepreload`. Their first line asks the
 *   browser to compile them all (build/till-start.ts, tillStartCompiledEagerly), and a module fetch
 *   does so on another thread as they download; a `preload` is read as a plain script, whose
 *   compiling a module cannot use, and the whole file was compiled on the main thread when imported.
 */
export function fetchAppStart(files: string[]): void {
  try {
    const fromWorker = Boolean(navigator.serviceWorker?.controller);
    const links = document.createDocumentFragment();
    for (const file of files) {
      const link = document.createElement('link');
      if (fromWorker) {
        link.rel = 'preload';
        link.setAttribute('as', 'script');
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
  } catch {
    // An old browser: the import asks for them itself.
  }
}
