import './index.css';
import { afterStartPicture } from './features/pos/start-picture/after-start-picture';

// The app's code runs once the till's start picture, if one is up, is on screen (see the module).
// The build lists the app's files in index.html, to be fetched with the page and compiled here
// (preloadAppStart in build/vite-plugins.ts): waiting for the picture costs no round trip.
void afterStartPicture().then(() => import('./app-main'));
