import { availableParallelism } from 'node:os';

import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

const ISOLATED = [
  'src/app/__tests__/route-catalogs.test.tsx',
  'src/app/layout/__tests__/locale-switcher.test.tsx',
  'src/components/__tests__/carousel.test.tsx',
  // Waits on jsdom's own frame and idle callbacks, which other files replace.
  'src/components/__tests__/deferred.test.tsx',
];

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      // See setup-tests.ts: waits are generous for a loaded CI machine.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // Every core (vitest leaves one idle by default): the tests are CPU-bound.
      maxWorkers: availableParallelism(),
      // One jsdom and one module graph per worker instead of per file: a fresh environment and
      // fresh imports cost ~3.5 s of CPU per file, three times what the tests themselves take.
      // Files that replace modules (vi.mock) or check which modules a page loaded keep their own.
      // Playwright specs (e2e/) run against the built SPA, never under vitest.
      projects: [
        {
          extends: true,
          test: { name: 'shared-environment', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
      ],
    },
  }),
);
