// Must come first: see zod-jitless.ts.
import './lib/zod-jitless';
import './lib/react-on-preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { QrApp } from './features/qrmenu/qr-app';
import { startQrI18n } from './features/qrmenu/qr-i18n';
import './index.css';

/**
 * The diner's QR menu, cart and order pages as their own small bundle (menu.html): no dashboard
 * router, data layer or dialogs library, so a phone on a slow network shows the menu sooner. The
 * first paint waits for the diner's language (English is bundled; another is one small file).
 */
void startQrI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QrApp />
      {/* react-hot-toast's defaults are the spec's: 20 at most, 4 s, 2 s for success, 350 px wide. */}
      <Toaster position="top-center" containerClassName="app-toaster" />
    </StrictMode>,
  ),
);
