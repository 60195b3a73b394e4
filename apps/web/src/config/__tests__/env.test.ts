import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '',
      tokenRefreshIntervalMs: 240_000,
      inactivityTimeoutMs: 1_800_000,
      queueStaleDays: 14,
    });
    expect(parseEnv({ VITE_API_URL: '  ', VITE_INACTIVITY_TIMEOUT_MS: '' }).inactivityTimeoutMs).toBe(1_800_000);
  });

  it('reads valid values and trims a trailing slash from the API URL', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://cms.example.org/',
        VITE_TOKEN_REFRESH_INTERVAL_MS: '60000',
        VITE_INACTIVITY_TIMEOUT_MS: '900000',
        VITE_QUEUE_STALE_DAYS: '7',
      }),
    ).toEqual({
      apiUrl: 'https://cms.example.org',
      tokenRefreshIntervalMs: 60_000,
      inactivityTimeoutMs: 900_000,
      queueStaleDays: 7,
    });
  });

  it.each(['abc', '-5', '0', '1.5', '1e3'])('rejects %s as a duration with a clear message', (value) => {
    expect(() => parseEnv({ VITE_TOKEN_REFRESH_INTERVAL_MS: value })).toThrow(
      `Invalid environment variable VITE_TOKEN_REFRESH_INTERVAL_MS: expected a positive integer (milliseconds), got "${value}"`,
    );
  });

  it('rejects a stale threshold that is not a positive number of days', () => {
    expect(() => parseEnv({ VITE_QUEUE_STALE_DAYS: '0' })).toThrow(
      'Invalid environment variable VITE_QUEUE_STALE_DAYS: expected a positive integer (days), got "0"',
    );
  });

  it('rejects an API URL that is not absolute http(s)', () => {
    expect(() => parseEnv({ VITE_API_URL: 'cms.example.org' })).toThrow(/Invalid environment variable VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'ftp://cms.example.org' })).toThrow(
      /Invalid environment variable VITE_API_URL/,
    );
  });
});
