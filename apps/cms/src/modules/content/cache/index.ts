import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../../platform/env/env';
import { RedisInvalidationBus } from './bus';
import { ALL, ContentCache } from './store';
import { serveHitsBeforeKoa } from './wire';

export { ContentCache } from './store';
export { RedisInvalidationBus } from './bus';
export { KeptWhileContentStands } from './kept';
export { cacheKeyOfUrl } from './keys';
export { recordWireHeaders, wireHeadersOf } from './wire';

/** Document Service actions that change what a public read returns. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/**
 * Models written outside the Document Service whose changes reach public reads: upload files
 * (media URLs, formats, alt texts), the locale list (a locale's reads answer 404 once it is
 * gone) and the Public role's permissions (a read may become 403). Any change empties the cache.
 */
const DB_MODELS_THAT_PURGE = ['plugin::i18n.locale', 'plugin::users-permissions.permission'];
const FILE_UID = 'plugin::upload.file';

/**
 * Kept on the Strapi instance under a registered symbol: one cache per instance (tests boot
 * several), reachable from any copy of this module (the tests import the sources, Strapi runs
 * the build).
 */
const KEY = Symbol.for('portal.contentCache');
const caches = {
  get: (strapi: Core.Strapi): ContentCache | undefined => Reflect.get(strapi, KEY),
  set: (strapi: Core.Strapi, cache: ContentCache) => Reflect.set(strapi, KEY, cache),
  delete: (strapi: Core.Strapi) => Reflect.deleteProperty(strapi, KEY),
};

/** The cache of this Strapi instance; undefined when disabled (CONTENT_CACHE_MAX_MB=0). */
export function contentCacheOf(strapi: Core.Strapi): ContentCache | undefined {
  return caches.get(strapi);
}

/**
 * Runs a callback once the current transaction commits, or now when there is none. Reads that
 * start before the commit still see the old rows: invalidating only before the commit would
 * let them refill the cache with stale content.
 */
function afterCommit(strapi: Core.Strapi, callback: () => void): void {
  const db = strapi.db;
  if (db.inTransaction()) void db.transaction(async ({ onCommit }) => onCommit(callback));
  else callback();
}

/**
 * Creates the cache (register phase) and the invalidation hooks: a Document Service middleware
 * for every write action on any content type, and database lifecycles for the models written
 * without it.
 */
/**
 * Drops what was built from these content types, here and on every replica: now, so this process
 * stops serving the old body at once, and after the commit, so no read that began before it can
 * have stored the old rows in between. Nothing when the cache is off.
 */
export function invalidateContent(strapi: Core.Strapi, uids: string[]): void {
  const cache = caches.get(strapi);
  if (!cache) return;
  cache.invalidate(uids);
  afterCommit(strapi, () => caches.get(strapi)?.invalidate(uids));
}

export function registerContentCache(strapi: Core.Strapi): void {
  const { contentCache, redisUrl } = portalEnv();
  if (contentCache.maxBytes === 0) return;
  const bus = redisUrl
    ? new RedisInvalidationBus(redisUrl, contentCache.channel, (message) => strapi.log.warn(message))
    : undefined;
  const cache = new ContentCache({ maxBytes: contentCache.maxBytes, bus });
  caches.set(strapi, cache);

  const invalidate = (uids: string[]) => invalidateContent(strapi, uids);

  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (WRITE_ACTIONS.has(context.action)) invalidate([context.uid]);
    return result;
  });

  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    afterCreate: () => invalidate([FILE_UID]),
    afterCreateMany: () => invalidate([FILE_UID]),
    afterUpdate: () => invalidate([FILE_UID]),
    afterUpdateMany: () => invalidate([FILE_UID]),
    afterDelete: () => invalidate([FILE_UID]),
    afterDeleteMany: () => invalidate([FILE_UID]),
  });
  strapi.db.lifecycles.subscribe({
    models: DB_MODELS_THAT_PURGE,
    afterCreate: () => invalidate([ALL]),
    afterCreateMany: () => invalidate([ALL]),
    afterUpdate: () => invalidate([ALL]),
    afterUpdateMany: () => invalidate([ALL]),
    afterDelete: () => invalidate([ALL]),
    afterDeleteMany: () => invalidate([ALL]),
  });
}

/** Waits for the Redis subscription at boot (a replica serves nothing from cache before it). */
export async function prepareContentCache(strapi: Core.Strapi): Promise<void> {
  const bus = caches.get(strapi)?.bus;
  if (bus instanceof RedisInvalidationBus && !(await bus.ready()))
    strapi.log.warn('Content cache: Redis (REDIS_URL) is not reachable yet; serving uncached.');
}

export async function closeContentCache(strapi: Core.Strapi): Promise<void> {
  await caches.get(strapi)?.close();
  caches.delete(strapi);
}

/**
 * Cache hits answered before Koa (./wire.ts), when the cache is on. Bootstrap phase: the HTTP
 * server exists, and no request has been served yet.
 */
export function serveContentHitsFirst(strapi: Core.Strapi): void {
  if (!caches.get(strapi)) return;
  serveHitsBeforeKoa(strapi, () => caches.get(strapi));
}
