import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The backup round trip has its own config and suite (vitest.backup.config.mts).
    exclude: [...configDefaults.exclude, 'tests/backup/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each file boots its own Strapi; two at a time keeps a 2-core machine responsive.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
