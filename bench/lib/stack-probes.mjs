// Probes of the scaled stack's shared services, for the fault benchmark: an editor's change on one
// replica and its title as another replica serves it (content cache), a rate limit counted across
// replicas, the Redis subscribers of the cache channel, and lines of the replicas' logs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/lib.mjs';
import { DEMO } from '../../scripts/scaled/stack.mjs';

const requireCms = createRequire(path.join(ROOT, 'apps', 'cms', 'package.json'));

/**
 * @param {string} base
 * @param {string} route
 * @param {RequestInit & { json?: unknown }} [init]
 */
async function call(base, route, init = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${route}`, { ...init, headers, body, signal: AbortSignal.timeout(15_000) });
  /** @type {any} */
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

/**
 * The demo policies as `base` serves them (a public, cached read).
 * @param {string} base
 * @returns {Promise<{ documentId: string, title: string }[]>}
 */
export async function policies(base) {
  const res = await call(base, '/api/policies?locale=en');
  if (res.status !== 200 || !Array.isArray(res.json?.data)) throw new Error(`/api/policies: ${res.status}`);
  return res.json.data;
}

/**
 * The title `base` serves for one policy.
 * @param {string} base
 * @param {string} documentId
 */
export async function policyTitle(base, documentId) {
  return (await policies(base)).find((p) => p.documentId === documentId)?.title;
}

/**
 * Waits until `base` serves `title` for the policy; true if it did within `timeoutMs`.
 * @param {string} base
 * @param {string} documentId
 * @param {string} title
 */
export async function seesTitle(base, documentId, title, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await policyTitle(base, documentId)) === title) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return (await policyTitle(base, documentId)) === title;
}

/**
 * An editor renames a policy on `base` (the admin panel's content-manager API: save, publish).
 * Returns the new title, or throws with the status that refused it.
 * @param {string} base
 * @param {string} documentId
 * @param {string} title
 */
export async function editPolicy(base, documentId, title) {
  const login = await call(base, '/admin/login', { method: 'POST', json: DEMO.admin });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const auth = { authorization: `Bearer ${login.json.data.token}` };
  const route = `/content-manager/collection-types/api::policy.policy/${documentId}`;
  const saved = await call(base, `${route}?locale=en`, { method: 'PUT', headers: auth, json: { title } });
  if (saved.status !== 200) throw new Error(`policy save: ${saved.status} ${JSON.stringify(saved.json?.error)}`);
  const published = await call(base, `${route}/actions/publish?locale=en`, { method: 'POST', headers: auth, json: {} });
  if (published.status !== 200) throw new Error(`policy publish: ${published.status}`);
  return title;
}

/**
 * Password-reset requests for one address (a limit per address: AUTH_RATE_FORGOT_PASSWORD_EMAIL),
 * sent to each of `bases` in turn; the statuses, in order.
 * @param {readonly string[]} bases
 * @param {number} count
 */
export async function forgotPasswordStatuses(bases, count) {
  const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  /** @type {number[]} */
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const base = bases[i % bases.length] ?? '';
    statuses.push((await call(base, '/api/auth/forgot-password', { method: 'POST', json: { email } })).status);
  }
  return statuses;
}

/**
 * How many clients are subscribed to `channel` on the Redis at `url` (each replica's cache bus is one).
 * @param {string} url
 * @param {string} channel
 */
export async function subscribers(url, channel) {
  const Redis = requireCms('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const [, count] = await client.call('PUBSUB', 'NUMSUB', channel);
    return Number(count);
  } finally {
    client.disconnect();
  }
}

/**
 * Keeps the lines of the replicas' output that match `pattern`, with the time they came, from now on.
 * @param {readonly import('../../scripts/scaled/stack.mjs').LoggedProcess[]} processes
 * @param {RegExp} pattern
 */
export function watchLines(processes, pattern) {
  /** @type {{ at: number, name: string, line: string }[]} */
  const seen = [];
  for (const p of processes)
    for (const stream of [p.child.stdout, p.child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        if (pattern.test(line)) seen.push({ at: Date.now(), name: p.name, line });
      });
  return {
    seen,
    /** @param {number} from @param {number} [to] */
    between: (from, to = Infinity) => seen.filter((s) => s.at >= from && s.at < to),
  };
}
