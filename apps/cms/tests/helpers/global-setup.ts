import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildSeededTemplate } from './seed-template';

/**
 * vitest globalSetup: compile the server once per run (so every file boots the current code; skipped
 * when `pnpm test` has just built it),
 * then seed the demo template that `bootStrapi({ seedDemo: true })` copies.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const appDir = path.resolve(__dirname, '..', '..');
  // `pnpm test` builds the server once (turbo) for every suite that boots it and says so.
  if (process.env.PORTAL_TEST_PREBUILT !== '1')
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(appDir, 'tsconfig.json')], {
      cwd: appDir,
      stdio: 'inherit',
    });
  if (process.env.PORTAL_TEST_NO_TEMPLATE === '1') return async () => {};
  const template = await buildSeededTemplate();
  // Forked workers inherit the environment of the main process as it is now.
  process.env.PORTAL_TEST_TEMPLATE = JSON.stringify(template.info);
  return template.remove;
}
