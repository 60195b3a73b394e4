import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { matchesIfNoneMatch, pickVariant, type CachedResponse, type Variant } from './entry';
import { cacheKeyOfUrl } from './keys';
import type { ContentCache } from './store';

/**
 * Hits answered by the HTTP server's own request listener, before Koa.
 *
 * A cache hit through Koa still pays every middleware in front of the cache (logger, error
 * mapping, security headers, CORS) and Koa's context: for a small body that is most of the cost
 * (a quarter of what a bare `node:http` server serving the same bytes manages). The first hit of
 * an entry goes through Koa and leaves the exact headers it was sent with on the entry; later
 * hits write those headers and the cached bytes straight to the socket. The answer is the one Koa
 * would give: same status, headers and body, the request line still logged. Anything that could
 * change the answer goes through Koa: another method than GET, an Authorization or Origin
 * header (CORS), an entry not yet sent once.
 */

/** Headers Node writes per response, or that must never be replayed to another client. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

/**
 * The header lines of a sent response in the order they went out, the representation's own
 * (ETag, Content-Length, Content-Encoding) as slots: a hit in any encoding then sends the
 * same lines in the same order as Koa would.
 */
type Line = readonly [string, string | number | string[]] | 'etag' | 'length';

interface WireHeaders {
  ok: readonly Line[];
  /** Koa drops the body's headers from a 304. */
  notModified: readonly Line[];
  /** The slots' names as Koa wrote them. */
  names: { etag: string; length: string; encoding: string };
}

const WIRE = new WeakMap<CachedResponse, WireHeaders>();

export function wireHeadersOf(entry: CachedResponse): WireHeaders | undefined {
  return WIRE.get(entry);
}

/**
 * Records, once, the headers Koa sent with a 200 from this entry (its whole middleware chain),
 * with the names as they were written: a hit is then byte for byte what Koa would send.
 */
export function recordWireHeaders(entry: CachedResponse, res: ServerResponse): void {
  if (WIRE.has(entry)) return;
  const ok: Line[] = [];
  const names = { etag: 'ETag', length: 'Content-Length', encoding: 'Content-Encoding' };
  // Node ≥ 15.13 has it; the typings in use do not declare it yet.
  const rawNames = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of rawNames) {
    const lower = name.toLowerCase();
    const value = res.getHeader(name);
    if (value === undefined || PER_RESPONSE.has(lower)) continue;
    if (lower === 'etag') {
      names.etag = name;
      ok.push('etag');
    } else if (lower === 'content-length') {
      names.length = name;
      ok.push('length');
    } else if (lower === 'content-encoding') names.encoding = name;
    else ok.push([name, value]);
  }
  if (!ok.includes('length')) ok.push('length');
  if (!ok.includes('etag')) ok.push('etag');
  WIRE.set(entry, {
    ok,
    names,
    notModified: ok.filter(
      (line) => line !== 'length' && (line === 'etag' || line[0].toLowerCase() !== 'content-type'),
    ),
  });
}

/** The raw header list (name, value, name, value…) of one answer. */
function rawHeaders(wire: WireHeaders, lines: readonly Line[], variant: Variant): string[] {
  const raw: string[] = [];
  const { names } = wire;
  for (const line of lines) {
    if (line === 'etag') raw.push(names.etag, variant.etag);
    else if (line === 'length') {
      raw.push(names.length, String(variant.body.length));
      // Where Koa's middleware sets it: right after the body (and so its length).
      if (variant.encoding !== 'identity') raw.push(names.encoding, variant.encoding);
    } else if (Array.isArray(line[1])) for (const value of line[1]) raw.push(line[0], value);
    else raw.push(line[0], String(line[1]));
  }
  return raw;
}

/** Answers a request from the cache when Koa would answer it from the cache too; false otherwise. */
function answerFromWire(
  cache: ContentCache,
  log: Core.Strapi['log'],
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const url = req.url;
  if (req.method !== 'GET' || url === undefined || !url.startsWith('/api/')) return false;
  const headers = req.headers;
  if (headers.authorization !== undefined || headers.origin !== undefined) return false;
  const entry = cache.get(cacheKeyOfUrl(url));
  const wire = entry && WIRE.get(entry);
  if (!entry || !wire) return false;
  const started = Date.now();
  const accept = headers['accept-encoding'];
  const variant = pickVariant(entry, typeof accept === 'string' ? accept : undefined);
  const ifNoneMatch = headers['if-none-match'];
  if (matchesIfNoneMatch(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, entry)) {
    res.writeHead(304, rawHeaders(wire, wire.notModified, variant));
    res.end();
  } else {
    res.writeHead(200, rawHeaders(wire, wire.ok, variant));
    res.end(variant.body);
  }
  cache.countHitBeforeKoa();
  // The line strapi::logger writes for every request.
  log.http(`GET ${url} (${Math.ceil(Date.now() - started)} ms) ${res.statusCode}`);
  return true;
}

/**
 * Puts the cache in front of Koa on the server's request listener. Strapi creates the server
 * with one listener (Koa's callback); hits go around it, everything else goes to it unchanged.
 */
export function serveHitsBeforeKoa(strapi: Core.Strapi, cacheOf: () => ContentCache | undefined): void {
  const server: Server = strapi.server.httpServer;
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  const [koa] = listeners;
  if (!koa || listeners.length !== 1) {
    strapi.log.warn('Content cache: the HTTP server has an unexpected request listener; hits go through Koa.');
    return;
  }
  server.removeListener('request', koa);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const cache = cacheOf();
    if (cache && answerFromWire(cache, strapi.log, req, res)) return;
    koa(req, res);
  });
}
