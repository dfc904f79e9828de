import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import type { Readiness } from './plugins/health';

/**
 * The app every module registers its routes on: Fastify with zod schemas, and the shared deps; and
 * its readiness, which a graceful shutdown turns to draining first.
 */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
> & { deps: Deps; readiness: Readiness };
