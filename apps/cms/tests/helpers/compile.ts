import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** vitest globalSetup: compile the server once per run, so every test file boots the current code. */
export default function compileServer(): void {
  const appDir = path.resolve(__dirname, '..', '..');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(appDir, 'tsconfig.json')], {
    cwd: appDir,
    stdio: 'inherit',
  });
}
