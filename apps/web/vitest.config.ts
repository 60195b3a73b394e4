import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Playwright specs run against the built SPA, never under vitest.
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      // See setup-tests.ts: waits are generous for a loaded CI machine.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }),
);
