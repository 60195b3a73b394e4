// The reference of the mixed load's public reads: a bare node:http server answering the same
// paths with the very bytes and headers the stack sent, timed by the same kind of client (fetch,
// the same number of connections), so that the ratio shows what the stack adds per read.
import http from 'node:http';
import { summarize } from './scaled-load.mjs';

// What Node's fetch asks for (and decompresses): the stack answers the same encoding to both.
const ACCEPT_ENCODING = 'gzip, deflate';

/** @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} Recorded */

/**
 * One raw answer (body still encoded) of `base` + `path`.
 * @param {string} base
 * @param {string} path
 * @returns {Promise<Recorded>}
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
 * Records `paths` from `base` and serves them from a bare node:http server on a free port.
 * @param {string} base
 * @param {readonly string[]} paths
 */
export async function startReplay(base, paths) {
  /** @type {Map<string, Recorded>} */
  const recorded = new Map();
  for (const path of paths) {
    const answer = await fetchRaw(base, path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} from the stack, nothing to replay`);
    // Node writes these itself; the body is complete, so no chunked transfer.
    for (const header of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete answer.headers[header];
    answer.headers['content-length'] = String(answer.body.length);
    recorded.set(path, answer);
  }
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * GETs random `paths` of `base` from `connections` concurrent clients for `seconds`, as the mix
 * does its public reads; the figures of the answers, and how many were not 200.
 * @param {{ base: string, paths: readonly string[], seconds: number, connections: number }} options
 */
export async function timeReads({ base, paths, seconds, connections }) {
  const deadline = Date.now() + seconds * 1000;
  /** @type {number[]} */
  const durations = [];
  let failed = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = Date.now();
      try {
        const res = await fetch(`${base}${paths[Math.floor(Math.random() * paths.length)]}`);
        await res.arrayBuffer();
        if (res.status !== 200) failed += 1;
      } catch {
        failed += 1;
      }
      durations.push(Date.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { ...summarize(durations), failed };
}
