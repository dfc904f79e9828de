import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/vite-plugins';

/**
 * The diner pages' own build (menu.html → one script, one stylesheet), run after the main build
 * into the same dist/. Separate so it shares no chunks with the dashboard: a phone opening a QR
 * menu downloads three files, not thirty.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // Preact's React-compatible layer in place of React for this bundle only: the same components,
  // about 50 KB less to download and parse on the diner's phone. The dashboard keeps React.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: {
      input: 'menu.html',
      output: {
        entryFileNames: 'assets/qr-menu-[hash].js',
        assetFileNames: 'assets/qr-menu-[hash][extname]',
      },
    },
  },
});
