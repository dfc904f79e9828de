import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeFiles, preactInPlaceOfReact, precompress, smallIcuParser } from './build/vite-plugins';

/**
 * The diner pages' own build (menu.html → one script, one stylesheet), run after the main build
 * into the same dist/. Separate so it shares no chunks with the dashboard: a phone opening a QR
 * menu downloads three files, not thirty.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), localeFiles(), precompress()],
  // Preact in place of React and the small ICU parser, as for the dashboard.
  resolve: { alias: [...preactInPlaceOfReact, ...smallIcuParser] },
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
