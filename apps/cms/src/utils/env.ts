import { z } from 'zod';

/**
 * The CMS's own environment variables, validated by one schema. Every variable has a safe
 * default for the demo and the tests (docs/api/auth.md, README "Configuration"); secrets have
 * none in production. `readEnv()` reads the environment on each call so a test can boot Strapi
 * with its own values; config/*.ts call it while Strapi loads, so a bad value stops the boot
 * with one message that names every bad variable.
 */

/** Development fallbacks of the secrets carry this prefix; production refuses them. */
export const DEV_SECRET_PREFIX = 'dev-only-insecure-';

export const SECRET_NAMES = [
  'APP_KEYS',
  'JWT_SECRET',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An integer ≥ min, with a default. */
function intVar(fallback: number, min: number, max?: number) {
  const expected = min === 0 ? 'a non-negative integer' : min === 1 ? 'a positive integer' : `an integer ≥ ${min}`;
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return fallback;
        const value = Number(raw);
        if (!Number.isInteger(value) || value < min) {
          ctx.addIssue({ code: 'custom', message: `must be ${expected} (got "${raw}")` });
          return z.NEVER;
        }
        if (max !== undefined && value > max) {
          ctx.addIssue({ code: 'custom', message: `must be at most ${max} (got "${raw}")` });
          return z.NEVER;
        }
        return value;
      }),
  );
}

/** true/1/yes or false/0/no (any case); `fallback` when unset. */
function boolVar(fallback: boolean | undefined) {
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return fallback;
        const value = raw.trim().toLowerCase();
        if (['true', '1', 'yes'].includes(value)) return true;
        if (['false', '0', 'no'].includes(value)) return false;
        ctx.addIssue({ code: 'custom', message: `must be true or false (got "${raw}")` });
        return z.NEVER;
      }),
  );
}

const secretVar = z.preprocess(blankAsMissing, z.string().optional());

/** An optional absolute http(s) URL, without trailing slashes. */
const optionalUrlVar = z.preprocess(
  blankAsMissing,
  z
    .url({ protocol: /^https?$/, error: (issue) => `must be an absolute http(s) URL (got "${String(issue.input)}")` })
    .optional()
    .transform((url) => url?.trim().replace(/\/+$/, '')),
);

const optionalStringVar = z.preprocess(blankAsMissing, z.string().trim().optional());

/**
 * A cron pattern for Strapi's scheduler (croner): five fields, or six with seconds first.
 * Only the shape is checked here; the scheduler rejects a bad field at boot with its own message.
 */
function cronVar(fallback: string) {
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return fallback;
        const fields = raw.trim().split(/\s+/);
        if (fields.length < 5 || fields.length > 6) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a cron pattern of 5 fields (or 6 with seconds first), e.g. "${fallback}" (got "${raw}")`,
          });
          return z.NEVER;
        }
        return fields.join(' ');
      }),
  );
}

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    /** Public origin of the SPA, for links and redirects in e-mails. */
    WEB_URL: z.preprocess(
      blankAsMissing,
      z
        .url({ error: (issue) => `must be an absolute URL (got "${String(issue.input)}")` })
        .optional()
        .transform((url) => (url ?? 'http://localhost:4173').trim().replace(/\/+$/, '')),
    ),
    AUTH_OTP_REQUIRED: boolVar(true),
    AUTH_OTP_TTL_SECONDS: intVar(600, 1),
    AUTH_OTP_RESEND_COOLDOWN_SECONDS: intVar(60, 0),
    AUTH_OTP_MAX_ATTEMPTS: intVar(5, 1),
    AUTH_OTP_MAX_RESENDS: intVar(5, 0),
    AUTH_RESET_TTL_SECONDS: intVar(3600, 1),
    /** A rotated refresh token presented again within this many seconds is a concurrent tab, not a theft. */
    AUTH_REFRESH_REUSE_GRACE_SECONDS: intVar(5, 0),
    /** Access tokens live at most 15 minutes. */
    AUTH_ACCESS_TOKEN_TTL_SECONDS: intVar(600, 30, 900),
    AUTH_REFRESH_IDLE_TTL_SECONDS: intVar(24 * 60 * 60, 60),
    AUTH_REFRESH_MAX_TTL_SECONDS: intVar(7 * 24 * 60 * 60, 60),
    /** Unset: secure cookies in production only. */
    AUTH_COOKIE_SECURE: boolVar(undefined),
    /** `json`: one JSON object per log line (for a log collector); `pretty` (default): for people. */
    LOG_FORMAT: z.preprocess(
      blankAsMissing,
      z
        .enum(['json', 'pretty'], { error: (issue) => `must be "json" or "pretty" (got "${String(issue.input)}")` })
        .default('pretty'),
    ),
    LOG_LEVEL: z.preprocess(
      blankAsMissing,
      z
        .enum(['error', 'warn', 'info', 'http', 'verbose', 'debug'], {
          error: (issue) => `must be one of error, warn, info, http, verbose, debug (got "${String(issue.input)}")`,
        })
        .default('http'),
    ),
    /** Scheduled tasks (config/cron-tasks.ts); false on a replica that must never run them. */
    CRON_ENABLED: boolVar(true),
    /** When the housekeeping task (purge of expired login codes and sessions) runs: hourly by default. */
    HOUSEKEEPING_CRON: cronVar('17 * * * *'),
    /** Where uploaded media are stored: `local` (PUBLIC_DIR/uploads, a shared volume when scaled) or `aws-s3`. */
    UPLOAD_PROVIDER: z.preprocess(
      blankAsMissing,
      z
        .enum(['local', 'aws-s3'], {
          error: (issue) => `must be "local" or "aws-s3" (got "${String(issue.input)}")`,
        })
        .default('local'),
    ),
    S3_BUCKET: optionalStringVar,
    S3_REGION: optionalStringVar,
    /** An S3-compatible endpoint (MinIO, Ceph…); unset for AWS. */
    S3_ENDPOINT: optionalUrlVar,
    S3_FORCE_PATH_STYLE: boolVar(false),
    /** Unset both to use the machine's role (instance profile, IRSA). */
    S3_ACCESS_KEY_ID: optionalStringVar,
    S3_SECRET_ACCESS_KEY: optionalStringVar,
    /** Public origin of the stored files (a CDN), when it is not the bucket's own URL. */
    S3_BASE_URL: optionalUrlVar,
    /** Folder inside the bucket. */
    S3_ROOT_PATH: optionalStringVar,
    /**
     * The objects' canned ACL: `public-read` (the provider's default), `private` (files are served
     * through signed URLs) or `none` for buckets with ACLs disabled ("bucket owner enforced",
     * the AWS default since 2023), whose bucket policy makes the media readable.
     */
    S3_ACL: z.preprocess(
      blankAsMissing,
      z
        .enum(['public-read', 'private', 'none'], {
          error: (issue) => `must be "public-read", "private" or "none" (got "${String(issue.input)}")`,
        })
        .default('public-read'),
    ),
    ...Object.fromEntries(SECRET_NAMES.map((name) => [name, secretVar])),
  })
  .superRefine((env, ctx) => {
    if (env.UPLOAD_PROVIDER !== 'aws-s3') return;
    for (const name of ['S3_BUCKET', 'S3_REGION'] as const)
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when UPLOAD_PROVIDER=aws-s3' });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the machine role is used)',
      });
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    // Outside production a missing secret falls back to a development value so the quick start
    // and the tests boot without setup; in production a missing or development value stops the
    // boot, because a known key would let anyone mint admin or user tokens.
    const secrets = {} as Record<SecretName, string>;
    for (const name of SECRET_NAMES) {
      const value = (env as Record<string, unknown>)[name] as string | undefined;
      if (value && !(production && value.startsWith(DEV_SECRET_PREFIX))) secrets[name] = value;
      else if (production) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set to a secret value in production (see README, Configuration)',
        });
      } else secrets[name] = `${DEV_SECRET_PREFIX}${name.toLowerCase()}`;
    }
    return {
      production,
      webUrl: env.WEB_URL,
      auth: {
        otpRequired: env.AUTH_OTP_REQUIRED ?? true,
        otpTtlSeconds: env.AUTH_OTP_TTL_SECONDS,
        otpResendCooldownSeconds: env.AUTH_OTP_RESEND_COOLDOWN_SECONDS,
        otpMaxAttempts: env.AUTH_OTP_MAX_ATTEMPTS,
        otpMaxResends: env.AUTH_OTP_MAX_RESENDS,
        resetTtlSeconds: env.AUTH_RESET_TTL_SECONDS,
        refreshReuseGraceSeconds: env.AUTH_REFRESH_REUSE_GRACE_SECONDS,
      },
      sessions: {
        accessTokenLifespan: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
        idleRefreshTokenLifespan: env.AUTH_REFRESH_IDLE_TTL_SECONDS,
        maxRefreshTokenLifespan: env.AUTH_REFRESH_MAX_TTL_SECONDS,
      },
      cookieSecure: env.AUTH_COOKIE_SECURE ?? production,
      log: { format: env.LOG_FORMAT, level: env.LOG_LEVEL },
      cron: { enabled: env.CRON_ENABLED ?? true, housekeepingRule: env.HOUSEKEEPING_CRON },
      upload:
        env.UPLOAD_PROVIDER === 'aws-s3'
          ? {
              provider: 'aws-s3' as const,
              s3: {
                bucket: env.S3_BUCKET as string,
                region: env.S3_REGION as string,
                endpoint: env.S3_ENDPOINT,
                forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
                credentials:
                  env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                    ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                    : undefined,
                baseUrl: env.S3_BASE_URL,
                rootPath: env.S3_ROOT_PATH,
                acl: env.S3_ACL,
              },
            }
          : { provider: 'local' as const },
      secrets,
    };
  });

export type PortalEnv = z.output<typeof envSchema>;

/** Thrown for a bad environment: the message names every bad variable and what it must be. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

export function readEnv(source: Record<string, string | undefined> = process.env): PortalEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new InvalidEnvironmentError(
    result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`),
  );
}
