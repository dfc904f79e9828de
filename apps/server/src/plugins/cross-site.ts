import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies are SameSite=Lax, and on top of that a state-changing request that a browser marks as
 * coming from another site is refused. Requests without an Origin header (server-to-server, such
 * as Stripe's webhook, or tests) are not browser cross-site requests.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: Config) {
  const allowed = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost = originHost(origin) === request.headers.host;
      if (origin !== allowed && !sameHost) throw forbidden('Cross-site request refused!');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused!');
  });
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
