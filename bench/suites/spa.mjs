// The public SPA: initial JS for /en against its budget, and Lighthouse (mobile) on the home page,
// the dataset library and the data-access process page against the performance targets
// (docs/performance.md, "Public SPA"), on the production build (`vite preview`) and the compiled
// CMS with the demo seed (random ports).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../scripts/lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'apps/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; the median is reported (scores move with the machine's load). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET_KB = 120;

// Paths of apps/web/src/config/paths.ts.
const PAGES = [
  { name: 'home', path: '/en', content: 'home' },
  { name: 'dataset library', path: '/en/dataset', content: 'dataset-library' },
  { name: 'process page', path: '/en/data-governance/process', content: 'data-governance-process' },
];

const SCORES = [
  { id: 'performance', label: 'performance', min: 95 },
  { id: 'accessibility', label: 'accessibility', min: 100 },
  { id: 'best-practices', label: 'best practices', min: 100 },
  { id: 'seo', label: 'SEO', min: 95 },
];

const median = (/** @type {readonly number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `command` in a process group of its own; the returned function ends the whole group.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, ...options });
  return () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function initialJsRows() {
  const { initialScripts, routeScripts } = await import(path.join(WEB, 'scripts/initial-js.mjs'));
  const dist = path.join(WEB, 'dist');
  const gzip = (/** @type {string[]} */ files) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const initial = gzip(initialScripts(dist)) / 1000;
  const home =
    gzip(routeScripts(dist, ['src/features/content/components/home-page.tsx', 'src/features/content/messages.ts'])) /
    1000;
  return [
    {
      metric: 'SPA: initial JS for /en (gzip, entry + static imports)',
      ours: `${initial.toFixed(1)} KB`,
      reference: `${BUDGET_KB} KB budget`,
      ratio: `${(initial / BUDGET_KB).toFixed(2)}×`,
      target: '≤ 1.00×',
      met: initial <= BUDGET_KB,
    },
    {
      metric: 'SPA: home route JS fetched after the first render (gzip)',
      ours: `${home.toFixed(1)} KB`,
      reference: 'not budgeted',
      ratio: '—',
      target: 'reported',
      met: true,
    },
  ];
}

/**
 * @typedef {{ scores: Record<string, number>, cls: number, lcp: number, errors: string[] }} LighthouseRun
 */

/**
 * @param {string} url
 * @param {string} outDir
 * @param {string} run
 * @returns {LighthouseRun}
 */
function lighthouse(url, outDir, run) {
  const output = path.join(outDir, `report-${run}.json`);
  sh(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    scores: Object.fromEntries(SCORES.map(({ id }) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: (report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
    errors: (report.audits['errors-in-console']?.details?.items ?? []).map(
      (/** @type {{ description: string }} */ item) => item.description,
    ),
  };
}

/**
 * @param {(typeof PAGES)[number]} page
 * @param {readonly LighthouseRun[]} runs
 */
function pageRows(page, runs) {
  const rows = SCORES.map(({ id, label, min }) => {
    const score = median(runs.map((run) => run.scores[id] ?? 0));
    return {
      metric: `Lighthouse ${page.name}: ${label}`,
      ours: String(score),
      reference: String(min),
      ratio: `${(score / min).toFixed(2)}×`,
      target: `≥ ${min}`,
      met: score >= min,
    };
  });
  const cls = median(runs.map((run) => run.cls));
  const lcp = median(runs.map((run) => run.lcp));
  rows.push(
    {
      metric: `Lighthouse ${page.name}: CLS`,
      ours: cls.toFixed(3),
      reference: '0.02',
      ratio: `${(cls / 0.02).toFixed(2)}×`,
      target: '≤ 0.02',
      met: cls <= 0.02,
    },
    {
      metric: `Lighthouse ${page.name}: LCP`,
      ours: `${lcp.toFixed(2)} s`,
      reference: '2.5 s',
      ratio: `${(lcp / 2.5).toFixed(2)}×`,
      target: '≤ 2.5 s',
      met: lcp <= 2.5,
    },
  );
  return rows;
}

export async function run() {
  console.error('Building the web app and the CMS server');
  sh('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/web']);
  sh('pnpm', ['exec', 'turbo', 'run', 'build:server', '--filter=@portal/cms']);
  const rows = await initialJsRows();

  const [cmsPort, webPort] = [await freePort(), await freePort()];
  /** @type {(() => void)[]} */
  const stops = [];
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  try {
    stops.push(
      start(process.execPath, [path.join(WEB, 'e2e/support/start-cms.mjs')], {
        cwd: WEB,
        env: { ...process.env, E2E_CMS_PORT: String(cmsPort), E2E_WEB_URL: `http://127.0.0.1:${webPort}` },
      }),
    );
    stops.push(
      start('pnpm', ['exec', 'vite', 'preview', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'], {
        cwd: WEB,
        env: { ...process.env, CMS_URL: `http://127.0.0.1:${cmsPort}` },
      }),
    );
    await waitFor(`http://127.0.0.1:${cmsPort}/_health`, 240_000);
    await waitFor(`http://127.0.0.1:${webPort}/`, 60_000);
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${webPort}${page.path}`;
      console.error(`Lighthouse (${RUNS}×): ${url}`);
      // A first visit warms the CMS (its first answers compile queries); not measured.
      await fetch(`http://127.0.0.1:${cmsPort}/api/${page.content}?locale=en`)
        .then((response) => response.text())
        .catch(() => undefined);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(lighthouse(url, outDir, `${page.name.replace(/\W/g, '-')}-${i}`));
      const errors = [...new Set(runs.flatMap((r) => r.errors))];
      if (errors.length > 0) console.error(`  console errors on ${page.path}: ${errors.join(' | ')}`);
      rows.push(...pageRows(page, runs));
    }
  } finally {
    stops.reverse().forEach((stop) => stop());
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}
