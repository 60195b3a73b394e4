#!/usr/bin/env node
// `pnpm test`: every test suite of the portal, then one summary line `N passed, N failed`.
//   unit (shared, web) → infra (compose/Dockerfiles) → CMS API on SQLite → CMS API on PostgreSQL →
//   backup (pnpm backup/restore round trip, SQLite → PostgreSQL → PostgreSQL) →
//   size (JS budget of the production web build) → e2e → scaled
// PostgreSQL and backup run when 127.0.0.1:5432 answers (REQUIRE_POSTGRES=1 makes its absence a failure);
// e2e runs when a Chromium is installed (REQUIRE_E2E=1 likewise); scaled (two CMS replicas behind
// nginx, tests/scaled) runs when nginx, PostgreSQL and Redis are there (REQUIRE_SCALED=1 likewise).
// The e2e suite runs beside backup, size and scaled (each leaves about a third of the two cores
// idle, mostly waiting on PostgreSQL and the browser); their output is printed once they are done.
// Pass suite names to run a subset.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, canConnect, ensureInstalled, log, run, runAsync } from './lib.mjs';
import { missingPrerequisite } from './scaled/stack.mjs';

const RESULTS = path.join(ROOT, '.test-results');
/** The API suite's seeded SQLite template, kept for the e2e CMS to start from (no second seed). */
const SEEDED_SQLITE = path.join(RESULTS, 'seeded-sqlite');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Suites run beside e2e, one after another, while it runs. */
const BESIDE_E2E = new Set(['backup', 'size', 'scaled']);

/**
 * @typedef {{ passed: number, failed: number, note?: string, failures?: string[] }} SuiteResult
 * @typedef {{ name: string, run: (output?: string) => Promise<SuiteResult> }} Suite
 * `output`: a file for the suite's output (when it runs beside another), else this process's.
 */

/**
 * @param {string} name
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [config]
 * @returns {Suite}
 */
function vitestSuite(name, cwd, env = {}, config) {
  return {
    name,
    run: async (logFile) => {
      const output = path.join(RESULTS, `${name}.json`);
      const args = ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
      if (config) args.push('--config', config);
      await runAsync('pnpm', args, { cwd: path.join(ROOT, cwd), env, output: logFile });
      return readVitest(output);
    },
  };
}

/**
 * @param {string} file
 * @returns {SuiteResult}
 */
function readVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'no report (the run crashed)' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const crashed =
    report.testResults?.filter(
      (/** @type {{ status: string, assertionResults?: unknown[] }} */ r) =>
        r.status === 'failed' && r.assertionResults?.length === 0,
    ).length ?? 0;
  const failed = (report.numFailedTests ?? 0) + crashed;
  // Unhandled errors fail a run without failing a test: count them once, never as green.
  if (report.success === false && failed === 0)
    return { passed: report.numPassedTests ?? 0, failed: 1, note: 'errors outside the tests (see above)' };
  return { passed: report.numPassedTests ?? 0, failed, failures: vitestFailures(report) };
}

/**
 * Names of the failed tests with the first line of their message: the summary repeats them so
 * that the tail of a long CI log says what failed.
 * @param {{ testResults?: { name: string, status: string, message?: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} report
 * @returns {string[]}
 */
function vitestFailures(report) {
  /** @type {string[]} */
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    if (file.status === 'failed' && (file.assertionResults?.length ?? 0) === 0)
      names.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') names.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return names;
}

/** @param {string | undefined} text */
function firstLine(text) {
  return ((text ?? '').split('\n')[0] ?? '').slice(0, 200);
}

/**
 * The web build's JS budget (apps/web/.size-limit.js): one check, passed or failed.
 * @returns {Suite}
 */
function sizeSuite() {
  return {
    name: 'size',
    run: async () => {
      const output = path.join(RESULTS, 'size.json');
      const result = spawnSync('pnpm', ['--filter', '@portal/web', 'exec', 'size-limit', '--json'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      const text = result.stdout ?? '';
      if (result.stderr) process.stderr.write(result.stderr);
      writeFileSync(output, text);
      /** @type {{ name: string, size: number, passed: boolean }[]} */
      let checks;
      try {
        checks = JSON.parse(text.slice(text.indexOf('[')));
      } catch {
        return { passed: 0, failed: 1, note: 'size-limit printed no report' };
      }
      for (const check of checks)
        console.log(`  ${check.name}: ${check.size} bytes gzip${check.passed ? '' : ' (over budget)'}`);
      const failed = checks.filter((check) => !check.passed).length;
      return { passed: checks.length - failed, failed };
    },
  };
}

/** @returns {Suite} */
function playwrightSuite() {
  return {
    name: 'e2e',
    run: async (logFile) => {
      const output = path.join(RESULTS, 'e2e.json');
      await runAsync('pnpm', ['--filter', '@portal/web', 'exec', 'playwright', 'test'], {
        env: {
          PLAYWRIGHT_JSON_OUTPUT_NAME: output,
          CHROMIUM_PATH: CHROMIUM,
          ...(existsSync(SEEDED_SQLITE) ? { E2E_CMS_TEMPLATE: SEEDED_SQLITE } : {}),
        },
        output: logFile,
      });
      if (!existsSync(output)) return { passed: 0, failed: 1, note: 'no report (the run crashed)' };
      const report = JSON.parse(readFileSync(output, 'utf8'));
      const stats = report.stats ?? {};
      // Errors outside any test (a web server that cannot start, a broken config) run no test:
      // each counts as a failure, or a run that never started would look green.
      const errors = report.errors?.length ?? 0;
      return {
        failures: playwrightFailures(report.suites ?? []),
        passed: stats.expected ?? 0,
        failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errors,
        ...(errors > 0
          ? { note: `${errors} error(s) outside the tests: ${report.errors[0].message?.split('\n')[0]}` }
          : {}),
      };
    },
  };
}

/**
 * @typedef {{ title: string, file?: string, specs?: { title: string, ok: boolean }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @param {PlaywrightSuite[]} suites
 * @param {string} [prefix]
 * @returns {string[]}
 */
function playwrightFailures(suites, prefix = '') {
  return suites.flatMap((suite) => {
    const title = prefix ? `${prefix} › ${suite.title}` : suite.title;
    return [
      ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${title} › ${spec.title}`),
      ...playwrightFailures(suite.suites ?? [], title),
    ];
  });
}

/**
 * The machine's CPU time counters (/proc/stat), to tell how busy a suite kept the cores: where it
 * leaves them idle, another suite could run beside it.
 * @returns {{ busy: number, total: number } | null}
 */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((n, x) => n + x, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * @param {{ busy: number, total: number } | null} before
 * @param {{ busy: number, total: number } | null} after
 */
function busyShare(before, after) {
  if (!before || !after || after.total === before.total) return '  —';
  return `${String(Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))).padStart(3)}%`;
}

async function main() {
  ensureInstalled();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  log('Building @portal/shared and the CMS server');
  // Once for every suite that boots the CMS (API suites, backup, e2e, scaled): after `pnpm
  // typecheck` turbo finds the server already compiled.
  run('pnpm', ['exec', 'turbo', 'run', 'build:server', '--filter=@portal/cms']);
  process.env.PORTAL_TEST_PREBUILT = '1';

  const suites = [
    vitestSuite('shared', 'packages/shared'),
    vitestSuite('web', 'apps/web'),
    vitestSuite('infra', '.', {}, 'vitest.config.mts'),
    vitestSuite('cms-sqlite', 'apps/cms', { DATABASE_CLIENT: 'sqlite', PORTAL_TEST_KEEP_SEEDED: SEEDED_SQLITE }),
  ];
  /** @type {string[]} */
  const skipped = [];
  const postgresSuites = [
    vitestSuite('cms-postgres', 'apps/cms', { DATABASE_CLIENT: 'postgres' }),
    vitestSuite(
      'backup',
      'apps/cms',
      { DATABASE_CLIENT: 'sqlite', PORTAL_TEST_SEEDED_FROM: SEEDED_SQLITE },
      'vitest.backup.config.mts',
    ),
  ];
  if (await canConnect(5432)) suites.push(...postgresSuites);
  else if (process.env.REQUIRE_POSTGRES === '1')
    for (const { name } of postgresSuites)
      suites.push({
        name,
        run: async () => ({ passed: 0, failed: 1, note: 'PostgreSQL is not reachable on 127.0.0.1:5432' }),
      });
  else for (const { name } of postgresSuites) skipped.push(`${name} (no PostgreSQL on 127.0.0.1:5432)`);
  // One production build of the web app serves the size budget and the e2e specs.
  const wantsSuite = (/** @type {string} */ name) => only.length === 0 || only.includes(name);
  if (wantsSuite('size') || wantsSuite('e2e')) {
    log('Building the web app (size budget, e2e)');
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/web']);
  }
  suites.push(sizeSuite());
  if (existsSync(path.join(ROOT, 'apps/web/playwright.config.ts'))) {
    if (existsSync(CHROMIUM)) {
      suites.push(playwrightSuite());
    } else if (process.env.REQUIRE_E2E === '1')
      suites.push({ name: 'e2e', run: async () => ({ passed: 0, failed: 1, note: `no Chromium at ${CHROMIUM}` }) });
    else skipped.push(`e2e (no Chromium at ${CHROMIUM}; apt-get install chromium)`);
  }

  if (wantsSuite('scaled')) {
    const missing = await missingPrerequisite();
    if (!missing) {
      if (!wantsSuite('size') && !wantsSuite('e2e'))
        run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@portal/web']);
      suites.push(vitestSuite('scaled', '.', {}, 'tests/scaled/vitest.config.mts'));
    } else if (process.env.REQUIRE_SCALED === '1')
      suites.push({ name: 'scaled', run: async () => ({ passed: 0, failed: 1, note: missing }) });
    else skipped.push(`scaled (${missing})`);
  }

  const selected = suites.filter((s) => only.length === 0 || only.includes(s.name));
  /** @type {Array<SuiteResult & { name: string, seconds: number, busy: string }>} */
  const results = [];
  /**
   * @param {Suite} suite
   * @param {{ output?: string, beside?: string }} [options]
   */
  const runSuite = async (suite, { output, beside } = {}) => {
    if (!output) log(`Suite: ${suite.name}${beside ? ` (beside it: ${beside}; their output follows)` : ''}`);
    const started = Date.now();
    const cpuBefore = machineCpu();
    const result = await suite.run(output);
    results.push({
      name: suite.name,
      ...result,
      seconds: Math.round((Date.now() - started) / 1000),
      // Beside another suite the machine's share says nothing of this one's.
      busy: beside ? `beside ${beside}` : busyShare(cpuBefore, machineCpu()),
    });
  };
  for (const suite of selected.filter((s) => !BESIDE_E2E.has(s.name) && s.name !== 'e2e')) await runSuite(suite);
  const e2e = selected.find((s) => s.name === 'e2e');
  const beside = selected.filter((s) => BESIDE_E2E.has(s.name));
  const besideLog = (/** @type {Suite} */ suite) => path.join(RESULTS, `${suite.name}.log`);
  await Promise.all([
    e2e ? runSuite(e2e, { beside: beside.length > 0 ? beside.map((s) => s.name).join('+') : undefined }) : null,
    (async () => {
      for (const suite of beside) await runSuite(suite, e2e ? { output: besideLog(suite), beside: 'e2e' } : {});
    })(),
  ]);
  if (e2e)
    for (const suite of beside) {
      if (!existsSync(besideLog(suite))) continue;
      log(`Suite: ${suite.name} (ran beside e2e)`);
      process.stdout.write(readFileSync(besideLog(suite), 'utf8'));
    }
  results.sort((a, b) => selected.findIndex((s) => s.name === a.name) - selected.findIndex((s) => s.name === b.name));

  console.log('\nSummary');
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(14)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${String(r.seconds).padStart(4)} s  cpu ${r.busy}${r.note ? `  (${r.note})` : ''}`,
    );
  for (const r of results) for (const failure of r.failures ?? []) console.log(`  ✗ ${r.name}: ${failure}`);
  for (const s of skipped) console.log(`  skipped: ${s}`);
  // .ci/run passes the number of failed gates (lint, typecheck) so that one line tells all.
  const gateFailures = Number(process.env.GATE_FAILURES ?? 0) || 0;
  if (gateFailures > 0) console.log(`  gates: ${gateFailures} of lint/typecheck failed (see above)`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0) + gateFailures;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
