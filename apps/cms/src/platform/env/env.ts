import { z } from 'zod';
import {
  DEV_SECRET_PREFIX,
  PRODUCTION_MIN_BCRYPT_ROUNDS,
  RATE_LIMIT_VARIABLES,
  SECRET_NAMES,
  envVariables,
  type SecretName,
} from './env-schema';
import type { RateSpec } from './env-vars';

/**
 * The CMS's settings, from the environment parsed by one schema (./env-schema.ts). Every variable
 * has a safe default for the demo and the tests; secrets have none in production. A bad value
 * stops the boot with one message that names every bad variable (config/*.ts read the settings
 * while Strapi loads).
 */

const settingsSchema = envVariables
  .superRefine((env, ctx) => {
    const media = env.UPLOAD_PROVIDER === 'aws-s3';
    const privateFiles = env.PRIVATE_FILES_STORE === 's3';
    if (media)
      for (const name of ['S3_BUCKET', 'S3_REGION'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when UPLOAD_PROVIDER=aws-s3' });
    if (privateFiles) {
      // With aws-s3 media, a missing region is named once, above.
      const required = media ? (['S3_PRIVATE_BUCKET'] as const) : (['S3_PRIVATE_BUCKET', 'S3_REGION'] as const);
      for (const name of required)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when PRIVATE_FILES_STORE=s3' });
      // The media bucket's objects are public: private files never share it.
      if (media && env.S3_PRIVATE_BUCKET && env.S3_PRIVATE_BUCKET === env.S3_BUCKET)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_PRIVATE_BUCKET'],
          message: 'must not be S3_BUCKET: the media bucket is public, private files need a bucket of their own',
        });
    }
    if (!media && !privateFiles) return;
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
      const value = env[name];
      if (value && !(production && value.startsWith(DEV_SECRET_PREFIX))) secrets[name] = value;
      else if (production) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set to a secret value in production (see docs/operations.md, Configuration)',
        });
      } else secrets[name] = `${DEV_SECRET_PREFIX}${name.toLowerCase()}`;
    }
    // Below bcrypt's usual cost a stolen hash gives way to guessing far sooner; a low cost is
    // for the tests only, where every account they create pays it.
    if (production && env.AUTH_BCRYPT_ROUNDS < PRODUCTION_MIN_BCRYPT_ROUNDS)
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_BCRYPT_ROUNDS'],
        message: `must be at least ${PRODUCTION_MIN_BCRYPT_ROUNDS} in production`,
      });
    return {
      nodeEnv: env.NODE_ENV,
      production,
      secrets,
      /** APP_KEYS as Koa wants them: a list; a single key gets a second one derived from it. */
      appKeys: keyList(secrets.APP_KEYS),
      server: {
        host: env.HOST,
        port: env.PORT,
        publicUrl: env.PUBLIC_URL,
        proxied: env.IS_PROXIED,
        publicDir: env.PUBLIC_DIR,
        corsOrigins: env.CORS_ORIGINS,
        serveAdminPanel: env.SERVE_ADMIN_PANEL,
        startupLog: env.STRAPI_STARTUP_LOG,
      },
      database: {
        client: env.DATABASE_CLIENT,
        filename: env.DATABASE_FILENAME,
        url: env.DATABASE_URL,
        host: env.DATABASE_HOST,
        port: env.DATABASE_PORT,
        name: env.DATABASE_NAME,
        username: env.DATABASE_USERNAME,
        password: env.DATABASE_PASSWORD,
        schema: env.DATABASE_SCHEMA,
        ssl: env.DATABASE_SSL,
        sslRejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED,
        poolMin: env.DATABASE_POOL_MIN,
        poolMax: env.DATABASE_POOL_MAX,
        connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT,
      },
      webUrl: env.WEB_URL,
      auth: {
        otpRequired: env.AUTH_OTP_REQUIRED,
        otpTtlSeconds: env.AUTH_OTP_TTL_SECONDS,
        otpResendCooldownSeconds: env.AUTH_OTP_RESEND_COOLDOWN_SECONDS,
        otpMaxAttempts: env.AUTH_OTP_MAX_ATTEMPTS,
        otpMaxResends: env.AUTH_OTP_MAX_RESENDS,
        resetTtlSeconds: env.AUTH_RESET_TTL_SECONDS,
        refreshReuseGraceSeconds: env.AUTH_REFRESH_REUSE_GRACE_SECONDS,
        passwordHashRounds: env.AUTH_BCRYPT_ROUNDS,
      },
      /** Unset: the login code key is derived from JWT_SECRET (modules/accounts/login.ts). */
      otpSecret: env.AUTH_OTP_SECRET,
      sessions: {
        accessTokenLifespan: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
        idleRefreshTokenLifespan: env.AUTH_REFRESH_IDLE_TTL_SECONDS,
        maxRefreshTokenLifespan: env.AUTH_REFRESH_MAX_TTL_SECONDS,
      },
      cookieSecure: env.AUTH_COOKIE_SECURE ?? production,
      rateLimits: {
        enabled: env.AUTH_RATE_LIMIT_ENABLED,
        specs: Object.fromEntries(RATE_LIMIT_VARIABLES.map((name) => [name, env[name]])) as Record<
          (typeof RATE_LIMIT_VARIABLES)[number],
          RateSpec
        >,
      },
      mail: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        username: env.SMTP_USERNAME,
        password: env.SMTP_PASSWORD,
        from: env.EMAIL_FROM,
        replyTo: env.EMAIL_REPLY_TO,
        contactInbox: env.CONTACT_INBOX,
      },
      uploadMaxFileSize: env.UPLOAD_MAX_FILE_SIZE,
      upload:
        env.UPLOAD_PROVIDER === 'aws-s3'
          ? {
              provider: 'aws-s3' as const,
              s3: {
                bucket: env.S3_BUCKET as string,
                ...s3Connection(env),
                baseUrl: env.S3_BASE_URL,
                rootPath: env.S3_ROOT_PATH,
                acl: env.S3_ACL,
              },
            }
          : { provider: 'local' as const },
      /** Unset: `<app root>/.tmp/private-files`, resolved where the app root is known. */
      privateFilesDir: env.PRIVATE_FILES_DIR,
      /** Where request files live: the folder above, or a bucket of their own. */
      privateFilesStore:
        env.PRIVATE_FILES_STORE === 's3'
          ? { store: 's3' as const, s3: { bucket: env.S3_PRIVATE_BUCKET as string, ...s3Connection(env) } }
          : { store: 'disk' as const },
      requestFileMaxSize: env.REQUEST_FILE_MAX_SIZE,
      visas: {
        privateKey: env.VISA_PRIVATE_KEY,
        keyId: env.VISA_KEY_ID,
        previousPublicKeys: env.VISA_PREVIOUS_PUBLIC_KEYS,
        issuer: env.VISA_ISSUER ?? (env.PUBLIC_URL.replace(/\/+$/, '') || `http://localhost:${env.PORT}`),
      },
      redisUrl: env.REDIS_URL,
      contentCache: {
        maxBytes: Math.floor(env.CONTENT_CACHE_MAX_MB * 1024 * 1024),
        channel: env.CONTENT_CACHE_CHANNEL,
      },
      cron: {
        enabled: env.CRON_ENABLED,
        rules: {
          housekeeping: env.HOUSEKEEPING_CRON,
          outbox: env.OUTBOX_CRON,
          digest: env.DIGEST_CRON,
          reminders: env.REMINDER_CRON,
          roundReminders: env.ROUND_REMINDER_CRON,
          access: env.ACCESS_CRON,
        },
      },
      log: { format: env.LOG_FORMAT, level: env.LOG_LEVEL },
      demo: { seed: env.SEED_DEMO, adminEmail: env.DEMO_ADMIN_EMAIL, adminPassword: env.DEMO_ADMIN_PASSWORD },
      documentationOutputDir: env.DOCUMENTATION_OUTPUT_DIR,
    };
  });

/** How to reach S3 (media and private files alike); checked by the refinement above before use. */
function s3Connection(env: z.output<typeof envVariables>) {
  return {
    region: env.S3_REGION as string,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function keyList(raw: string): string[] {
  return raw.includes(',')
    ? raw
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
    : [raw, `${raw}-2`];
}

export type PortalEnv = z.output<typeof settingsSchema>;

/** Thrown for a bad environment: the message names every bad variable and what it must be. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Parses `source` (no cache): for tests and tools that bring their own environment. */
export function readEnv(source: Record<string, string | undefined>): PortalEnv {
  const result = settingsSchema.safeParse(source);
  if (result.success) return result.data;
  throw new InvalidEnvironmentError(
    result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`),
  );
}

// On the global object under a registered symbol: the tests import these sources while Strapi
// runs the compiled copy, and both must share one parse (and one reset).
const CACHE = Symbol.for('portal.env');
const store = globalThis as { [CACHE]?: PortalEnv };

/**
 * The settings of this process, parsed from `process.env` on first use (after Strapi has loaded
 * apps/cms/.env) and kept: the environment does not change while the process runs.
 */
export function portalEnv(): PortalEnv {
  return (store[CACHE] ??= readEnv(process.env));
}

/**
 * Forgets the parsed settings, so the next `portalEnv()` reads `process.env` again. Only for
 * tests, which boot several Strapi instances with different variables in one process.
 */
export function resetPortalEnv(): void {
  delete store[CACHE];
}
