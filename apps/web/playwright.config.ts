import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';

// Debian's Chromium, never a downloaded browser (the machine is offline but for npm and apt).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // One CMS and one SQLite database serve every spec; two cores do not gain from more workers.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E.webUrl,
    // Recording a trace screencasts every test, kept or not: a fifth of the e2e suite's time
    // (two spec files: 138 s with it, 111 s without). CI retries a failed test once, recording
    // that retry; a local run (no retries) records every test and keeps the failures' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: `node ../../node_modules/maildev/bin/maildev --smtp ${E2E.smtpPort} --web ${E2E.mailWebPort} --ip 127.0.0.1 --silent`,
      url: `${E2E.mailUrl}/email`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node e2e/support/start-cms.mjs',
      env: { E2E_CMS_PORT: String(E2E.cmsPort), E2E_SMTP_PORT: String(E2E.smtpPort), E2E_WEB_URL: E2E.webUrl },
      url: `${E2E.cmsUrl}/_health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `pnpm exec vite preview --port ${E2E.webPort} --strictPort --host 127.0.0.1`,
      url: E2E.webUrl,
      env: { CMS_URL: E2E.cmsUrl },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
