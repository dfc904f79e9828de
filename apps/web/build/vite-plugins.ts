import { readFileSync, writeFileSync } from 'node:fs';
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
 * before anything renders. Tests run on React itself.
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
