import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BACKUP_SCHEDULE_FORMAT, type BackupSchedule, parseBackupSchedule } from './backups/backup-schedule';
import { DEFAULT_POOL_SIZE } from './db/client';

/**
 * The only reader of process.env. Every setting is validated here; a bad value stops start-up with
 * a message naming the variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const urlOf = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (!v) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
  REDIS_URL: urlOf(['redis:', 'rediss:']),
  /** Namespaces this deployment's keys and channels in Redis (several deployments may share one). */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, {
      message: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
    })
    .default('mise'),
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, before the server
   * closes: the time a load balancer needs to take the instance out. Unset: 5 s with REDIS_URL
   * (several instances), 0 without (no other instance to send the traffic to).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  PUBLIC_URL: urlOf(['http:', 'https:']),
  SESSION_SECRET: optionalText.refine((v) => !v || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: urlOf(['smtp:', 'smtps:']),
  SUPPORT_EMAIL: optionalText.refine((v) => !v || z.email().safeParse(v).success, {
    message: 'must be an e-mail',
  }),
  SUPERADMIN_EMAIL: optionalText.refine((v) => !v || z.email().safeParse(v).success, {
    message: 'must be an e-mail',
  }),
  SUPERADMIN_PASSWORD: optionalText.refine((v) => !v || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  /** Another address for Stripe's API (a local stand-in in tests); unset means api.stripe.com. */
  STRIPE_API_BASE: urlOf(['http:', 'https:']),
  /** Turns on /metrics, readable with this bearer token only. */
  METRICS_TOKEN: optionalText.refine((v) => !v || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** Snapshots of the embedded database (PGlite only): where, when, how many. */
  BACKUP_DIR: optionalText,
  BACKUP_SCHEDULE: z
    .string()
    .default('03:00')
    .refine((v) => parseBackupSchedule(v) !== undefined, { message: BACKUP_SCHEDULE_FORMAT }),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** The largest store archive the operator may import, in megabytes. */
  STORE_ARCHIVE_MAX_MB: z.coerce.number().int().min(1).max(2_000).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  redisKeyPrefix: string;
  /** SHUTDOWN_DRAIN_MS, resolved (see the schema). */
  shutdownDrainMs: number;
  /** Base URL the public links (QR menu, password reset) are built on. */
  publicUrl: string;
  sessionSecret: string;
  smtpUrl?: string;
  supportEmail: string;
  superadmin?: { email: string; password: string };
  stripe?: StripeConfig;
  logLevel: string;
  /** Unset: no /metrics. */
  metricsToken: string | undefined;
  /** Secure cookies need HTTPS; on by default when PUBLIC_URL is https. */
  secureCookies: boolean;
  version: string;
  backups: BackupConfig;
  /** STORE_ARCHIVE_MAX_MB in bytes: a larger import upload is refused with 413. */
  storeArchiveMaxBytes: number;
}

/** Snapshots of the embedded database; PostgreSQL is backed up with its own tools (README). */
export interface BackupConfig {
  /** BACKUP_DIR; by default a folder beside the data folder, `<DATA_DIR>-backups`. */
  dir: string;
  /** BACKUP_SCHEDULE; `off` takes none at all, not even at shutdown. */
  schedule: BackupSchedule;
  /** BACKUP_KEEP: the newest this many are kept. */
  keep: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The one price (the $5 monthly plan) every Checkout Session is created for. */
  priceId: string;
  /** Where the SDK sends its calls when not api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export class ConfigError extends Error {}

/** Several times what HAProxy needs to mark an instance down with deploy/haproxy.cfg's checks. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

export const APP_VERSION = '1.2.0';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.SUPERADMIN_EMAIL && !e.SUPERADMIN_PASSWORD) || (!e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.REDIS_URL ? DEFAULT_SHUTDOWN_DRAIN_MS : 0),
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@mise.local',
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            api: e.STRIPE_API_BASE ? stripeApiAddress(e.STRIPE_API_BASE) : undefined,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    secureCookies: publicUrl.startsWith('https://'),
    version: APP_VERSION,
    backups: {
      // Beside the data folder rather than in it: the data folder is what a restore replaces.
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : `${dataDir}-backups`,
      schedule: parseBackupSchedule(e.BACKUP_SCHEDULE)!,
      keep: e.BACKUP_KEEP,
    },
    storeArchiveMaxBytes: e.STORE_ARCHIVE_MAX_MB * 1024 * 1024,
  };
}

function stripeApiAddress(base: string): NonNullable<StripeConfig['api']> {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** A generated secret is kept in DATA_DIR so sessions and table links survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
