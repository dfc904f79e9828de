import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Signer } from './lib/crypto';
import type { Mailer } from './lib/mailer';
import type { Metrics } from './lib/metrics';
import type { RateLimiter } from './plugins/rate-limit';
import type { Realtime } from './plugins/realtime';

/** What services are built from. Created once in buildApp and passed down explicitly. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  signer: Signer;
  realtime: Realtime;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Where uploaded images live, one folder per tenant. */
  uploadsDir: string;
  metrics: Metrics;
  /** Stripe's API; null when billing is off (no STRIPE_* settings). */
  stripe: Stripe | null;
}
