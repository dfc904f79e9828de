import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app on the API's port: hashed assets cached for a year, every other page
 * path answered with index.html (client-side routes). Unknown API paths and files stay 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, root: string | null) {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !path.extname(url);
    if (root && isPage) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root);
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${url} not found!`, code: 'NOT_FOUND' });
  });
}
