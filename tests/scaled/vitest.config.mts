import { defineConfig } from 'vitest/config';

// The `scaled` suite of `pnpm test` (scripts/test.mjs): starts the scaled stack once
// (scripts/scaled/stack.mjs) and checks what must hold across replicas. Needs nginx,
// PostgreSQL, Redis and the built CMS server and web app.
export default defineConfig({
  test: {
    include: ['tests/scaled/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
