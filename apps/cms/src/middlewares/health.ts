import type { Core } from '@strapi/strapi';
import { outboxHealth } from '../modules/notifications';

/**
 * `global::health` (first in the chain): `GET|HEAD /_health` answers 200 `{ "status": "ok" }`
 * when the database answers `select 1` within HEALTH_TIMEOUT_MS, else 503
 * `{ "status": "unavailable", "database": "down" }`, so a load balancer or Docker's healthcheck
 * takes a replica out while its database is away. Strapi's own `/_health` only says the process runs.
 * With the database up, `notifications` tells operators how many notices wait for a retry and how
 * many were given up (never a reason for 503: the replica itself is fine).
 */
const HEALTH_TIMEOUT_MS = 2000;

export async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
    });
    const query = Promise.resolve(strapi.db.connection.raw('select 1'));
    // When the timeout wins, the query may still fail later (database away): that rejection must
    // not go unhandled, or Node ends the process (found by bench/fault.mjs).
    query.catch(() => undefined);
    await Promise.race([query, timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (ctx.path !== '/_health' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const up = await databaseAnswers(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    ctx.body = up
      ? { status: 'ok', database: 'up', notifications: await outboxHealth(strapi).catch(() => null) }
      : { status: 'unavailable', database: 'down' };
  };
