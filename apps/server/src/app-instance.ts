import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';

/** The app every module registers its routes on: Fastify with zod schemas, and the shared deps. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
> & { deps: Deps };
