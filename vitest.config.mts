import { defineConfig } from 'vitest/config';

// Root-level checks that need no build: the compose file, the Dockerfiles and nginx.conf
// (tests/infra). Each package keeps its own vitest config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The scaled stack has its own suite and config (tests/scaled/vitest.config.mts).
    exclude: ['tests/scaled/**', '**/node_modules/**'],
    environment: 'node',
  },
});
