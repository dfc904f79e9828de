import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { TILL_EARLY_START_SETTINGS } from '../src/features/pos/early-start/settings';
import { startTillEarly } from '../src/features/pos/early-start/start-till-early';
import { START_PICTURE_SETTINGS } from '../src/features/pos/start-picture/settings';
import { showStartPicture } from '../src/features/pos/start-picture/show-start-picture';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes .br and .gz beside every text file of the build, which the server sends as they are
 * (@fastify/static preCompressed): about a third of the bytes for a phone on a slow network, and
 * no compression work per request. Only this build's files, so a second build into the same
 * folder does not redo the first's.
 */
export function precompress(): Plugin {
  return {
    name: 'mise-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preact's React-compatible layer in place of React: the same components, React's API and events,
 * about 55 KB gzip less on every page to download and parse (issue 27 §4). src/lib/react-on-preact.ts
 * gives Preact what React does that it does not (refs as props, autoFocus); each entry imports it
 * before anything renders. Tests and `vite` dev run on React itself.
 */
export const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('../src/lib/preact-as-react.ts', import.meta.url)) },
];

/** The browser's own ICU parser in place of formatjs's (src/i18n/icu-parser.ts says why). */
export const smallIcuParser = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: fileURLToPath(new URL('../src/i18n/icu-parser.ts', import.meta.url)),
  },
];

const WEB_LOCALES = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const MESSAGE_LOCALES = fileURLToPath(new URL('../../../packages/contracts/src/locales', import.meta.url));

/** Every catalogue a page may fetch, as <language>/<namespace>.json (see localeFiles). */
function catalogueFiles(): { from: string; to: string }[] {
  const files: { from: string; to: string }[] = [];
  for (const language of readdirSync(WEB_LOCALES))
    for (const file of readdirSync(path.join(WEB_LOCALES, language)).filter((f) => f.endsWith('.json')))
      files.push({ from: path.join(WEB_LOCALES, language, file), to: `${language}/${file}` });
  // The API's messages: English is their keys, never fetched.
  for (const language of readdirSync(MESSAGE_LOCALES).filter((l) => l !== 'en'))
    files.push({
      from: path.join(MESSAGE_LOCALES, language, 'messages.json'),
      to: `${language}/messages.json`,
    });
  return files;
}

/**
 * The catalogues of every language as plain JSON files the pages fetch (src/i18n/i18n.ts), under
 * one folder named by their content's hash, so they are cached for good and a change is a new
 * folder. As chunks of their own, each page carried a map of all 330 of them (6 KB gzip) and the
 * module loader's work for each one it fetched (issue 27 §1, §4). The page learns the folder from
 * __MISE_LOCALES__; without it (vite dev, the tests) it imports the files instead.
 */
export function localeFiles(): Plugin {
  const files = catalogueFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.to).update(readFileSync(file.from));
  const folder = `assets/locales-${hash.digest('hex').slice(0, 10)}`;
  return {
    name: 'mise-locale-files',
    apply: 'build',
    config: () => ({ define: { __MISE_LOCALES__: JSON.stringify(`/${folder}`) } }),
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: `${folder}/${file.to}`, source: readFileSync(file.from) });
    },
  };
}

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

export function startPictureScript(): Plugin {
  return {
    name: 'mise-start-picture',
    apply: 'build',
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
        const settings = { ...START_PICTURE_SETTINGS, stylesheet: link[1] };
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
 * screen. So that this costs no round trip, index.html lists every file of the app's start for the
 * browser to fetch with the page. As `preload` (the import takes the answers over), not as
 * `modulepreload`: that also compiles each file as it comes in, and from the service worker they
 * came in while the page was parsed, putting a quarter of a second of compiling before the
 * picture's first frame on a slow tablet. They are compiled when imported, after that frame.
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
        const files = chunkFiles(bundle, [APP_START], 'index.html to preload');
        // The entry's own imports are listed already.
        const links = [...files]
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => `    <link rel="preload" as="script" crossorigin href="/${file}">\n`);
        return html.replace('  </head>', `${links.join('')}  </head>`);
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
  // The app's own API address (config.ts), as the build resolves it.
  let apiBase = '/api/v1';
  return {
    name: 'mise-till-early-start',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? apiBase;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = chunkFiles(bundle, TILL_SCREEN, "the till's early start");
        const settings = {
          ...TILL_EARLY_START_SETTINGS,
          apiBase,
          files: [...files].map((file) => `/${file}`).filter((file) => !html.includes(`href="${file}"`)),
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
  const codeSplittingGroups = Object.entries(groups).map(([name, ids], index) => ({
    name,
    test: (id: string) => ids.has(id),
    priority: 4 - index,
  }));
  return { plugin, groups: codeSplittingGroups };
}
