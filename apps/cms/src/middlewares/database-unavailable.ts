import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isDatabaseUnavailable } from '../platform/database/connection-errors';
import { databaseAnswers } from './health';

/**
 * `global::database-unavailable` (right after `strapi::errors`): while the database is away
 * (restarting, failing over, out of connections), requests answer 503 with `Retry-After` instead
 * of a 500 with a stack trace, and the client may simply retry. Nothing else is caught.
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A query failed for want of a connection this recently: a 401 is then taken for one caused by
 * the database. When PostgreSQL comes back, the pool's old connections fail once each while
 * `select 1` on a new one already succeeds (bench/fault.mjs saw 401s at that moment).
 */
export const RECENT_CONNECTION_ERROR_MS = 3000;

/**
 * Whether a failed request is better told as "the database is away": a query failed for want of
 * a connection this recently, or the database does not answer `select 1` now. Costs one query,
 * and only on a failure.
 */
async function databaseAway(strapi: Core.Strapi, lastConnectionError: number): Promise<boolean> {
  if (Date.now() - lastConnectionError < RECENT_CONNECTION_ERROR_MS) return true;
  return !(await databaseAnswers(strapi));
}

/**
 * users-permissions' authentication swallows every error of its token, session and permission
 * checks and answers 401: while the database is away a signed-in user would be told their
 * session is over (and the SPA would sign them out), and a visitor's public read would be refused.
 * An error the database layer raises as it loses its connections does not always say so (a
 * transaction whose client was closed, a pool that gave up): a server error at that moment is
 * the outage too. Both become this 503 when the database is away (found by bench/fault.mjs).
 */
function outageCandidate(error: unknown): boolean {
  const { status, name } = (error ?? {}) as { status?: unknown; name?: unknown };
  if (status === 401 || name === 'UnauthorizedError') return true;
  // Strapi's own errors carry no status: Strapi answers each 400, 403, 404, 413 or 429 (501 for
  // NotImplementedError), the request's own fault. Taken for candidates, every refused policy
  // and failed validation cost a `select 1` (a 403: two queries instead of one).
  if (error instanceof errors.ApplicationError) return false;
  // An HttpError below 500 is the request's own fault (400, 403, 404…), whatever the database does.
  return typeof status !== 'number' || status >= 500;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const unavailable = (ctx: Parameters<Core.MiddlewareHandler>[0], reason: string) => {
    strapi.log.warn(`Database unavailable (${ctx.method} ${ctx.path}): ${reason}`);
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.status = 503;
    ctx.body = {
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'The service is temporarily unavailable. Please try again in a few seconds.',
        details: {},
      },
    };
  };
  // Every failed query of the app passes here, also those whose error a plugin swallows, and
  // every failed attempt of the pool to open a connection (not a query, so not a query-error).
  let lastConnectionError = 0;
  const connectionFailed = (error: unknown) => {
    if (isDatabaseUnavailable(error)) lastConnectionError = Date.now();
  };
  strapi.db.connection.on('query-error', connectionFailed);
  const pool = (
    strapi.db.connection.client as { pool?: { on(event: string, listener: (...args: unknown[]) => void): void } }
  ).pool;
  pool?.on('createFail', (_eventId, error) => connectionFailed(error));
  pool?.on('acquireFail', (_eventId, error) => connectionFailed(error));
  return async (ctx, next) => {
    try {
      await next();
      if ((ctx.status === 401 || ctx.status >= 500) && (await databaseAway(strapi, lastConnectionError)))
        unavailable(ctx, `a ${ctx.status} while the database does not answer`);
    } catch (error) {
      if (isDatabaseUnavailable(error)) unavailable(ctx, (error as Error).message);
      else if (outageCandidate(error) && (await databaseAway(strapi, lastConnectionError)))
        unavailable(ctx, `${(error as Error)?.message ?? 'an error'} while the database does not answer`);
      else throw error;
    }
  };
};
