import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

/** How long a dependency may take to answer before the server counts it as down. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'up' | 'down';

async function withTimeout(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  /** From now on /readyz answers 503 "draining"; everything else is still served. */
  startDraining(): void;
}

/**
 * Probes for load balancers and orchestrators, outside the API and the web app's pages:
 * `/healthz` says the process answers; `/readyz` says it can serve, asking the database (and Redis
 * when configured) each time, and answers 503 while one is down or while the server drains for a
 * shutdown, so traffic moves to another instance first.
 */
export function registerHealthProbes(
  app: FastifyInstance,
  deps: { database: Database; redis: Redis | null },
): Readiness {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => {
    reply.headers(noStore);
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    const [database, redis] = await Promise.all([
      withTimeout(() => deps.database.db.execute(sql`select 1`)),
      deps.redis ? withTimeout(() => deps.redis!.ping()) : Promise.resolve(null),
    ]);
    const checks = { database, ...(redis ? { redis } : {}) };
    const ready = !draining && database === 'up' && redis !== 'down';
    reply.headers(noStore).status(ready ? 200 : 503);
    return { status: ready ? 'ready' : draining ? 'draining' : 'unavailable', checks };
  });

  return {
    startDraining() {
      draining = true;
    },
  };
}
