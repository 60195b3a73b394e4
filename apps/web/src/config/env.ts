export type Env = {
  /** Origin of the CMS; '' means same origin (the dev/preview proxy or a reverse proxy). */
  apiUrl: string;
  tokenRefreshIntervalMs: number;
  inactivityTimeoutMs: number;
  /** Days a request may stay in one status before the staff queue highlights it as stale. */
  queueStaleDays: number;
};

type RawEnv = Record<string, string | boolean | undefined>;

const DEFAULTS = {
  tokenRefreshIntervalMs: 240_000,
  inactivityTimeoutMs: 1_800_000,
  queueStaleDays: 14,
} as const;

function readString(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readPositiveInt(raw: RawEnv, name: string, fallback: number, unit = 'milliseconds'): number {
  const value = readString(raw, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`Invalid environment variable ${name}: expected a positive integer (${unit}), got "${value}"`);
  }
  return parsed;
}

function readApiUrl(raw: RawEnv): string {
  const value = readString(raw, 'VITE_API_URL');
  if (value === undefined) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid environment variable VITE_API_URL: expected an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid environment variable VITE_API_URL: expected an absolute http(s) URL, got "${value}"`);
  }
  // Paths in config/api-paths.ts start with '/', so a trailing slash would double it.
  return value.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv): Env {
  return {
    apiUrl: readApiUrl(raw),
    tokenRefreshIntervalMs: readPositiveInt(raw, 'VITE_TOKEN_REFRESH_INTERVAL_MS', DEFAULTS.tokenRefreshIntervalMs),
    inactivityTimeoutMs: readPositiveInt(raw, 'VITE_INACTIVITY_TIMEOUT_MS', DEFAULTS.inactivityTimeoutMs),
    queueStaleDays: readPositiveInt(raw, 'VITE_QUEUE_STALE_DAYS', DEFAULTS.queueStaleDays, 'days'),
  };
}

// Validated once at start-up so a bad build fails loudly instead of misbehaving later.
export const env: Env = parseEnv(import.meta.env);
