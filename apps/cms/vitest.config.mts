import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The backup round trip has its own config and suite (vitest.backup.config.mts).
    exclude: [...configDefaults.exclude, 'tests/backup/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each file boots its own Strapi; two at a time keeps a 2-core machine responsive. Files
    // share their worker's process: Strapi's modules load once per worker, not once per file
    // (a first boot costs ~7 s, the next ones ~1.5 s). Each boot brings its own database and
    // environment, and a stopped instance leaves no caches behind (src/index.ts, destroy).
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
