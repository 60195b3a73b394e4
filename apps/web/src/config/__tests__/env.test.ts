import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '',
      tokenRefreshIntervalMs: 240_000,
      inactivityTimeoutMs: 1_800_000,
    });
    expect(parseEnv({ VITE_API_URL: '  ', VITE_INACTIVITY_TIMEOUT_MS: '' }).inactivityTimeoutMs).toBe(1_800_000);
  });

  it('reads valid values and trims a trailing slash from the API URL', () => {
    expect(
      parseEnv({
        VITE_API_URL: 'https://cms.example.org/',
        VITE_TOKEN_REFRESH_INTERVAL_MS: '60000',
        VITE_INACTIVITY_TIMEOUT_MS: '900000',
      }),
    ).toEqual({
      apiUrl: 'https://cms.example.org',
      tokenRefreshIntervalMs: 60_000,
      inactivityTimeoutMs: 900_000,
    });
  });

  it.each(['abc', '-5', '0', '1.5', '1e3'])('rejects %s as a duration with a clear message', (value) => {
    expect(() => parseEnv({ VITE_TOKEN_REFRESH_INTERVAL_MS: value })).toThrow(
      `Invalid environment variable VITE_TOKEN_REFRESH_INTERVAL_MS: expected a positive integer (milliseconds), got "${value}"`,
    );
  });

  it('rejects an API URL that is not absolute http(s)', () => {
    expect(() => parseEnv({ VITE_API_URL: 'cms.example.org' })).toThrow(/Invalid environment variable VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'ftp://cms.example.org' })).toThrow(
      /Invalid environment variable VITE_API_URL/,
    );
  });
});
