import { afterAll, describe, expect, it } from 'vitest';
import Redis from 'ioredis';
import { TICK_LOCK_PREFIX, createTickLock, tickLockKey } from '../../src/platform/database/tick-lock';

// The Redis the CMS tests use (see content-cache.test.ts).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const task = `test-${process.pid}-${Date.now()}`;
const locks = [createTickLock(REDIS_URL, { holder: 'replica-a' }), createTickLock(REDIS_URL, { holder: 'replica-b' })];

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${TICK_LOCK_PREFIX}:${task}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await Promise.all(locks.map((lock) => lock.close()));
});

describe('tick lock', () => {
  it('lets exactly one of two replicas run each tick', async () => {
    for (let i = 0; i < 5; i += 1) {
      const tick = new Date(Date.UTC(2026, 0, 1, 0, i));
      const won = await Promise.all(locks.map((lock) => lock.acquire(task, tick)));
      expect(won.filter(Boolean)).toHaveLength(1);
      // A late timer of the loser (same tick, later milliseconds) still loses.
      expect(await locks[won[0] ? 1 : 0]!.acquire(task, new Date(tick.getTime() + 400))).toBe(false);
    }
  });

  it('records the winner and expires the key', async () => {
    const tick = new Date(Date.UTC(2026, 0, 2));
    const short = createTickLock(REDIS_URL, { holder: 'replica-c', ttlMs: 60_000 });
    expect(await short.acquire(task, tick)).toBe(true);
    const redis = new Redis(REDIS_URL);
    expect(await redis.get(tickLockKey(task, tick))).toBe('replica-c');
    const ttl = await redis.pttl(tickLockKey(task, tick));
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.quit();
    await short.close();
  });

  it('always runs without Redis (a single instance)', async () => {
    const local = createTickLock(undefined);
    const tick = new Date();
    expect(await local.acquire(task, tick)).toBe(true);
    expect(await local.acquire(task, tick)).toBe(true);
    await local.close();
  });

  it('fails (so the tick is skipped) when Redis is unreachable', async () => {
    const down = createTickLock('redis://127.0.0.1:1');
    await expect(down.acquire(task, new Date())).rejects.toThrow();
    await down.close();
  });
});
