import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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

/**
 * React Router's production build in the built pages: its package sends every bundler to its
 * development build, whose warnings (a check and a message built on each route match and
 * navigation) run on the till's start. The two builds differ in that one flag only.
 */
export const reactRouterForProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

/** The browser's own ICU parser in place of formatjs's (src/i18n/icu-parser.ts says why). */
export const smallIcuParser = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: fileURLToPath(new URL('../src/i18n/icu-parser.ts', import.meta.url)),
  },
];

const LIGHT_ICON = fileURLToPath(new URL('../src/lib/light-icon.ts', import.meta.url));

/**
 * Every lucide icon made by src/lib/light-icon.ts instead of lucide's own `createLucideIcon`: the
 * same markup for a fraction of the rendering work (the module says why). Lucide's icon modules
 * import it by a relative path, which an alias cannot single out; this takes those imports only.
 */
export function lightIcons(): Plugin {
  return {
    name: 'mise-light-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer) &&
        /^\.\.?\/createLucideIcon\.mjs$/.test(source)
      )
        return LIGHT_ICON;
      return null;
    },
  };
}

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
