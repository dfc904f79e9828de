import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

/** The same rules for the in-memory limiter and the Redis one every instance shares. */
function limiterContract(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it('allows `limit` hits in a window and refuses the next', async () => {
      const limiter = make();
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await limiter.hit('k', 3, 60_000)).allowed);
      expect(results).toEqual([true, true, true, false]);
    });

    it('release takes one hit back, never below zero', async () => {
      const limiter = make();
      await limiter.release('fresh'); // nothing to take back: still a full allowance
      for (let i = 0; i < 3; i++) await limiter.hit('k2', 3, 60_000);
      await limiter.release('k2');
      expect((await limiter.hit('k2', 3, 60_000)).allowed).toBe(true);
      expect((await limiter.hit('k2', 3, 60_000)).allowed).toBe(false);
      for (let i = 0; i < 3; i++) expect((await limiter.hit('fresh', 3, 60_000)).allowed).toBe(true);
    });

    it('reset forgets the key', async () => {
      const limiter = make();
      for (let i = 0; i < 3; i++) await limiter.hit('k3', 2, 60_000);
      await limiter.reset('k3');
      expect((await limiter.hit('k3', 2, 60_000)).allowed).toBe(true);
    });
  });
}

limiterContract('in-memory rate limiter', createMemoryRateLimiter);

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const c of clients) c.disconnect();
});
describe.runIf(redisUrl)('with Redis', () => {
  limiterContract('Redis rate limiter', () => {
    const redis = new Redis(redisUrl as string);
    clients.push(redis);
    return createRedisRateLimiter(redis, `mise-test-${randomBytes(6).toString('hex')}`);
  });
});
