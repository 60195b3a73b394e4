/* global window, document, MutationObserver -- the probe and the reference run inside the page (page.evaluate). */
// Registry: keystroke-to-filtered-table in Chromium with 5,000 approved requests
// (docs/performance.md). Seeds a temporary SQLite database (demo content + 5,000 generated entries), starts
// the compiled CMS in production mode and the built SPA (vite preview) on random ports, types
// search text into the registry's search box one key at a time with playwright-core and
// /usr/bin/chromium, and times each keystroke until the table shows the rows of that text (the
// SPA filters the registry's compact index in memory). Reference, in the same browser and run:
// the bare minimum of that work, the same entries filtered with plain loops and 25 rows written
// into a bare <table>, no React. Also times the server's search (GET /api/approved-requests?q=)
// for the same keystrokes — the design a keystroke would wait on without the index — and checks
// that the index and paging through the API both hold every entry.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from '../../scripts/lib.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cmsDir = path.join(root, 'apps/cms');
const webDir = path.join(root, 'apps/web');
const ENTRIES = Number(process.env.BENCH_REGISTRY_ENTRIES ?? 5000);
const TARGET_MS = 50;
// Words typed one key at a time (each prefix is a measured keystroke): names, places, topics,
// an organization number and a dataset title, so every searched field is exercised.
const WORDS = ['lovelace', 'montréal', 'asthma', 'nakamura', 'council 4', 'birth cohort', 'hopper', 'zzz'];

// playwright-core comes with @playwright/test (apps/web); resolve it through that chain.
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const requireFromTest = createRequire(requireFromWeb.resolve('@playwright/test/package.json'));
const requireFromPlaywright = createRequire(requireFromTest.resolve('playwright/package.json'));
const { chromium } = requireFromPlaywright('playwright-core');

/**
 * An entry of GET /api/approved-requests, as far as the reference reads it.
 * @typedef {object} RegistryEntry
 * @property {string} documentId
 * @property {string} [projectTitle]
 * @property {string} [approvalDate]
 * @property {{ organization?: string, firstName?: string, lastName?: string }} [principalInvestigator]
 * @property {{ title?: string }[]} datasets
 */

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {readonly number[]} values
 * @param {number} q
 */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/**
 * A child process whose last 4,000 characters of output are kept, for the error of a failed start.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => log };
}

/** In the page: times each input event until the results show that text (DOM committed). */
function installProbe() {
  window.__registryTimes = [];
  const input = /** @type {HTMLInputElement} */ (document.querySelector('.registry input[type="search"]'));
  /** @type {{ text: string, started: number } | null} */
  let pending = null;
  input.addEventListener('input', () => {
    pending = { text: input.value.trim(), started: performance.now() };
  });
  const check = () => {
    if (!pending) return;
    const results = document.querySelector('.registry__results');
    if (results?.getAttribute('data-search') === pending.text && results.getAttribute('aria-busy') === 'false') {
      window.__registryTimes.push({ text: pending.text, ms: performance.now() - pending.started });
      pending = null;
    }
  };
  new MutationObserver(check).observe(/** @type {Element} */ (document.querySelector('.registry')), {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * In the page: the reference, every entry in memory, filtered and 25 rows rendered per keystroke.
 * @param {{ words: readonly string[], all: readonly RegistryEntry[] }} input
 */
async function referenceInPage({ words, all }) {
  const lower = (/** @type {string | undefined} */ s) => (s ?? '').toLowerCase();
  const index = all.map((e) => ({
    e,
    text: [
      e.projectTitle,
      e.principalInvestigator?.organization,
      e.principalInvestigator?.firstName,
      e.principalInvestigator?.lastName,
      ...e.datasets.map((d) => d.title),
    ].map(lower),
  }));
  const table = document.createElement('table');
  document.body.append(table);
  /** @type {number[]} */
  const times = [];
  for (const word of words) {
    for (let i = 1; i <= word.length; i += 1) {
      const needle = word.slice(0, i).trim().toLowerCase();
      const started = performance.now();
      const rows = index.filter((item) => needle === '' || item.text.some((t) => t.includes(needle)));
      table.replaceChildren(
        ...rows.slice(0, 25).map(({ e }) => {
          const tr = document.createElement('tr');
          for (const value of [
            e.projectTitle,
            e.principalInvestigator?.lastName,
            e.principalInvestigator?.organization,
            e.approvalDate,
          ]) {
            const td = document.createElement('td');
            td.textContent = value ?? '';
            tr.append(td);
          }
          return tr;
        }),
      );
      void table.offsetHeight; // layout, like the real table
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  table.remove();
  return times;
}

export async function run() {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-registry-'));
  mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const dbEnv = {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(work, 'bench.db'),
    PUBLIC_DIR: path.join(work, 'public'),
  };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let browser;
  try {
    console.error('registry: compiling the CMS server');
    execFileSync('pnpm', ['--filter', '@portal/cms', 'build:server'], { cwd: root, stdio: 'ignore' });
    console.error('registry: building the SPA (turbo: cached when unchanged)');
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/web'], { cwd: root, stdio: 'ignore' });
    console.error(`registry: seeding ${ENTRIES} approved requests (a few minutes)`);
    execFileSync(process.execPath, [path.join(root, 'bench/lib/seed-registry.mjs'), String(ENTRIES)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...dbEnv, NODE_ENV: 'development', STRAPI_TELEMETRY_DISABLED: 'true' },
    });

    const cmsPort = await freePort();
    const secret = () => randomBytes(16).toString('base64');
    const cms = start(process.execPath, [path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
      cwd: cmsDir,
      env: {
        ...process.env,
        ...dbEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(cmsPort),
        SEED_DEMO: 'false',
        SERVE_ADMIN_PANEL: 'false',
        STRAPI_TELEMETRY_DISABLED: 'true',
        APP_KEYS: `${secret()},${secret()}`,
        API_TOKEN_SALT: secret(),
        ADMIN_JWT_SECRET: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        JWT_SECRET: secret(),
        ENCRYPTION_KEY: secret(),
      },
    });
    children.push(cms.child);
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    await waitFor(`${cmsUrl}/_health`, 120_000).catch((error) => {
      throw new Error(`${error.message}\n${cms.log()}`);
    });

    const webPort = await freePort();
    const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
    const web = start(
      process.execPath,
      [vite, 'preview', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: webDir,
        env: { ...process.env, CMS_URL: cmsUrl },
      },
    );
    children.push(web.child);
    const webUrl = `http://127.0.0.1:${webPort}`;
    await waitFor(webUrl, 60_000);

    const index = /** @type {{ data: { documentId: string }[] }} */ (
      await (await fetch(`${cmsUrl}/api/approved-requests-index?locale=en`)).json()
    );

    // Never dropped: paging through the API reaches every published entry exactly once.
    const seen = new Set();
    let total = 0;
    /** @type {RegistryEntry[]} */
    const all = [];
    for (let page = 1; ; page += 1) {
      const body =
        /** @type {{ data: RegistryEntry[], meta: { pagination: { total: number, pageCount: number } } }} */ (
          await (
            await fetch(`${cmsUrl}/api/approved-requests?locale=en&pagination[page]=${page}&pagination[pageSize]=100`)
          ).json()
        );
      total = body.meta.pagination.total;
      for (const entry of body.data) {
        seen.add(entry.documentId);
        all.push(entry);
      }
      if (page >= body.meta.pagination.pageCount) break;
    }

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${webUrl}/en/data-governance/process`);
    await page.waitForSelector('.registry__results[aria-busy="false"] tbody tr', { timeout: 60_000 });
    await page.evaluate(installProbe);
    const search = page.locator('.registry input[type="search"]');

    // Warm-up word (not measured): JIT, connection, first renders.
    await search.pressSequentially('warm', { delay: 50 });
    await page.waitForFunction(() => window.__registryTimes.some((t) => t.text === 'warm'), null, { timeout: 30_000 });
    /** @type {number[]} */
    const typed = [];
    for (const word of WORDS) {
      await search.fill('');
      await page.waitForSelector('.registry__results[data-search=""][aria-busy="false"]', { timeout: 30_000 });
      await page.evaluate(() => (window.__registryTimes = []));
      for (const char of word) {
        const before = await page.evaluate(() => window.__registryTimes.length);
        await search.pressSequentially(char);
        await page.waitForFunction((/** @type {number} */ n) => window.__registryTimes.length > n, before, {
          timeout: 30_000,
        });
        await page.waitForTimeout(30);
      }
      typed.push(...(await page.evaluate(() => window.__registryTimes.map((t) => t.ms))));
    }
    /** @type {number[]} */
    const reference = await page.evaluate(referenceInPage, { words: WORDS, all });

    // The server's search for the same keystrokes, one request each (what the table would wait on).
    /** @type {number[]} */
    const api = [];
    for (const word of WORDS) {
      for (let i = 1; i <= word.length; i += 1) {
        const started = performance.now();
        const res = await fetch(
          `${cmsUrl}/api/approved-requests?locale=en&q=${encodeURIComponent(word.slice(0, i))}&pagination[pageSize]=25`,
        );
        await res.json();
        api.push(performance.now() - started);
      }
    }

    const ours = { p50: quantile(typed, 0.5), p95: quantile(typed, 0.95) };
    const ref = { p50: quantile(reference, 0.5), p95: quantile(reference, 0.95) };
    const server = { p50: quantile(api, 0.5), p95: quantile(api, 0.95) };
    const indexIds = new Set(index.data.map((row) => row.documentId));
    const ms = (/** @type {number} */ v) => `${v.toFixed(1)} ms`;
    console.error(`registry: ${typed.length} keystrokes measured, ${reference.length} reference filters`);
    return [
      {
        metric: `registry keystroke→table p50 (${total} entries)`,
        ours: ms(ours.p50),
        reference: `${ms(ref.p50)} bare DOM`,
        ratio: `${(ours.p50 / ref.p50).toFixed(1)}×`,
        target: `≤ ${TARGET_MS} ms`,
        met: ours.p50 <= TARGET_MS,
      },
      {
        metric: `registry keystroke→table p95 (${typed.length} keystrokes)`,
        ours: ms(ours.p95),
        reference: `${ms(ref.p95)} bare DOM`,
        ratio: `${(ours.p95 / ref.p95).toFixed(1)}×`,
        target: `≤ ${TARGET_MS} ms`,
        met: ours.p95 <= TARGET_MS,
      },
      {
        metric: 'registry server search round trip p50 / p95 (not on the keystroke path)',
        ours: `${ms(server.p50)} / ${ms(server.p95)}`,
        reference: `${ms(ours.p50)} / ${ms(ours.p95)} index`,
        ratio: `${(server.p50 / ours.p50).toFixed(1)}×`,
        target: `≤ ${TARGET_MS} ms if on the path`,
        met: server.p95 <= TARGET_MS,
      },
      {
        metric: 'registry entries in the compact index',
        ours: `${indexIds.size}`,
        reference: `${total} published`,
        ratio: `${((indexIds.size / total) * 100).toFixed(1)}%`,
        target: 'all, none twice',
        met: indexIds.size === total && index.data.length === total,
      },
      {
        metric: 'registry entries reachable by paging the API',
        ours: `${seen.size}`,
        reference: `${total} published`,
        ratio: `${((seen.size / total) * 100).toFixed(1)}%`,
        target: 'all, none twice',
        met: seen.size === total && all.length === total,
      },
    ];
  } finally {
    await browser?.close().catch(() => {});
    for (const child of children) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}
