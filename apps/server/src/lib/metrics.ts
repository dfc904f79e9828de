import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { unauthenticated } from './errors';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Prometheus metrics through prom-client: requests by route and status with latency histograms,
 * the database pool, open sockets, orders created, and the process's own (memory, event loop, GC).
 * Routes are labelled by their template, never the raw URL, so the series stay few.
 */
export function createMetrics(sources: { database: Database; openSockets: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersCreated = new Counter({
    name: 'mise_orders_created_total',
    help: 'Orders written, by where they came from (pos, qrmenu).',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mise_open_sockets',
    help: 'Realtime (Socket.IO) connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'mise_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  return {
    registry,
    ordersCreated,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every answer is counted; /metrics is served only with the configured bearer token. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (!tokenMatches(given, token)) throw unauthenticated('A valid metrics token is required.');
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
