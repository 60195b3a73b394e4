import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that walk a whole matrix of roles and states: the longest of the suite (25–40 s each). */
const MATRIX = /\b(statePool|runAssignMatrix)\b/;
/**
 * Files that boot on the demo content, which wait for the seeded template (global-setup.ts):
 * `seedDemo: true` itself, or the helper that boots the request tests with it.
 */
const SEEDED = /\bseedDemo: true\b|\bbootRequestsApp\(/;

/**
 * The API suite's order: the files that need only the schema first, since the demo content's
 * template is built after the schema's; within each part, the matrices first, so that no long file
 * starts last and runs alone; then vitest's own order (the last run's durations when it has them,
 * else size: a small file can still run long when it loops over a matrix helper).
 */
class ApiSuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(
      sorted.map((file) => {
        const text = readFileSync(file.moduleId, 'utf8');
        return [file, (SEEDED.test(text) ? 2 : 0) + (MATRIX.test(text) ? 0 : 1)];
      }),
    );
    // Array.prototype.sort is stable: vitest's order holds within a rank.
    return sorted.sort((a, b) => (rank.get(a) ?? 1) - (rank.get(b) ?? 1));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The backup round trip has its own config and suite (vitest.backup.config.mts).
    exclude: [...configDefaults.exclude, 'tests/backup/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    sequence: { sequencer: ApiSuiteSequencer },
    // Each file boots its own Strapi, three at a time: a file waits on mail, timers and (on
    // PostgreSQL) the server about a third of its time, which a third worker fills on 2 cores. Files
    // share their worker's process: Strapi's modules load once per worker, not once per file
    // (a first boot costs ~7 s, the next ones ~1.5 s). Each boot brings its own database and
    // environment, and a stopped instance leaves no caches behind (src/index.ts, destroy).
    pool: 'forks',
    maxWorkers: 3,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
