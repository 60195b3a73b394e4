import type { Core } from '@strapi/strapi';
import {
  buildCachedResponse,
  cacheKeyOfUrl,
  contentCacheOf,
  matchesIfNoneMatch,
  pickVariant,
  recordWireHeaders,
  wireHeadersOf,
  type CachedResponse,
} from '../modules/content';

/** What `contentRead` leaves on `ctx.state` for a response that may be cached. */
export interface CacheableRead {
  uids: readonly string[];
  cacheControl: string;
}
export const CACHEABLE_READ = 'contentCache';

/** Sent on public reads that bypass the cache because the request carries credentials. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** What koa sends for a JSON body, kept so that cached and uncached responses match. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Headers this middleware writes itself, or that must never be replayed to another client. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
]);

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The one way a cached response is written: a hit and the fill that stored it send the same bytes. */
function send(ctx: Ctx, entry: CachedResponse): void {
  const accept = ctx.req.headers['accept-encoding'];
  const variant = pickVariant(entry, typeof accept === 'string' ? accept : undefined);
  // Headers go out in insertion order: on a fill, the route and koa have already set some of
  // these. Removing and re-adding them gives hits and fills the same order, hence the same bytes.
  for (const name of RESET_HEADERS) ctx.remove(name);
  for (const [name, value] of entry.headers) {
    ctx.remove(name);
    ctx.set(name, value);
  }
  ctx.vary('Accept-Encoding');
  ctx.set('Content-Type', JSON_TYPE);
  ctx.set('Cache-Control', entry.cacheControl);
  ctx.set('ETag', variant.etag);
  const ifNoneMatch = ctx.req.headers['if-none-match'];
  if (matchesIfNoneMatch(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, entry)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  // Content-Type is already set: koa would otherwise label a Buffer application/octet-stream.
  ctx.body = variant.body;
  if (variant.encoding !== 'identity') ctx.set('Content-Encoding', variant.encoding);
  // The headers the whole chain sends with this entry, so that later hits can skip the chain
  // (modules/content/cache/wire.ts). Not from a CORS request: its headers depend on the Origin.
  if (ctx.method === 'GET' && ctx.req.headers.origin === undefined && !wireHeadersOf(entry)) {
    const res = ctx.res;
    res.once('finish', () => {
      if (res.statusCode === 200) recordWireHeaders(entry, res);
    });
  }
}

const RESET_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag'];

/** The headers a route set below this middleware, to replay on hits. */
function routeHeaders(ctx: Ctx, before: Set<string>): Array<[string, string | string[]]> {
  const added: Array<[string, string | string[]]> = [];
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (before.has(name) || OWN_HEADERS.has(name) || value === undefined) continue;
    added.push([name, Array.isArray(value) ? value : String(value)]);
  }
  return added;
}

/**
 * `global::content-cache`: answers public content reads from memory. It runs early (after the
 * security headers and CORS, before query parsing, body parsing and routing), so
 * a hit costs a lookup; a miss goes down to the route, where `contentRead` does its checks and
 * marks the response cacheable, and is stored on the way back. Only 200s are stored: refusals
 * (400, 404) are recomputed every time. Requests with an Authorization header bypass the cache
 * entirely; requests with cookies may read it but never fill it (no cookie authenticates a
 * content read here; the refresh cookie is only read by /api/auth).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (context, next) => {
    const ctx: Ctx = context;
    const cache = contentCacheOf(strapi);
    if (!cache || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/')) return next();
    const headers = ctx.req.headers;
    if (headers.authorization !== undefined) {
      await next();
      if (ctx.state[CACHEABLE_READ]) ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      return;
    }
    const key = cacheKeyOfUrl(ctx.url);
    const hit = cache.get(key);
    if (hit) return send(ctx, hit);

    const startedAt = cache.startFill();
    const before = new Set(Object.keys(ctx.response.headers));
    await next();
    const read = ctx.state[CACHEABLE_READ] as CacheableRead | undefined;
    if (!read || ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body))
      return;
    const entry = await buildCachedResponse(JSON.stringify(ctx.body), routeHeaders(ctx, before), read.cacheControl);
    // A response to a request with cookies is sent like any other, but never stored (see above).
    if (headers.cookie === undefined && ctx.response.headers['set-cookie'] === undefined)
      cache.set(key, entry, read.uids, startedAt);
    send(ctx, entry);
  };
