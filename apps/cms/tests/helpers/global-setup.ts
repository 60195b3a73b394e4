import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { dropAbandonedTestDatabases, dropRunDatabases, nameRunDatabases } from './database';
import { keepSeeded, keptSeeded, startTemplate } from './seed-template';

/**
 * vitest globalSetup: compile the server once per run (so every file boots the current code; skipped
 * when `pnpm test` has just built it),
 * then boot the two templates that `bootStrapi` copies: the demo content (`seedDemo: true`) and
 * the schema alone (every other boot).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const appDir = path.resolve(__dirname, '..', '..');
  // `pnpm test` builds the server once (turbo) for every suite that boots it and says so.
  if (process.env.PORTAL_TEST_PREBUILT !== '1')
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(appDir, 'tsconfig.json')], {
      cwd: appDir,
      stdio: 'inherit',
    });
  // bcrypt's lowest cost: the suites create and sign in hundreds of accounts, and at the
  // production cost hashing alone was a third of their CPU time. The hashing code is the same;
  // tests/api/auth-password-cost.test.ts checks that the setting reaches new hashes.
  process.env.AUTH_BCRYPT_ROUNDS ??= '4';
  const runDatabases = process.env.DATABASE_CLIENT === 'postgres' ? nameRunDatabases() : undefined;
  if (runDatabases) {
    const dropped = await dropAbandonedTestDatabases();
    if (dropped.length > 0) console.log(`Dropped ${dropped.length} test database(s) that killed runs left behind`);
  }
  const dropDatabases = async () => {
    if (runDatabases) await dropRunDatabases(runDatabases);
  };
  // A later suite of the same `pnpm test` (the backup round trip, on SQLite) starts its seeded
  // boots from the template the SQLite API suite kept (PORTAL_TEST_KEEP_SEEDED), as the e2e CMS
  // does, instead of seeding the demo content once more (a 30 s boot).
  const kept = process.env.DATABASE_CLIENT === 'postgres' ? undefined : keptSeeded(process.env.PORTAL_TEST_SEEDED_FROM);
  if (kept) {
    process.env.PORTAL_TEST_TEMPLATE = JSON.stringify(kept);
    return dropDatabases;
  }
  if (process.env.PORTAL_TEST_NO_TEMPLATE === '1') return dropDatabases;
  // Side by side, each one boot in its own process. The files that need only the schema (most)
  // start as soon as it is there; the seeded boot takes twice as long, and the boots that copy it
  // wait for it (awaitTemplate), while the sequencer runs the files that need it last
  // (vitest.config.mts).
  const [seeded, schema] = await Promise.all([startTemplate({ seed: true }), startTemplate({ seed: false })]);
  const seededKept = seeded.built.then(() => keepSeeded(seeded.info, process.env.PORTAL_TEST_KEEP_SEEDED));
  // A failed seeded boot fails the files that wait for it, with its error; the run goes on.
  seededKept.catch(() => undefined);
  await schema.built;
  // Forked workers inherit the environment of the main process as it is now.
  process.env.PORTAL_TEST_TEMPLATE = JSON.stringify(seeded.info);
  process.env.PORTAL_TEST_SCHEMA_TEMPLATE = JSON.stringify(schema.info);
  return async () => {
    await seededKept.catch(() => undefined);
    await Promise.all([seeded.remove(), schema.remove()]);
    await dropDatabases();
  };
}
