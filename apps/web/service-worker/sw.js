/// <reference lib="webworker" />
/* The Mise service worker. Built by service-worker/vite-plugin.ts, which puts the build's file list
 * and version in front of this file as PRECACHE_URLS and BUILD_VERSION.
 *
 * - App shell: every file of the build is cached at install, so the app starts with no network,
 *   except the other languages' catalogues: 8 languages' files were 328 of the 524 requests and a
 *   third of the bytes a device fetched at install. A device keeps the languages its pages ask for
 *   (keepLanguage below, remembered for the next build's install); English is in the code.
 * - Pages: network first, the cached index.html when offline (client-side routes).
 * - Hashed assets: cache first (their names change whenever their content does).
 * - GET /api/v1/pos/init, /orders and /kitchen: network first, the last answer when offline, so the
 *   POS, orders and kitchen screens reload offline once opened. The page deletes this cache at every
 *   login and logout (lib/offline-cache.ts), so one tenant's data never shows to another.
 * - Everything else (other API calls, every POST, sockets, uploads) is left to the network.
 */
/* global PRECACHE_URLS, BUILD_VERSION */

const APP_CACHE = `mise-app-${BUILD_VERSION}`;
const API_CACHE = 'mise-api';
/** What the device asked the worker to remember, kept across builds (not a `mise-app-` cache). */
const DEVICE_CACHE = 'mise-device';
const KEPT_LANGUAGES = '/__mise/kept-languages';
/** A catalogue file: /assets/locales-<hash>/<language>/<namespace>.json. */
const LANGUAGE_FILE = /^\/assets\/locales-[^/]+\/([^/]+)\//;
const OFFLINE_API_PATHS = [
  /^\/api\/v1\/pos\/init$/,
  /^\/api\/v1\/orders(\/.*)?$/,
  /^\/api\/v1\/kitchen(\/.*)?$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([caches.open(APP_CACHE), keptLanguages()])
      .then(([cache, languages]) => cache.addAll(PRECACHE_URLS.filter((url) => isShellFile(url, languages))))
      .then(() => self.skipWaiting()),
  );
});

/** The page tells the worker the language it shows (lib/offline-cache.ts). */
self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-language' && typeof event.data.language === 'string') {
    event.waitUntil(keepLanguage(event.data.language));
  }
});

/** The language of a catalogue file, or undefined for any other file of the build. */
const languageOf = (url) => LANGUAGE_FILE.exec(url)?.[1];

function isShellFile(url, languages) {
  const language = languageOf(url);
  return language === undefined || languages.includes(language);
}

async function keptLanguages() {
  const stored = await (await caches.open(DEVICE_CACHE)).match(KEPT_LANGUAGES);
  const languages = stored ? await stored.json().catch(() => []) : [];
  return Array.isArray(languages) ? languages : [];
}

/**
 * Caches every catalogue of `language` not cached yet, so the screens the device has not opened
 * online still speak it offline, and remembers it so the next build's install caches it too.
 */
async function keepLanguage(language) {
  const files = PRECACHE_URLS.filter((url) => languageOf(url) === language);
  if (files.length === 0) return;
  const languages = await keptLanguages();
  if (!languages.includes(language)) {
    const device = await caches.open(DEVICE_CACHE);
    const list = JSON.stringify([...languages, language]);
    await device.put(KEPT_LANGUAGES, new Response(list, { headers: { 'content-type': 'application/json' } }));
  }
  const cache = await caches.open(APP_CACHE);
  const missing = [];
  for (const url of files) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('mise-app-') && key !== APP_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
    event.respondWith(pageFromNetworkOrShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (OFFLINE_API_PATHS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(apiNetworkFirst(request));
    return;
  }
  if (PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

async function pageFromNetworkOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: APP_CACHE });
    if (shell) return shell;
    throw error;
  }
}

// Looked up in this build's cache by exact address: the build's files and the public folder's never
// carry a query. Asking every cache while ignoring queries made each file's trip through the worker
// about a fifth slower (7.1-8.4 ms against 5.9-6.7 ms, the median of 120 fetches of a till's files).
async function cacheFirst(request) {
  const cache = await caches.open(APP_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function apiNetworkFirst(request) {
  try {
    const response = await fetch(request);
    // Only a good answer replaces the last one; a 401 or 402 must not wipe the offline copy.
    if (response.ok) {
      const cache = await caches.open(API_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(request, { cacheName: API_CACHE });
    if (cached) {
      const headers = new Headers(cached.headers);
      headers.set('x-mise-offline-copy', '1');
      return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
    }
    return new Response(JSON.stringify({ message: 'You are offline.', code: 'OFFLINE' }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'x-mise-offline-copy': '0' },
    });
  }
}
