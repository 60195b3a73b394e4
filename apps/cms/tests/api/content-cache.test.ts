import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { userWithSession } from '../helpers/sessions';
import { ContentCache, RedisInvalidationBus, contentCacheOf } from '../../src/modules/content/cache';
import { buildCachedResponse } from '../../src/modules/content/cache/entry';

/**
 * The public content response cache: validators (ETag/304), compression, Cache-Control, that
 * editors' writes through the Document Service show on the next read, that credentials neither
 * read nor fill shared entries, that refusals are unchanged, and that invalidations travel
 * between replicas through Redis pub/sub.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = `portal:content-cache:test:${randomUUID()}`;

let app: TestApp;
let base: string;

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true, env: { REDIS_URL, CONTENT_CACHE_CHANNEL: CHANNEL } });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.stop();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** A GET without any client-side decoding: the bytes and headers exactly as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function json(res: Raw): { data: Record<string, unknown> & Array<Record<string, unknown>>; meta: unknown } {
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
  return JSON.parse(body.toString('utf8')) as ReturnType<typeof json>;
}

const cache = () => {
  const found = contentCacheOf(app.strapi);
  if (!found) throw new Error('content cache disabled');
  return found;
};

/** The header lines in the order they were sent, but those that legitimately differ (timing). */
const TIMING = new Set(['date', 'keep-alive', 'connection']);
const withoutTiming = (res: Raw) =>
  res.rawHeaders.flatMap((value, i) =>
    i % 2 === 0 && !TIMING.has(value.toLowerCase()) ? [`${value}: ${res.rawHeaders[i + 1]}`] : [],
  );

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const ROUTES = [
  '/api/home?locale=en',
  '/api/home?locale=fr',
  '/api/datasets?locale=en',
  '/api/approved-requests?locale=fr',
];

describe('validators and representations', () => {
  it.each(ROUTES)('%s: a hit is byte-identical to the fill that stored it, headers included', async (path) => {
    cache().purge();
    for (const encoding of ['br', 'gzip', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const miss = await get(path, headers);
      const before = cache().stats.hitsBeforeKoa;
      const hit = await get(path, headers);
      expect(miss.status).toBe(200);
      // Answered by the server's first listener, without Koa's middleware chain.
      expect(cache().stats.hitsBeforeKoa).toBe(before + 1);
      expect(withoutTiming(hit)).toEqual(withoutTiming(miss));
      expect(hit.body.equals(miss.body)).toBe(true);
    }
  });

  it('a hit in another encoding than the fill has the lines Koa sends for that encoding, in its order', async () => {
    const path = '/api/datasets?locale=en';
    cache().purge();
    await get(path, { 'accept-encoding': 'br' }); // the fill, in brotli
    const viaKoa = await get(path, { 'accept-encoding': 'gzip', origin: 'http://elsewhere.example' });
    const before = cache().stats.hitsBeforeKoa;
    const direct = await get(path, { 'accept-encoding': 'gzip' });
    expect(cache().stats.hitsBeforeKoa).toBe(before + 1);
    expect(direct.headers['content-encoding']).toBe('gzip');
    // The Origin request carries CORS's lines too: compare what both answers send.
    const lines = (res: Raw) => withoutTiming(res).filter((line) => !line.toLowerCase().startsWith('access-control-'));
    expect(lines(direct)).toEqual(lines(viaKoa));
    expect(direct.body.equals(viaKoa.body)).toBe(true);
  });

  it('a 304 before Koa is line for line the 304 Koa sends', async () => {
    const path = '/api/home?locale=fr';
    cache().purge();
    const etag = (await get(path)).headers.etag as string;
    const viaKoa = await get(path, { 'if-none-match': etag, origin: 'http://elsewhere.example' });
    const before = cache().stats.hitsBeforeKoa;
    const direct = await get(path, { 'if-none-match': etag });
    expect(cache().stats.hitsBeforeKoa).toBe(before + 1);
    expect([viaKoa.status, direct.status]).toEqual([304, 304]);
    const lines = (res: Raw) => withoutTiming(res).filter((line) => !line.toLowerCase().startsWith('access-control-'));
    expect(lines(direct)).toEqual(lines(viaKoa));
    expect(direct.body.length).toBe(0);
  });

  it('leaves to Koa what could change the answer: Origin (CORS), Authorization, HEAD, other methods', async () => {
    const path = '/api/home?locale=en';
    cache().purge();
    await get(path);
    const before = cache().stats.hitsBeforeKoa;
    expect((await get(path, { origin: 'http://elsewhere.example' })).status).toBe(200);
    expect((await get(path, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    const head = await fetch(`${base}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(`${base}${path}`, { method: 'POST' })).status).toBe(405);
    expect(cache().stats.hitsBeforeKoa).toBe(before);
  });

  it('sends a strong ETag per representation and 304 for If-None-Match in strong, weak, list and * forms', async () => {
    const path = '/api/home?locale=en';
    const plain = await get(path);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const br = await get(path, { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));

    for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`, `W/"nope", W/${etag}`, '*', br.headers.etag!]) {
      const res = await get(path, { 'if-none-match': ifNoneMatch });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
    const stale = await get(path, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(json(stale).data).toEqual(json(plain).data);
  });

  it('compresses JSON with brotli or gzip as Accept-Encoding allows, and varies on it', async () => {
    const path = '/api/datasets?locale=en';
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['*', 'br'],
      ['identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get(path, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      expect(json(res), accept).toEqual(json(plain));
      if (expected) expect(res.body.length).toBeLessThan(plain.body.length);
    }
  });

  it('sets the public revalidation policy on every cacheable route (single types, lists, items)', async () => {
    const list = json(await get('/api/datasets?locale=fr')).data;
    const slug = list[0]?.slug as string;
    const registry = json(await get('/api/approved-requests?locale=en')).data;
    for (const path of [
      '/api/home?locale=en',
      '/api/our-story?locale=fr',
      '/api/datasets?locale=en',
      `/api/datasets/${slug}?locale=fr`,
      '/api/approved-requests?locale=en',
      `/api/approved-requests/${registry[0]?.documentId as string}?locale=en`,
      '/api/policies?locale=en',
      '/api/proceedings?locale=fr',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('public, no-cache');
      expect(res.headers.etag, path).toBeDefined();
    }
  });

  it('keys on the whole normalized query: parameter order does not matter, values do', async () => {
    cache().purge();
    const a = await get('/api/datasets?locale=en&pagination[pageSize]=2');
    const b = await get('/api/datasets?pagination%5BpageSize%5D=2&locale=en');
    const c = await get('/api/datasets?locale=en&pagination[pageSize]=3');
    expect(json(a).data).toHaveLength(2);
    expect(b.body.equals(a.body)).toBe(true);
    expect(json(c).data).toHaveLength(3);
    expect(cache().stats.entries).toBe(2);
  });
});

describe('invalidation through the Document Service', () => {
  it('shows an update of a published single type on the next read', async () => {
    const path = '/api/home?locale=en';
    const before = json(await get(path)).data;
    const hits = cache().stats.hitsBeforeKoa;
    await get(path); // cached now, and answered before Koa
    expect(cache().stats.hitsBeforeKoa).toBe(hits + 1);
    const documentId = before.documentId as string;
    const title = `Updated ${randomUUID()}`;
    await app.strapi
      .documents('api::home.home')
      .update({ documentId, locale: 'en', data: { dataSampleTitle: title } as never, status: 'published' } as never);
    expect(json(await get(path)).data.dataSampleTitle).toBe(title);
    // The other locale's entry is rebuilt too, and still shows its own content.
    expect(json(await get('/api/home?locale=fr')).data.dataSampleTitle).not.toBe(title);
  });

  it('shows a draft only once it is published, in the item, the list and the registry that links it', async () => {
    const registry = json(await get('/api/approved-requests?locale=en')).data;
    const linked = registry.flatMap((r) => (r.datasets as Array<{ slug: string; documentId: string }>) ?? [])[0];
    expect(linked, 'the demo registry links datasets').toBeDefined();
    const itemPath = `/api/datasets/${linked!.slug}?locale=en`;
    const item = json(await get(itemPath)).data;
    await get('/api/datasets?locale=en');
    const title = `Draft title ${randomUUID()}`;

    await app.strapi
      .documents('api::dataset.dataset')
      .update({ documentId: item.documentId as string, locale: 'en', data: { title } as never } as never);
    expect(json(await get(itemPath)).data.title).toBe(item.title);

    await app.strapi
      .documents('api::dataset.dataset')
      .publish({ documentId: item.documentId as string, locale: 'en' } as never);
    expect(json(await get(itemPath)).data.title).toBe(title);
    const list = json(await get('/api/datasets?locale=en')).data;
    expect(list.find((d) => d.documentId === item.documentId)?.title).toBe(title);
    const after = json(await get('/api/approved-requests?locale=en')).data;
    const titles = after.flatMap((r) => (r.datasets as Array<{ documentId: string; title: string }>) ?? []);
    expect(titles.find((d) => d.documentId === item.documentId)?.title).toBe(title);
  });

  it('drops entries on unpublish and on delete', async () => {
    const list = json(await get('/api/policies?locale=en')).data;
    const policy = list[0]!;
    const itemPath = `/api/policies/${policy.documentId as string}?locale=en`;
    expect((await get(itemPath)).status).toBe(200);
    await app.strapi
      .documents('api::policy.policy')
      .unpublish({ documentId: policy.documentId as string, locale: 'en' } as never);
    expect((await get(itemPath)).status).toBe(404);
    const afterUnpublish = json(await get('/api/policies?locale=en')).data;
    expect(afterUnpublish.map((p) => p.documentId)).not.toContain(policy.documentId);

    const other = afterUnpublish[0]!;
    await get(`/api/policies/${other.documentId as string}?locale=en`);
    await app.strapi.documents('api::policy.policy').delete({ documentId: other.documentId as string } as never);
    expect((await get(`/api/policies/${other.documentId as string}?locale=en`)).status).toBe(404);
  });
});

describe('invalidation of what is not written through the Document Service', () => {
  it('shows a media file change (alternative text) in the pages that populate it', async () => {
    const path = '/api/home?locale=en';
    const hero = json(await get(path)).data.hero as { image: { id: number; alternativeText: string | null } };
    await get(path);
    const alt = `Alt ${randomUUID()}`;
    await app.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: hero.image.id }, data: { alternativeText: alt } });
    expect((json(await get(path)).data.hero as typeof hero).image.alternativeText).toBe(alt);
  });

  it('does not store a fill that started before an invalidation', async () => {
    const local = new ContentCache({ maxBytes: 1024 * 1024 });
    const startedAt = local.startFill();
    local.invalidate(['api::dataset.dataset']);
    expect(
      local.set(
        '/api/datasets',
        await buildCachedResponse('{}', [], 'public, no-cache'),
        ['api::dataset.dataset'],
        startedAt,
      ),
    ).toBe(false);
    expect(local.get('/api/datasets')).toBeUndefined();
    expect(
      local.set(
        '/api/datasets',
        await buildCachedResponse('{}', [], 'public, no-cache'),
        ['api::dataset.dataset'],
        local.startFill(),
      ),
    ).toBe(true);
    await local.close();
  });

  it('keeps memory within its bound, least recently used out first', async () => {
    // ~1.2 KB each (uncompressed: under the threshold), four fit in 4.8 KB.
    const body = () => buildCachedResponse(JSON.stringify({ data: 'x'.repeat(900) }), [], 'public, no-cache');
    const local = new ContentCache({ maxBytes: 4800 });
    for (const key of ['/a', '/b', '/c', '/d']) local.set(key, await body(), ['api::home.home'], local.startFill());
    expect(local.stats.entries).toBe(4);
    local.get('/a');
    local.set('/e', await body(), ['api::home.home'], local.startFill());
    expect(local.stats.bytes).toBeLessThanOrEqual(4800);
    expect(local.get('/a')).toBeDefined();
    expect(local.get('/b')).toBeUndefined();
    expect(local.get('/e')).toBeDefined();
    await local.close();
  });
});

describe('credentials', () => {
  it('never fills an entry from a request with Authorization or cookies, and never serves one to Authorization', async () => {
    const user = await userWithSession(app, 'authenticated');
    const path = '/api/our-story?locale=en';
    cache().purge();

    const authorized = await get(path, { authorization: user.auth });
    expect(authorized.status).toBe(200);
    expect(authorized.headers['cache-control']).toBe('private, no-cache');
    expect(cache().stats.entries).toBe(0);

    const withCookie = await get(path, { cookie: 'portal_refresh=abc' });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('public, no-cache');
    expect(cache().stats.entries).toBe(0);

    // Fill anonymously, then change the row behind the cache's back: the anonymous read keeps
    // the stored body, the authorized one reads the database.
    const anonymous = json(await get(path)).data;
    expect(cache().stats.entries).toBe(1);
    const marker = `Behind the cache ${randomUUID()}`;
    await app.strapi.db
      .query('api::our-story.our-story')
      .updateMany({ where: { documentId: anonymous.documentId, locale: 'en' }, data: { aboutUsTitle: marker } });
    expect(json(await get(path)).data.aboutUsTitle).toBe(anonymous.aboutUsTitle);
    expect(json(await get(path, { cookie: 'portal_refresh=abc' })).data.aboutUsTitle).toBe(anonymous.aboutUsTitle);
    expect(json(await get(path, { authorization: user.auth })).data.aboutUsTitle).toBe(marker);
    cache().purge();
    expect(json(await get(path)).data.aboutUsTitle).toBe(marker);
  });
});

describe('refusals are unchanged and never cached', () => {
  it.each([
    ['/api/home?locale=en&populate=*', 400, 'populate'],
    ['/api/datasets?locale=en&status=draft', 400, 'status'],
    ['/api/datasets?locale=en&pagination[pageSize]=1000', 400, 'pagination.pageSize'],
    ['/api/home?locale=xx', 404, 'locale'],
    ['/api/approved-requests?locale=zz', 404, 'locale'],
  ])('%s → %i', async (path, status, param) => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get(path);
      expect(res.status).toBe(status);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
      expect((json(res) as unknown as { error: { details: { param: string } } }).error.details.param).toBe(param);
    }
  });

  it('answers 404 for an unknown dataset slug, every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/api/datasets/no-such-dataset?locale=en');
      expect(res.status).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('Redis pub/sub between replicas', () => {
  const replica = () =>
    new ContentCache({ maxBytes: 1024 * 1024, bus: new RedisInvalidationBus(REDIS_URL, CHANNEL, () => undefined) });
  const entry = () => buildCachedResponse('{"data":{}}', [], 'public, no-cache');

  it('two cache instances drop what the other invalidates, and only that', async () => {
    const a = replica();
    const b = replica();
    try {
      expect(await (a.bus as RedisInvalidationBus).ready()).toBe(true);
      expect(await (b.bus as RedisInvalidationBus).ready()).toBe(true);
      for (const c of [a, b]) {
        c.set('/api/home', await entry(), ['api::home.home'], c.startFill());
        c.set('/api/datasets', await entry(), ['api::dataset.dataset'], c.startFill());
      }
      a.invalidate(['api::home.home']);
      expect(a.get('/api/home')).toBeUndefined();
      await until(() => b.get('/api/home') === undefined);
      expect(b.get('/api/datasets')).toBeDefined();
      b.purge();
      await until(() => a.get('/api/datasets') === undefined);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a Document Service write in the CMS reaches another replica, and the replica’s reach the CMS', async () => {
    const other = replica();
    try {
      await (other.bus as RedisInvalidationBus).ready();
      other.set('/api/our-story?locale=en', await entry(), ['api::our-story.our-story'], other.startFill());
      const path = '/api/our-story?locale=en';
      const story = json(await get(path)).data;
      await app.strapi.documents('api::our-story.our-story').update({
        documentId: story.documentId as string,
        locale: 'en',
        data: { aboutUsTitle: `Via the CMS ${randomUUID()}` } as never,
        status: 'published',
      } as never);
      await until(() => other.get(path) === undefined);

      // The other way: a write the CMS cannot see (straight to the table), announced by the replica.
      const cached = json(await get(path)).data;
      const marker = `Via the replica ${randomUUID()}`;
      await app.strapi.db
        .query('api::our-story.our-story')
        .updateMany({ where: { documentId: cached.documentId, locale: 'en' }, data: { aboutUsTitle: marker } });
      expect(json(await get(path)).data.aboutUsTitle).toBe(cached.aboutUsTitle);
      other.invalidate(['api::our-story.our-story']);
      await until(async () => json(await get(path)).data.aboutUsTitle === marker);
    } finally {
      await other.close();
    }
  });

  it('a replica whose subscription is down serves nothing from its cache', async () => {
    const down = new ContentCache({
      maxBytes: 1024 * 1024,
      bus: new RedisInvalidationBus('redis://127.0.0.1:1', CHANNEL, () => undefined),
    });
    try {
      expect(down.usable).toBe(false);
      expect(down.set('/api/home', await entry(), ['api::home.home'], down.startFill())).toBe(false);
      expect(down.get('/api/home')).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
