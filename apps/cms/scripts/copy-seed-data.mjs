// Copies the demo seed's data files (YAML) next to the compiled seed: tsc emits only code and
// JSON, and the Docker image ships `dist` without `src` (see src/bootstrap/seed/lib/data-files.ts).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(appDir, 'src', 'bootstrap', 'seed', 'data');
const to = path.join(appDir, 'dist', 'src', 'bootstrap', 'seed', 'data');
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
