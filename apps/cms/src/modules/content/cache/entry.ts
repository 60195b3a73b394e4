import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this are sent as they are: compressing them costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  encoding: Encoding;
  etag: string;
  body: Buffer;
}

/**
 * One cached response: the JSON body in every encoding worth sending, each with its own strong
 * ETag (a compressed body is a different representation, RFC 9110 §8.8.3), plus the headers
 * the route added and the route's Cache-Control.
 */
export interface CachedResponse {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  etags: Set<string>;
  headers: Array<[string, string | string[]]>;
  cacheControl: string;
  size: number;
}

export async function buildCachedResponse(
  json: string,
  headers: Array<[string, string | string[]]>,
  cacheControl: string,
): Promise<CachedResponse> {
  const identity = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const variants: CachedResponse['variants'] = {
    identity: { encoding: 'identity', etag: `"${hash}"`, body: identity },
  };
  if (identity.length >= COMPRESS_MIN_BYTES) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          // Compressed once per fill, served many times: a high quality pays off, 11 is too slow for big lists.
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    if (br.length < identity.length) variants.br = { encoding: 'br', etag: `"${hash}-br"`, body: br };
    if (gz.length < identity.length) variants.gzip = { encoding: 'gzip', etag: `"${hash}-gzip"`, body: gz };
  }
  const all = Object.values(variants) as Variant[];
  const headerBytes = headers.reduce((n, [k, v]) => n + k.length + String(v).length, 0);
  return {
    variants,
    etags: new Set(all.map((v) => v.etag)),
    headers,
    cacheControl,
    size: all.reduce((n, v) => n + v.body.length, 0) + headerBytes + 256,
  };
}

const encodingChoices = new Map<string, Encoding[]>();

/** Quality values of one Accept-Encoding header, by coding name (lower case). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [k, v] = param.trim().split('=');
      if (k?.trim().toLowerCase() === 'q') weight = Number(v);
    }
    q.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return q;
}

/**
 * The codings worth sending for an Accept-Encoding header, best first: brotli, then gzip (the
 * server's preference, as long as the client accepts them with q > 0, by name or through `*`),
 * then the identity, which is always acceptable. Memoized: clients send few distinct headers.
 */
function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return ['identity'];
  let choice = encodingChoices.get(header);
  if (choice) return choice;
  const q = parseAcceptEncoding(header);
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  choice = [...(accepts('br') ? (['br'] as const) : []), ...(accepts('gzip') ? (['gzip'] as const) : []), 'identity'];
  if (encodingChoices.size >= 256) encodingChoices.clear();
  encodingChoices.set(header, choice);
  return choice;
}

export function pickVariant(entry: CachedResponse, acceptEncoding: string | undefined): Variant {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const variant = entry.variants[encoding];
    if (variant) return variant;
  }
  return entry.variants.identity;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; the header
 * may list several tags, or be `*`. Any encoding's tag of the current body counts as a match,
 * since the content is the same.
 */
export function matchesIfNoneMatch(header: string | undefined, entry: CachedResponse): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (entry.etags.has(tag)) return true;
  }
  return false;
}
