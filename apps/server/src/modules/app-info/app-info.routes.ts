import type { AppInstance } from '../../app-instance';
import { access } from '../../plugins/auth';

/**
 * Public facts the web app needs before anyone signs in: the support address shown on the landing
 * and support pages, the version in footers, and whether billing is on.
 */
export default async function appInfoRoutes(app: AppInstance) {
  const { config } = app.deps;
  app.get('/app-info', { schema: {}, config: { access: access.public } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      version: config.version,
      supportEmail: config.supportEmail,
      billingEnabled: Boolean(config.stripe),
    };
  });
}
