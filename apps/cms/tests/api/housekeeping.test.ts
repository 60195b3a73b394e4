import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { HOUSEKEEPING_TASK, housekeeping } from '../../src/modules/housekeeping/cron';
import { TICK_LOCK_PREFIX } from '../../src/platform/database/tick-lock';

/**
 * The housekeeping cron task: what it purges, and that with REDIS_URL set one tick runs once
 * however many replicas fire it (the lock itself: tests/unit/tick-lock.test.ts).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHALLENGE_UID = 'api::login-challenge.login-challenge';
const SESSION_UID = 'admin::session';
const HOUR = 60 * 60 * 1000;

let app: TestApp;
beforeAll(async () => {
  // The schedule never fires during the test (yearly); the task is invoked as the scheduler would.
  app = await bootStrapi({ env: { REDIS_URL, HOUSEKEEPING_CRON: '0 0 1 1 *', CRON_ENABLED: 'true' } });
});
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${TICK_LOCK_PREFIX}:${HOUSEKEEPING_TASK}:1999-*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await app?.stop();
});

async function challenge(expiresInMs: number) {
  const now = Date.now();
  return (await app.strapi.db.query(CHALLENGE_UID).create({
    data: {
      tokenHash: randomUUID(),
      codeHash: 'x',
      userId: 1,
      expiresAt: new Date(now + expiresInMs),
      lastSentAt: new Date(now),
      attempts: 0,
      resends: 0,
      state: 'pending',
    },
  })) as { id: number };
}

async function session(expiresInMs: number, absoluteInMs: number, origin = 'users-permissions') {
  return (await app.strapi.db.query(SESSION_UID).create({
    data: {
      userId: '1',
      sessionId: randomUUID(),
      deviceId: randomUUID(),
      origin,
      status: 'active',
      type: 'refresh',
      expiresAt: new Date(Date.now() + expiresInMs),
      absoluteExpiresAt: new Date(Date.now() + absoluteInMs),
    },
  })) as { id: number };
}

const exists = async (uid: string, id: number) =>
  (await app.strapi.db.query(uid as typeof CHALLENGE_UID).findOne({ where: { id } })) !== null;

describe('housekeeping cron task', () => {
  it('is scheduled through Strapi cron', () => {
    const tasks = app.strapi.config.get('server.cron.tasks') as Record<string, { options: { rule: string } }>;
    expect(tasks[HOUSEKEEPING_TASK]?.options.rule).toBe('0 0 1 1 *');
    expect(app.strapi.config.get('server.cron.enabled')).toBe(true);
  });

  it('purges stale login challenges and expired portal sessions, nothing else', async () => {
    const stale = await challenge(-25 * HOUR);
    const recentlyExpired = await challenge(-HOUR); // still answers "code expired"
    const pending = await challenge(10 * 60 * 1000);
    const idleExpired = await session(-1000, 6 * 24 * HOUR);
    const pastAbsolute = await session(HOUR, -1000);
    const live = await session(HOUR, 6 * 24 * HOUR);
    const adminExpired = await session(-1000, 6 * 24 * HOUR, 'admin'); // Strapi's own to purge

    await housekeeping({ strapi: app.strapi }, new Date(Date.UTC(1999, 0, 1, 0, 0)));

    expect(await exists(CHALLENGE_UID, stale.id)).toBe(false);
    expect(await exists(CHALLENGE_UID, recentlyExpired.id)).toBe(true);
    expect(await exists(CHALLENGE_UID, pending.id)).toBe(true);
    expect(await exists(SESSION_UID, idleExpired.id)).toBe(false);
    expect(await exists(SESSION_UID, pastAbsolute.id)).toBe(false);
    expect(await exists(SESSION_UID, live.id)).toBe(true);
    expect(await exists(SESSION_UID, adminExpired.id)).toBe(true);
  });

  it('runs once per tick when several replicas fire it (Redis lock)', async () => {
    const tick = new Date(Date.UTC(1999, 0, 1, 1, 0));
    const first = await challenge(-25 * HOUR);
    // Two replicas' timers for the same tick, a few milliseconds apart.
    await Promise.all([
      housekeeping({ strapi: app.strapi }, tick),
      housekeeping({ strapi: app.strapi }, new Date(tick.getTime() + 5)),
    ]);
    expect(await exists(CHALLENGE_UID, first.id)).toBe(false);

    // The tick is taken: a late replica does nothing, the next tick runs again.
    const second = await challenge(-25 * HOUR);
    await housekeeping({ strapi: app.strapi }, tick);
    expect(await exists(CHALLENGE_UID, second.id)).toBe(true);
    await housekeeping({ strapi: app.strapi }, new Date(tick.getTime() + HOUR));
    expect(await exists(CHALLENGE_UID, second.id)).toBe(false);
  });
});
