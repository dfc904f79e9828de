import './index.css';
import { afterStartPicture } from './features/pos/start-picture/after-start-picture';
import { warmUpFormatsOffThread } from './i18n/warm-up-formats';

// The app's code runs once the till's start picture, if one is up, is on screen (see the module).
// The build lists the app's files in index.html, to be fetched with the page and compiled here
// (preloadAppStart in build/till-start.ts): waiting for the picture costs no round trip.
// The browser's number formatting is readied on another thread meanwhile (see the module).
void afterStartPicture().then(() => {
  warmUpFormatsOffThread();
  return import('./app-main');
});
