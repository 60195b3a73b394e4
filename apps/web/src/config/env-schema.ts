import { z } from 'zod';

/**
 * The SPA's settings: its VITE_* variables, validated by one schema; docs/operations.md
 * ("Configuration") lists them. Vite bakes them into the bundle, so they are parsed at build time
 * (build-tools/portal-env.ts) and the bundle carries the result, not zod.
 */
export type Env = {
  /** Origin of the CMS; '' means same origin (the dev/preview proxy or a reverse proxy). */
  apiUrl: string;
  tokenRefreshIntervalMs: number;
  inactivityTimeoutMs: number;
};

type RawEnv = Record<string, unknown>;

type Read<T> = { value: T } | { expected: string };

/** A variable: `fallback` when unset or blank (Vite's own entries, booleans, never reach `read`). */
function variable<T>(fallback: T, read: (value: string) => Read<NoInfer<T>>) {
  return z.optional(z.unknown()).transform((input, ctx) => {
    const value = typeof input === 'string' ? input.trim() : '';
    if (value === '') return fallback;
    const result = read(value);
    if ('value' in result) return result.value;
    ctx.issues.push({ code: 'custom', message: `expected ${result.expected}, got "${value}"`, input });
    return z.NEVER;
  });
}

function positiveInt(fallback: number, unit: string) {
  return variable(fallback, (value) => {
    const parsed = Number(value);
    return /^\d+$/.test(value) && Number.isSafeInteger(parsed) && parsed > 0
      ? { value: parsed }
      : { expected: `a positive integer (${unit})` };
  });
}

const httpUrl = z.url({ protocol: /^https?$/ });

const webEnvSchema = z.object({
  // Paths in config/api-paths.ts start with '/', so a trailing slash would double it.
  VITE_API_URL: variable('', (value) =>
    httpUrl.safeParse(value).success ? { value: value.replace(/\/+$/, '') } : { expected: 'an absolute http(s) URL' },
  ),
  VITE_TOKEN_REFRESH_INTERVAL_MS: positiveInt(240_000, 'milliseconds'),
  VITE_INACTIVITY_TIMEOUT_MS: positiveInt(1_800_000, 'milliseconds'),
});

/** Every variable the SPA reads. */
export const WEB_ENV_VARIABLES = Object.keys(webEnvSchema.shape);

export function parseEnv(raw: RawEnv): Env {
  const result = webEnvSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map((issue) => `Invalid environment variable ${issue.path.map(String).join('.')}: ${issue.message}`)
        .join('\n'),
    );
  }
  const env = result.data;
  return {
    apiUrl: env.VITE_API_URL,
    tokenRefreshIntervalMs: env.VITE_TOKEN_REFRESH_INTERVAL_MS,
    inactivityTimeoutMs: env.VITE_INACTIVITY_TIMEOUT_MS,
  };
}
