// The app itself, started by main.tsx once the till's start picture, if any, is on screen.
// Must come first: what React does that Preact does not (see the module).
import './lib/react-on-preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { appI18n, shownLanguage } from './i18n/app-i18n';
import { keepLanguageOffline, registerServiceWorker } from './lib/offline-cache';
import { showCarriedToast } from './lib/toast';

/**
 * Starts the app: its router, its first render and what runs beside it. Behind the till's start
 * picture it is called in a task after the one that ran this module and its imports (main.tsx), so
 * a tap on the picture waits for one of them, not both.
 */
export function startApp() {
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

  // The stand-alone login page's "signed in" (see lib/toast.ts).
  showCarriedToast();
  registerServiceWorker();
  appI18n.on('languageChanged', keepLanguageOffline(shownLanguage));
}
