import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeFiles, preactInPlaceOfReact, precompress, smallIcuParser } from './build/vite-plugins';

/**
 * The stand-alone login page's own build (login.html → one script, one stylesheet), run after the
 * main build into the same dist/ (see src/login-main.tsx). The sign-in screens' links and
 * navigations load pages: react-router is replaced by features/auth/page-links.tsx.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), localeFiles(), precompress()],
  resolve: {
    alias: [
      ...preactInPlaceOfReact,
      ...smallIcuParser,
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./src/features/auth/page-links.tsx', import.meta.url)),
      },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: {
      input: 'login.html',
      output: {
        entryFileNames: 'assets/login-[hash].js',
        chunkFileNames: 'assets/login-[name]-[hash].js',
        assetFileNames: 'assets/login-[hash][extname]',
      },
    },
  },
});
