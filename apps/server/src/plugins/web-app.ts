import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppScreenPath } from '@mise/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Pages with a small bundle of their own, when the build made it: the diner's QR pages (/m/...,
 * menu.html) and the sign-in page opened as a page (/login, login.html, issue 27 §4). Every other
 * page is the dashboard app's index.html, which has its own /login screen for sign-outs inside it.
 */
const OWN_PAGES: { file: string; serves: (url: string) => boolean }[] = [
  { file: 'menu.html', serves: (url) => url.startsWith('/m/') },
  { file: 'login.html', serves: (url) => url === '/login' || url === '/login/' },
];

function pageFileFor(url: string, root: string): string {
  return OWN_PAGES.find((page) => page.serves(url) && builtPage(root, page.file))?.file ?? 'index.html';
}

const builtPages = new Map<string, boolean>();
function builtPage(root: string, file: string): boolean {
  const key = path.join(root, file);
  let found = builtPages.get(key);
  if (found === undefined) {
    found = existsSync(key);
    builtPages.set(key, found);
  }
  return found;
}

/**
 * Serves the built React app on the API's port: hashed assets cached for a year, every other page
 * path answered with index.html (client-side routes). Unknown API paths and files stay 404 JSON.
 * The web build writes .br and .gz beside each text asset; they are sent as they are to browsers
 * that accept them (a third of the bytes for a diner's phone on a slow network, no CPU per request).
 */
export async function registerWebApp(app: FastifyInstance, root: string | null) {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // HEAD is answered like GET (uptime monitors use it); Node sends the headers without the body.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !path.extname(url);
    if (root && isPage) {
      reply.header('cache-control', 'no-cache');
      // An unknown path still gets the app (it shows its not-found screen), but never as a 200.
      if (!isAppScreenPath(url)) reply.status(404);
      return reply.sendFile(pageFileFor(url, root), root);
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${url} not found!`, code: 'NOT_FOUND' });
  });
}
