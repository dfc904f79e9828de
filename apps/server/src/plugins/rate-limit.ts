import type { Redis } from 'ioredis';

/**
 * Fixed-window counters. In memory for a single instance; in Redis when REDIS_URL is set, so every
 * instance shares the same limits.
 */
export interface RateLimiter {
  /** Counts one hit and tells whether the key is still within `limit` hits per window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Takes one hit back (an attempt counted up front that turned out not to count). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      sweep(now);
      const w = current(key, now) ?? { count: 0, resetAt: now + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { allowed: w.count <= limit, retryAfterMs: w.resetAt - now };
    },
    async release(key) {
      const w = current(key, Date.now());
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const k = (key: string) => `${prefix}:rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const results = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').pttl(k(key)).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async release(key) {
      // Never below zero, and never recreating a key whose window has ended.
      await redis.eval(
        "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        k(key),
      );
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
