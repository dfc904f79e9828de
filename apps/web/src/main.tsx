import './index.css';
import { afterStartPicture, nextTaskWhilePictured } from './features/pos/start-picture/after-start-picture';
import { warmUpFormatsOffThread } from './i18n/warm-up-formats';

// The app's code runs once the till's start picture, if one is up, is on screen (see the module).
// The build lists the app's files in index.html, to be fetched with the page and compiled here
// (preloadAppStart in build/till-start.ts): waiting for the picture costs no round trip.
// The browser's number formatting is readied on another thread meanwhile (see the module).
// Behind the picture the app's modules run in one task and the app starts in the next: between
// them the browser takes a tap on the picture, which would otherwise wait for both.
void afterStartPicture()
  .then(() => {
    warmUpFormatsOffThread();
    return import('./app-main');
  })
  .then(async ({ startApp }) => {
    await nextTaskWhilePictured();
    startApp();
  });
