import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  preloadAppStart,
  startPictureScript,
  tillEarlyStartScript,
  tillStartChunks,
  tillStartCompiledEagerly,
} from './build/till-start';
import {
  lightIcons,
  localeFiles,
  preactInPlaceOfReact,
  precompress,
  reactRouterForProduction,
  smallIcuParser,
} from './build/vite-plugins';
import { serviceWorkerPlugin } from './service-worker/vite-plugin';

/** Modules a chunk may carry its own copy of (see codeSplitting below). */
const STATELESS_MODULES =
  /node_modules[\\/](lucide-react|clsx)[\\/]|[\\/]src[\\/]lib[\\/](cn|light-icon)\.ts$|[\\/]packages[\\/](domain|contracts)[\\/]/;

/** The till's start in a few files (see tillStartChunks), which names none of the modules above. */
const tillStart = tillStartChunks((id) => STATELESS_MODULES.test(id));

// In development the API runs on API_PORT (see scripts/dev.mjs) and Vite proxies to it,
// so the browser sees one origin, exactly as in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    lightIcons(),
    tailwindcss(),
    localeFiles(),
    startPictureScript(),
    preloadAppStart(),
    // After preloadAppStart: the till's early start leaves out the files index.html preloads already.
    tillEarlyStartScript(),
    tillStart.plugin,
    tillStartCompiledEagerly(),
    serviceWorkerPlugin(),
    precompress(),
  ],
  resolve: {
    // `zod` is zod set to parse without eval (CSP), loaded only with the first schema: see zod-jitless.ts.
    // Preact in place of React in the built pages only: `vite` dev keeps React and its Fast Refresh
    // (and React Router's warnings).
    alias: [
      ...(command === 'build' ? [...preactInPlaceOfReact, ...reactRouterForProduction] : []),
      ...smallIcuParser,
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A small chunk shared by two screens is copied into each instead of being one more request:
          // the till's first load went from 88 files to 39 (issue 27 §1, §4). Only for code without
          // state of its own, as a copy is a second instance: icons, class names, the pure rules and
          // contracts. The app's own modules (session, socket, query client…) stay single.
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: (id: string) => !STATELESS_MODULES.test(id),
          },
          groups: tillStart.groups,
        },
      },
    },
  },
}));
