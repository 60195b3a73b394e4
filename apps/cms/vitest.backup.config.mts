import { defineConfig } from 'vitest/config';

// The backup round trip (tests/backup, `pnpm test backup`): SQLite → PostgreSQL → PostgreSQL.
// Its source is the seeded SQLite template, whatever DATABASE_CLIENT the caller has set.
process.env.DATABASE_CLIENT = 'sqlite';
// The one seeded boot of the suite seeds in place (a template of its own would cost a second
// seeded boot), or, in `pnpm test`, copies the seeded template the SQLite API suite kept
// (PORTAL_TEST_SEEDED_FROM, tests/helpers/global-setup.ts).
process.env.PORTAL_TEST_NO_TEMPLATE = '1';

export default defineConfig({
  test: {
    include: ['tests/backup/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    // Each step runs `pnpm backup` or `pnpm restore` in a child process (one Strapi boot each).
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
