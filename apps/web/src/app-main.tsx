// The app itself, started by main.tsx once the till's start picture, if any, is on screen.
// Must come first: what React does that Preact does not (see the module).
import './lib/react-on-preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { appI18n, shownLanguage } from './i18n/app-i18n';
import { keepLanguageOffline, registerServiceWorker } from './lib/offline-cache';
import { showCarriedToast } from './lib/toast';

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
keepLanguageOffline(shownLanguage());
appI18n.on('languageChanged', () => keepLanguageOffline(shownLanguage()));
