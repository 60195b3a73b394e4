import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from './connection-errors';

type Log = Pick<Core.Strapi['log'], 'warn'>;

/**
 * A PostgreSQL restart under load can leave a promise of the database layer rejected with
 * nobody listening (a transaction whose connection was cut, after the request already answered
 * 503). Node ends the process on an unhandled rejection, which turned a few seconds of database
 * restart into a dead CMS (found by bench/fault.mjs). Connection errors are logged instead; any
 * other unhandled rejection still ends the process, as before (rethrown from the handler).
 */
export function unhandledRejectionHandler(log: () => Log | undefined) {
  return (reason: unknown): void => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log()?.warn(`Database connection lost outside a request: ${(reason as Error)?.message ?? String(reason)}`);
  };
}

let installed = false;
let current: Core.Strapi | null = null;

/** Installs the handler once per process; the latest Strapi instance logs. */
export function survivePostgresRestarts(strapi: Core.Strapi): void {
  current = strapi;
  if (installed) return;
  installed = true;
  process.on(
    'unhandledRejection',
    unhandledRejectionHandler(() => current?.log),
  );
}
