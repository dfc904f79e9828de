// Must come first: what React does that Preact does not (see the module).
import './lib/react-on-preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { LoginPage } from './features/auth/login-page';
import { carrySuccessToastsToNextPage } from './lib/toast';
import './index.css';

/**
 * /login opened as a page (a till's first start, a bookmark, a sign-in link) is its own small
 * bundle (login.html, issue 27 §4): the sign-in form without the dashboard's router, data layer or
 * screens, so a till shows it sooner. Signing in loads the user's home, and the app takes over;
 * inside the app, /login stays the app's own screen.
 */
carrySuccessToastsToNextPage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoginPage />
    {/* react-hot-toast's defaults are the spec's: 20 at most, 4 s, 2 s for success, 350 px wide. */}
    <Toaster position="top-center" containerClassName="app-toaster" />
  </StrictMode>,
);
