import { configDefaults, defineConfig } from 'vitest/config';
import ApiSuiteSequencer from './tests/helpers/sequencer';

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
