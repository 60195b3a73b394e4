import { defineConfig } from 'vitest/config';

// Date tests must run in a zone west of UTC: there, a date-only string read as UTC midnight
// (new Date('2024-03-07')) would print as the previous day, so a timezone bug cannot pass unnoticed.
// Set before workers start so they inherit it.
process.env.TZ = 'America/New_York';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
