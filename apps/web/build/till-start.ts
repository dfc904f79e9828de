import type { Plugin, Rollup } from 'vite';
import { fetchAppStart } from '../src/app/fetch-app-start';
import { TILL_EARLY_START_SETTINGS } from '../src/features/pos/early-start/settings';
import { startTillEarly } from '../src/features/pos/early-start/start-till-early';
import { START_PICTURE_SETTINGS } from '../src/features/pos/start-picture/settings';
import { showStartPicture } from '../src/features/pos/start-picture/show-start-picture';

/**
 * The build's part in a till's start (issue 27 §1), for the dashboard app's index.html: the start
 * picture's and the early start's inline scripts, the app's start fetched with the page, and the
 * till's first screen in a few files. The plugins every page's build shares are in vite-plugins.ts.
 */

/**
 * The till's start picture (src/features/pos/start-picture/) is drawn by an inline script in
 * index.html's head, written here from its TypeScript, just before the built stylesheet's link: it
 * runs as the page is parsed, before any module has loaded, and does not wait for the stylesheet
 * (the picture keeps the rules it needs). The server's Content-Security-Policy allows it by the hash
 * of the built page's text. `vite` dev injects its styles without a link: it has no picture.
 * The font of the page's text is preloaded by the same stroke: the picture's first layout, as the
 * app's, would otherwise wait for the stylesheet to ask for it, then lay the text out again.
 */
const FIRST_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The app's own API address (config.ts), as the build resolves it, for the inline scripts. */
const DEFAULT_API_BASE = '/api/v1';
const apiBaseOf = (env: Record<string, unknown>) =>
  (env.VITE_API_BASE as string | undefined) ?? DEFAULT_API_BASE;

export function startPictureScript(): Plugin {
  let apiBase = DEFAULT_API_BASE;
  return {
    name: 'mise-start-picture',
    apply: 'build',
    configResolved(config) {
      apiBase = apiBaseOf(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The text's font, asked for with the page rather than when the first text is laid out.
        const font = Object.keys(context.bundle ?? {}).find((file) => FIRST_FONT.test(file));
        if (!font) throw new Error('the build has no Inter font to preload');
        html = html.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`,
        );
        const link = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
        if (!link) throw new Error('index.html has no stylesheet link for the start picture to come before');
        const settings = { ...START_PICTURE_SETTINGS, apiBase, stylesheet: link[1] };
        const script = `<script>(${showStartPicture.toString()})(${JSON.stringify(settings)});</script>`;
        return html.replace(link[0], `${script}\n    ${link[0]}`);
      },
    },
  };
}

/**
 * The files of the chunks holding `sources` (module ids ending so) and of every chunk they import,
 * for index.html to have fetched early; `purpose` names the plugin in the error when one is missing.
 */
function chunkFiles(bundle: Rollup.OutputBundle, sources: string[], purpose: string): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of output.imports) visit(imported);
  };
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  for (const source of sources) {
    // The chunk a dynamic import of the source loads: one of its own, or the one that holds it.
    const chunk =
      chunks.find((output) => output.facadeModuleId?.endsWith(source)) ??
      chunks.find((output) => output.moduleIds.some((id) => id.endsWith(source)));
    if (!chunk) throw new Error(`the build has no chunk with ${source} for ${purpose}`);
    visit(chunk.fileName);
  }
  return files;
}

/**
 * The app's entry (src/main.tsx) imports the app itself only once the till's start picture is on
 * screen. So that this costs no round trip, index.html asks for every file of the app's start with
 * the page: an inline script at the top of its head (src/app/fetch-app-start.ts, which says how).
 */
const APP_START = '/src/app-main.tsx';
/** The page's entry (index.html's module script). */
const PAGE_ENTRY = '/src/main.tsx';

export function preloadAppStart(): Plugin {
  return {
    name: 'mise-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // The entry's own imports are listed already.
        const files = [...chunkFiles(bundle, [APP_START], 'index.html to preload')]
          .map((file) => `/${file}`)
          .filter((file) => !html.includes(`href="${file}"`));
        const script = `<script>(${fetchAppStart.toString()})(${JSON.stringify(files)});</script>`;
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}

/** The source files of a till's first screen below the app's start (app/router.tsx loads them). */
const TILL_SCREEN = ['/src/app/layouts/dashboard-layout.tsx', '/src/features/pos/pos-page.tsx'];

/**
 * The till's early start (src/features/pos/early-start/): an inline script at the top of
 * index.html's head that, on the till's address, preloads the POS screen's code and sends its
 * first call before the app's code has run. The build writes the script from its TypeScript with
 * the files of the till's screen (their chunks and every chunk they import, less those index.html
 * preloads already); the server's Content-Security-Policy carries its hash.
 */
export function tillEarlyStartScript(): Plugin {
  let apiBase = DEFAULT_API_BASE;
  return {
    name: 'mise-till-early-start',
    apply: 'build',
    configResolved(config) {
      apiBase = apiBaseOf(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = chunkFiles(bundle, TILL_SCREEN, "the till's early start");
        const settings = {
          ...TILL_EARLY_START_SETTINGS,
          apiBase,
          // Less the files index.html lists or asks for already (`"/assets/…"`, in either).
          files: [...files].map((file) => `/${file}`).filter((file) => !html.includes(`"${file}"`)),
        };
        const script = `<script>(${startTillEarly.toString()})(${JSON.stringify(settings)});</script>`;
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}

const LIBRARY = /[\\/]node_modules[\\/]/;

type ModuleInfoOf = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** Every module `from` imports statically, itself included, by its id's ending. */
function staticClosure(moduleIds: string[], getModuleInfo: ModuleInfoOf, from: string): Set<string> {
  const root = moduleIds.find((id) => id.endsWith(from));
  if (!root) throw new Error(`the build has no module ${from} to group the till's start by`);
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    const info = getModuleInfo(id);
    // The bundler lists a module's dynamic imports among its imports too.
    for (const imported of info?.importedIds ?? [])
      if (!info?.dynamicallyImportedIds.includes(imported)) visit(imported);
  };
  visit(root);
  return found;
}

/**
 * The till's start in six files, not forty-two: the page's entry's imports, the app's start, the
 * dashboard's frame and the POS screen, each the app's modules it imports statically that the one
 * before does not. Split as the bundler splits by default, the till's first load was forty-two
 * small files, and a browser asks for six at a time from one host over HTTP/1.1: on a slow network
 * the POS screen's files came in five round trips after the app asked for them, half a second of a
 * first start (issue 27 §1).
 * - The entry's imports are a group of their own, not the app's: the entry runs before the app,
 *   which it starts once the start picture is on screen (src/main.tsx).
 * - Libraries, and code a chunk may copy (`copyable`: icons, class names, pure rules), are not
 *   named: the bundler puts what a group's modules use in with them. A library's index (radix-ui's)
 *   imports every part, and a group that took them all would bring forward the parts only dialogs
 *   and menus use, loaded later on their own.
 * - A page elsewhere that imports one of these modules, or an icon or rule the POS screen brought
 *   in, loads its group's file: most dashboard pages now load the POS screen's (about 10 KB gzip
 *   more each, in a dozen files instead of forty; BENCHMARKS.md, page weight).
 */
export function tillStartChunks(copyable: (id: string) => boolean) {
  const groups = {
    'page-start': new Set<string>(),
    'app-start': new Set<string>(),
    'dashboard-frame': new Set<string>(),
    'pos-screen': new Set<string>(),
  };
  const plugin: Plugin = {
    name: 'mise-till-start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const moduleIds = [...this.getModuleIds()];
      const closure = (from: string) => staticClosure(moduleIds, (id) => this.getModuleInfo(id), from);
      const grouped = (id: string) => !id.endsWith(PAGE_ENTRY) && !LIBRARY.test(id) && !copyable(id);
      const keep = (ids: Set<string>, set: Set<string>, ...before: Set<string>[]) => {
        for (const id of ids) if (grouped(id) && !before.some((earlier) => earlier.has(id))) set.add(id);
      };
      const entry = closure(PAGE_ENTRY);
      keep(entry, groups['page-start']);
      const app = closure(APP_START);
      const frame = closure(TILL_SCREEN[0]);
      const screen = closure(TILL_SCREEN[1]);
      keep(app, groups['app-start'], entry);
      keep(frame, groups['dashboard-frame'], entry, app);
      keep(screen, groups['pos-screen'], entry, app, frame);
    },
  };
  // An earlier group takes its modules first (the bundler's priority: higher first).
  const codeSplittingGroups = Object.entries(groups).map(([name, ids], index, all) => ({
    name,
    test: (id: string) => ids.has(id),
    priority: all.length - index,
  }));
  return { plugin, groups: codeSplittingGroups };
}

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
 * functions compiled as it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The till's start files (the page's entry, the app's start, the dashboard's frame and the POS
 * screen, with every chunk they import) carry V8's compile hint. On a first start nothing has
 * compiled them before, and the main thread compiled each function as the screen first called it,
 * a good part of the POS screen's first render on a slow tablet; with the hint the browser compiles
 * them on another thread as they download, which it does for files fetched as modules: the page
 * fetches the app's start so when it comes from the network (src/app/fetch-app-start.ts), and the
 * early start the POS screen's. From the service worker, the browser has their code kept already.
 * Only these files: nearly everything in them runs at the start, and compiling a dialog nobody
 * opens costs memory for nothing. BENCHMARKS.md, note of 2026-12-01, has the measures.
 */
export function tillStartCompiledEagerly(): Plugin {
  return {
    name: 'mise-till-start-compiled-eagerly',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which writes its map of a chunk's dynamic imports at the chunk's top.
      order: 'post',
      handler(_options, bundle) {
        const files = chunkFiles(bundle, [PAGE_ENTRY, APP_START, ...TILL_SCREEN], "the till's compile hint");
        for (const file of files) hintEagerCompile(bundle, file);
      },
    },
  };
}

/**
 * Puts the compile hint on the first line of chunk `file`, its source map (when the build writes
 * one) moved down that one line: a `;` before its mappings is an empty first line.
 */
export function hintEagerCompile(bundle: Rollup.OutputBundle, file: string) {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || chunk.code.startsWith(EAGER_COMPILE_HINT)) return;
  chunk.code = EAGER_COMPILE_HINT + chunk.code;
  const map = bundle[`${file}.map`];
  if (map?.type === 'asset') {
    const parsed = JSON.parse(String(map.source)) as { mappings: string };
    parsed.mappings = `;${parsed.mappings}`;
    map.source = JSON.stringify(parsed);
  }
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}
