// Public content reads (home, registry, dataset list, one dataset; en and fr; docs/performance.md)
// against a bare node:http server replaying the very same bytes and headers, side by side.
import http from 'node:http';
import autocannon from 'autocannon';
import { startCms } from '../lib/cms.mjs';
import { pct } from '../lib/table.mjs';

const TARGET = 0.5;
const CONNECTIONS = 10;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOCALES = ['en', 'fr'];
// What browsers send; the CMS answers brotli.
const ACCEPT_ENCODING = 'gzip, deflate, br';
// Headers Node's http server writes itself on every response.
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The URLs the SPA requests, exactly as its API client builds them.
 * @param {{ url: string }} cms
 */
async function urlsOf(cms) {
  const list = /** @type {{ data?: { slug?: string }[] }} */ (
    await (await fetch(`${cms.url}/api/datasets?locale=en`)).json()
  );
  const slug = list.data?.[0]?.slug;
  if (!slug) throw new Error('the demo seed has no dataset');
  return LOCALES.flatMap((locale) => [
    `/api/home?locale=${locale}`,
    `/api/approved-requests?locale=${locale}`,
    `/api/datasets?${new URLSearchParams({ locale, 'pagination[page]': '1', 'pagination[pageSize]': '100' })}`,
    `/api/datasets/${slug}?locale=${locale}`,
  ]);
}

/**
 * @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} Recorded
 */

/**
 * @param {string} base
 * @param {string} path
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function fetchRaw(base, path) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server answering each path with the recorded status, headers and bytes.
 * @param {Map<string, Recorded>} recorded
 */
async function startReplay(recorded) {
  const server = http.createServer((req, res) => {
    const found = recorded.get(req.url ?? '');
    if (!found) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.writeHead(found.status, found.headers);
    res.end(found.body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Requests per second, on average, of `url`.
 * @param {string} url
 * @returns {Promise<number>}
 */
function measure(url, duration = ROUND_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx responses`));
        else resolve(result.requests.average);
      },
    );
  });
}

/**
 * SQL statements the CMS ran per request (DEBUG=knex:query) over a few cached reads.
 * @param {{ url: string }} cms
 * @param {string} path
 * @param {{ count: number }} queries
 */
async function sqlPerRequest(cms, path, queries) {
  const before = queries.count;
  const n = 20;
  for (let i = 0; i < n; i += 1) await fetchRaw(cms.url, path);
  return (queries.count - before) / n;
}

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  // knex logs each statement on stderr under DEBUG=knex:query: a cheap count without touching the app.
  const queries = { count: 0 };
  const cms = await startCms({
    env: { DEBUG: 'knex:query', DEBUG_COLORS: 'false' },
    stderr: (line) => {
      if (line.includes('knex:query')) queries.count += 1;
    },
  });
  const rows = [];
  /** @type {Awaited<ReturnType<typeof startReplay>> | undefined} */
  let replay;
  try {
    const urls = await urlsOf(cms);
    /** @type {Map<string, Recorded>} */
    const recorded = new Map();
    /** @type {Map<string, number>} */
    const sqlUncached = new Map();
    for (const path of urls) {
      const before = queries.count;
      const res = await fetchRaw(cms.url, path); // the first read of each URL: a cache miss
      await new Promise((r) => setTimeout(r, 100)); // let the stderr lines arrive
      sqlUncached.set(path, queries.count - before);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !TRANSPORT.has(name)));
      recorded.set(path, { status: res.status, headers, body: res.body });
    }
    replay = await startReplay(recorded);

    // Warm both servers (JIT, connection pools) before anything is recorded.
    for (const path of urls) for (const base of [cms.url, replay.url]) await measure(`${base}${path}`, 1);
    /** @type {Map<string, number[]>} */
    const ours = new Map(urls.map((u) => [u, []]));
    /** @type {Map<string, number[]>} */
    const bare = new Map(urls.map((u) => [u, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const path of urls) {
        console.error(`  round ${round}/${ROUNDS} ${path}`);
        // Alternate which server goes first so neither always gets the warmer CPU.
        const order = round % 2 ? ['cms', 'bare'] : ['bare', 'cms'];
        for (const which of order) {
          const rps = await measure(`${which === 'cms' ? cms.url : replay.url}${path}`);
          (which === 'cms' ? ours : bare).get(path)?.push(rps);
        }
      }
    }
    const median = (/** @type {readonly number[]} */ xs) =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    for (const path of urls) {
      const oursRps = ours.get(path) ?? [];
      const bareRps = bare.get(path) ?? [];
      const o = median(oursRps);
      const b = median(bareRps);
      // Each round's two measurements are back to back: their ratio cancels most of the load
      // other processes put on the machine, the median of those ratios the outliers.
      const ratio = median(oursRps.map((x, i) => x / (bareRps[i] ?? Number.NaN)));
      const sql = await sqlPerRequest(cms, path, queries);
      rows.push({
        metric: `GET ${path} (req/s; SQL/req: ${sql} cached, ${sqlUncached.get(path)} uncached)`,
        ours: Math.round(o).toLocaleString('en'),
        reference: Math.round(b).toLocaleString('en'),
        ratio: pct(ratio),
        target: `≥ ${pct(TARGET)}`,
        met: ratio >= TARGET,
      });
    }
  } finally {
    await replay?.close();
    await cms.stop();
  }
  return rows;
}
