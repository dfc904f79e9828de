import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppInstance } from './app-instance';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { registerMessageLanguage } from './i18n/message-language';
import { Signer } from './lib/crypto';
import { createMailer, type Mailer } from './lib/mailer';
import { createMetrics, registerMetrics } from './lib/metrics';
import { createStripeClient } from './lib/stripe';
import { API_MODULES } from './modules';
import { ACCESS_COOKIE, resolveAccessToken } from './modules/auth/session';
import { registerAuthGuard } from './plugins/auth';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthProbes } from './plugins/health';
import { registerOpenApi } from './plugins/openapi';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './plugins/rate-limit';
import { createRealtime } from './plugins/realtime';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options or false (tests). */
  logger?: boolean | object;
  /** The built web app to serve; null serves the API only. Defaults to apps/web/dist when present. */
  webDist?: string | null;
  /**
   * Namespaces Redis keys and channels, so test runs sharing one Redis never see each other;
   * by default REDIS_KEY_PREFIX.
   */
  redisKeyPrefix?: string;
  mailer?: Mailer;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * JSON lines; every line of a request carries its id (a load balancer's X-Request-Id when it sent
 * one); cookies, tokens, passwords and codes never reach the log.
 */
export function logOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.code',
        '*.challenge',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // A password-reset or token-board link carries its secret in the path: it is cut out of the logged URL.
      req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: request.method,
        url: request.url.replace(/(reset-password\/|token-board\/)[^/?]+/, '$1[redacted]'),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const fastify = Fastify({
    logger:
      options.logger === false ? false : { ...logOptions(config.logLevel), ...(options.logger as object) },
    requestIdHeader: 'x-request-id',
    // Behind a reverse proxy on the same host or private network, take the client's address from it.
    trustProxy: 'loopback,linklocal,uniquelocal',
    bodyLimit: 256 * 1024,
    // One line per request only when debugging; at 1,000 orders/s request logs would dominate.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, fastify.log) : null;
  const redisKey = options.redisKeyPrefix ?? config.redisKeyPrefix;
  const limiter: RateLimiter = redis
    ? createRedisRateLimiter(redis.main, redisKey)
    : createMemoryRateLimiter();
  const signer = new Signer(config.sessionSecret);
  let realtimeIo: Deps['realtime']['io'] | null = null;
  const metrics = createMetrics({ database, openSockets: () => realtimeIo?.engine.clientsCount ?? 0 });
  const deps: Deps = {
    config,
    database,
    metrics,
    db: database.db,
    signer,
    limiter,
    log: fastify.log,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    stripe: createStripeClient(config.stripe),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.supportEmail, log: fastify.log }),
    realtime: createRealtime({
      server: fastify.server,
      accessCookie: ACCESS_COOKIE,
      log: fastify.log,
      // A session that still has to set up two-factor sign-in sees no live data either.
      authenticate: async (token) => {
        const auth = await resolveAccessToken({ signer, db: database.db, config }, token);
        return auth && !auth.mustSetUpTwoFactor ? auth : null;
      },
      redis: redis ? { pub: redis.pub, sub: redis.sub, key: `${redisKey}:socket.io` } : undefined,
    }),
  };
  realtimeIo = deps.realtime.io;
  mkdirSync(deps.uploadsDir, { recursive: true });
  const app = fastify as unknown as AppInstance;
  app.decorate('deps', deps);

  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  const webRoot = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;

  await registerSecurityHeaders(app, config, webRoot);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });
  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerCrossSiteGuard(app, config);
  registerAuthGuard(app, deps, API_PREFIX);
  registerMetrics(app, metrics, config.metricsToken);
  // The request's id goes back to the caller, so a report can be matched to the log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before the routes: the document is collected as they register.
  await registerOpenApi(app, config, API_PREFIX);

  await app.register(
    async (api) => {
      // Every JSON answer of 1 KB or more goes out compressed when the client accepts it (issue 27);
      // an answer sent already compressed (GET /pos/init from memory) is left as it is.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        customTypes: /^application\/json\b/,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
        zlibOptions: { level: 6 },
      });
      for (const register of API_MODULES) await api.register(register as never);
    },
    { prefix: API_PREFIX },
  );

  app.decorate('readiness', registerHealthProbes(app, { database, redis: redis?.main ?? null }));

  await app.register(async (uploads) => {
    await uploads.register(fastifyStatic, {
      root: deps.uploadsDir,
      prefix: '/uploads/',
      // Upload names are content hashes: a changed photo gets a new name, so caching forever is safe.
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
  });

  await registerWebApp(app, webRoot);

  // Before the HTTP server closes, which waits for every open connection, WebSockets included.
  app.addHook('preClose', async () => {
    await deps.realtime.close();
  });
  app.addHook('onClose', async () => {
    if (redis) await Promise.allSettled([redis.main.quit(), redis.pub.quit(), redis.sub.quit()]);
  });
  return app;
}

function connectRedis(url: string, log: FastifyBaseLogger) {
  const make = () => {
    const client = new Redis(url, {
      maxRetriesPerRequest: 2,
      retryStrategy: (n) => Math.min(n * 200, 2_000),
    });
    client.on('error', (error) => log.warn({ err: error }, 'redis error'));
    return client;
  };
  return { main: make(), pub: make(), sub: make() };
}
