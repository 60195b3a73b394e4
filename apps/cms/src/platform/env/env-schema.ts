import { z } from 'zod';
import { DEFAULT_REQUEST_FILE_MAX_SIZE } from '@portal/shared';
import { choice, cron, decimal, flag, integer, list, optionalFlag, rate, text, url } from './env-vars';

/**
 * Every environment variable the CMS reads: name, type, default and a one-line description.
 * Nothing else in apps/cms/src or apps/cms/config reads `process.env`; ./env.ts parses this
 * schema once and hands out the result. docs/operations.md ("Configuration"), .env.example and
 * docker-compose.yml list the same names, and tests/unit/env-coverage.test.ts keeps them in step.
 *
 * The order is the order of the error messages, and roughly that of the docs.
 */

/** The lowest bcrypt cost production accepts (AUTH_BCRYPT_ROUNDS); lower is for tests only. */
export const PRODUCTION_MIN_BCRYPT_ROUNDS = 10;

/** Development fallbacks of the secrets carry this prefix; production refuses them. */
export const DEV_SECRET_PREFIX = 'dev-only-insecure-';

const secret = (description: string) =>
  text({ description, keepSpaces: true, shownDefault: 'development value; required in production' });

const secretVariables = {
  APP_KEYS: secret('Session keys, comma-separated (a single key gets a second one derived from it)'),
  JWT_SECRET: secret("Signs users' access tokens (users-permissions)"),
  ADMIN_JWT_SECRET: secret('Signs admin panel sessions'),
  API_TOKEN_SALT: secret('Salt of admin API tokens'),
  TRANSFER_TOKEN_SALT: secret('Salt of data-transfer tokens (`strapi transfer`)'),
  ENCRYPTION_KEY: secret('Encrypts secrets stored in the database; keep it stable'),
};

export type SecretName = keyof typeof secretVariables;
export const SECRET_NAMES = Object.keys(secretVariables) as SecretName[];

/** Account endpoints' limits (docs/api/auth.md, "Rate limits"), each `points/seconds`. */
const rateLimitVariables = {
  AUTH_RATE_LOGIN_IP: rate({ default: '20/900', description: 'Password steps per client' }),
  AUTH_RATE_LOGIN_ACCOUNT_CLIENT: rate({
    default: '5/900',
    description: 'Wrong passwords per account per client (429 for that client)',
  }),
  AUTH_RATE_LOGIN_ACCOUNT: rate({
    default: '10/900',
    description: 'Wrong passwords per account from anywhere (slowdown and an e-mail to the owner)',
  }),
  AUTH_RATE_OTP_VERIFY_IP: rate({ default: '30/900', description: 'Login code checks per client' }),
  AUTH_RATE_OTP_VERIFY_TOKEN: rate({ default: '10/600', description: 'Login code checks per login attempt' }),
  AUTH_RATE_OTP_RESEND_IP: rate({ default: '10/900', description: 'New login codes per client' }),
  AUTH_RATE_OTP_RESEND_TOKEN: rate({ default: '6/3600', description: 'New login codes per login attempt' }),
  AUTH_RATE_REGISTER_IP: rate({ default: '10/3600', description: 'Registrations per client' }),
  AUTH_RATE_FORGOT_PASSWORD_IP: rate({ default: '10/900', description: 'Password reset requests per client' }),
  AUTH_RATE_FORGOT_PASSWORD_EMAIL: rate({ default: '3/900', description: 'Password reset requests per address' }),
  AUTH_RATE_RESET_PASSWORD_IP: rate({ default: '10/900', description: 'Password reset attempts per client' }),
  AUTH_RATE_RESEND_CONFIRMATION_IP: rate({ default: '10/900', description: 'Confirmation e-mail resends per client' }),
  AUTH_RATE_RESEND_CONFIRMATION_EMAIL: rate({
    default: '3/900',
    description: 'Confirmation e-mail resends per address',
  }),
  AUTH_RATE_REFRESH_IP: rate({ default: '120/60', description: 'Session refreshes per client' }),
  CONTACT_RATE_LIMIT_IP: rate({ default: '5/900', description: 'Contact-form messages per client' }),
  CONTACT_RATE_LIMIT_EMAIL: rate({ default: '3/900', description: 'Contact-form messages per sender address' }),
};

export type RateLimitVariable = keyof typeof rateLimitVariables;
export const RATE_LIMIT_VARIABLES = Object.keys(rateLimitVariables) as RateLimitVariable[];

export const envVariables = z.object({
  NODE_ENV: text({
    description: '`production` requires the secrets, makes cookies secure and ignores the demo seed',
    shownDefault: '`development` (set by Strapi when unset)',
  }),

  // Server
  HOST: text({ default: '0.0.0.0', description: 'Address the CMS listens on' }),
  PORT: integer({ default: 1337, min: 1, max: 65535, description: 'Port the CMS listens on' }),
  PUBLIC_URL: text({
    default: '',
    description: 'Public URL of the CMS, for absolute links (e-mails, the admin panel)',
  }),
  IS_PROXIED: flag({ default: false, description: 'Trust `X-Forwarded-*` headers (behind nginx or a load balancer)' }),
  PUBLIC_DIR: text({
    default: './public',
    description: 'Public folder (relative to apps/cms); local uploads go to its `uploads/`',
  }),
  CORS_ORIGINS: list({
    default: ['http://localhost:5173', 'http://localhost:4173'],
    description: 'Other origins allowed to call the API with credentials, comma-separated (set but empty: none)',
  }),
  SERVE_ADMIN_PANEL: flag({ default: true, description: '`false` runs the API without the admin panel bundle' }),
  STRAPI_STARTUP_LOG: flag({ default: true, description: "Strapi's start-up banner in the log" }),

  // Database
  DATABASE_CLIENT: choice(['sqlite', 'postgres'], {
    default: 'sqlite',
    description: '`sqlite` (embedded, quick start and tests) or `postgres` (production)',
  }),
  DATABASE_FILENAME: text({ default: '.tmp/data.db', description: 'SQLite file, relative to apps/cms' }),
  DATABASE_URL: text({
    description: 'PostgreSQL connection string; its parts take precedence over the `DATABASE_*` fields below',
  }),
  DATABASE_HOST: text({ default: '127.0.0.1', description: 'PostgreSQL host' }),
  DATABASE_PORT: integer({ default: 5432, min: 1, max: 65535, description: 'PostgreSQL port' }),
  DATABASE_NAME: text({ default: 'portal', description: 'PostgreSQL database' }),
  DATABASE_USERNAME: text({ default: 'postgres', description: 'PostgreSQL user' }),
  DATABASE_PASSWORD: text({ default: '', keepSpaces: true, description: 'PostgreSQL password' }),
  DATABASE_SCHEMA: text({ default: 'public', description: 'PostgreSQL schema' }),
  DATABASE_SSL: flag({ default: false, description: 'Connect to PostgreSQL over TLS' }),
  DATABASE_SSL_REJECT_UNAUTHORIZED: flag({
    default: true,
    description: "With `DATABASE_SSL`: refuse a server certificate the system's CAs do not trust",
  }),
  DATABASE_POOL_MIN: integer({ default: 0, min: 0, description: 'Connections kept open per CMS process' }),
  DATABASE_POOL_MAX: integer({
    default: 10,
    min: 1,
    description: "Most connections per CMS process (replicas × this < PostgreSQL's `max_connections`)",
  }),
  DATABASE_CONNECTION_TIMEOUT: integer({
    default: 60000,
    min: 1,
    description: 'Milliseconds to wait for a free connection before a query fails',
  }),

  // Secrets
  ...secretVariables,

  // Accounts and sessions (docs/api/auth.md)
  WEB_URL: url({
    default: 'http://localhost:4173',
    description: 'Public origin of the SPA: links and redirects in e-mails',
  }),
  AUTH_OTP_REQUIRED: flag({ default: true, description: 'Second login step with a code sent by e-mail' }),
  AUTH_OTP_TTL_SECONDS: integer({ default: 600, min: 1, description: 'Lifetime of a login code' }),
  AUTH_OTP_RESEND_COOLDOWN_SECONDS: integer({
    default: 60,
    min: 0,
    description: 'Wait between two codes of one login attempt',
  }),
  AUTH_OTP_MAX_ATTEMPTS: integer({ default: 5, min: 1, description: 'Wrong codes before a login attempt is dead' }),
  AUTH_OTP_MAX_RESENDS: integer({ default: 5, min: 0, description: 'New codes per login attempt' }),
  AUTH_OTP_SECRET: text({
    keepSpaces: false,
    description: 'HMAC key of the stored login codes',
    shownDefault: 'derived from `JWT_SECRET`',
  }),
  AUTH_RESET_TTL_SECONDS: integer({ default: 3600, min: 1, description: 'Lifetime of a password reset link' }),
  AUTH_REFRESH_REUSE_GRACE_SECONDS: integer({
    default: 5,
    min: 0,
    description: 'A rotated refresh token presented again within this time is a concurrent tab, not a theft',
  }),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: integer({
    default: 600,
    min: 30,
    max: 900,
    description: 'Lifetime of an access token (at most 15 minutes)',
  }),
  AUTH_REFRESH_IDLE_TTL_SECONDS: integer({
    default: 24 * 60 * 60,
    min: 60,
    description: 'A session unused this long ends',
  }),
  AUTH_REFRESH_MAX_TTL_SECONDS: integer({
    default: 7 * 24 * 60 * 60,
    min: 60,
    description: 'Longest session; a new login is needed after it',
  }),
  AUTH_BCRYPT_ROUNDS: integer({
    default: 10,
    min: 4,
    max: 15,
    description: 'bcrypt cost of new password hashes (each step doubles the work; production refuses < 10)',
  }),
  AUTH_COOKIE_SECURE: optionalFlag({
    description: '`Secure` flag of the refresh cookie (`false` only for a trial on plain http)',
    shownDefault: '`true` in production, else `false`',
  }),

  // Rate limits
  AUTH_RATE_LIMIT_ENABLED: flag({
    default: true,
    description: '`false` switches every rate limit off (load tests only)',
  }),
  ...rateLimitVariables,

  // Mail
  SMTP_HOST: text({ default: '127.0.0.1', description: 'SMTP relay host' }),
  SMTP_PORT: integer({ default: 1025, min: 1, max: 65535, description: 'SMTP relay port' }),
  SMTP_SECURE: flag({
    default: false,
    description: 'Implicit TLS (port 465); `false` sends in plain, without STARTTLS',
  }),
  SMTP_USERNAME: text({ description: 'SMTP user; unset for a relay without authentication' }),
  SMTP_PASSWORD: text({ keepSpaces: true, description: 'SMTP password' }),
  EMAIL_FROM: text({
    default: 'Open Data Access Portal <no-reply@portal.localhost>',
    description: 'Sender of every e-mail',
  }),
  EMAIL_REPLY_TO: text({ default: 'access@portal.localhost', description: 'Reply-to address of every e-mail' }),
  CONTACT_INBOX: text({ default: 'access@portal.localhost', description: 'Where contact-form messages are sent' }),

  // Uploaded media
  UPLOAD_MAX_FILE_SIZE: integer({
    default: 20 * 1024 * 1024,
    min: 1,
    description: 'Upload limit of the media library, in bytes (nginx accepts 25 MB)',
  }),
  UPLOAD_PROVIDER: choice(['local', 'aws-s3'], {
    default: 'local',
    description: 'Media store: `local` (`PUBLIC_DIR/uploads`) or `aws-s3` (a bucket)',
  }),
  S3_BUCKET: text({ description: 'Bucket of the media (required with `aws-s3`)' }),
  S3_REGION: text({ description: 'Region (required with `aws-s3` or `PRIVATE_FILES_STORE=s3`)' }),
  S3_ENDPOINT: url({ web: true, description: 'S3-compatible endpoint (MinIO, Ceph…); unset for AWS' }),
  S3_FORCE_PATH_STYLE: flag({ default: false, description: 'Path-style bucket URLs (MinIO)' }),
  S3_ACCESS_KEY_ID: text({ description: "Access key; unset with the secret key to use the machine's role" }),
  S3_SECRET_ACCESS_KEY: text({ description: 'Secret key; set together with the access key, or neither' }),
  S3_BASE_URL: url({ web: true, description: "Public origin of the files (a CDN), when not the bucket's own" }),
  S3_ROOT_PATH: text({ description: 'Folder inside the bucket' }),
  S3_ACL: choice(['public-read', 'private', 'none'], {
    default: 'public-read',
    description: "Objects' canned ACL; `none` for buckets with ACLs disabled, whose policy makes them public",
  }),

  // Request files
  PRIVATE_FILES_STORE: choice(['disk', 's3'], {
    default: 'disk',
    description:
      "Store of applicants' attachments and contracts: `disk` (`PRIVATE_FILES_DIR`) or `s3` (`S3_PRIVATE_BUCKET`)",
  }),
  PRIVATE_FILES_DIR: text({
    description: 'Folder of the private files with `disk`; never inside the public folder',
    shownDefault: '`.tmp/private-files` in apps/cms',
  }),
  S3_PRIVATE_BUCKET: text({
    description:
      'Bucket of the private files with `s3` (required then): no public access, never `S3_BUCKET`; the other `S3_*` connection settings apply',
  }),
  REQUEST_FILE_MAX_SIZE: integer({
    default: DEFAULT_REQUEST_FILE_MAX_SIZE,
    min: 1,
    description: 'Limit per request file, in bytes; keep it at or below `UPLOAD_MAX_FILE_SIZE`',
  }),

  // GA4GH visas (docs/api/entitlements.md, "Visas")
  VISA_PRIVATE_KEY: text({
    keepSpaces: true,
    description:
      'Signs GA4GH visas: an RSA private key (at least 2048 bits), PEM (PKCS#8) or a JWK as JSON; `\\n` may stand for line breaks',
    shownDefault: 'unset: outside production a key made at each boot, in production no visas',
  }),
  VISA_KEY_ID: text({
    description: '`kid` of that key in the visas and the JWKS',
    shownDefault: "the key's JWK thumbprint (RFC 7638)",
  }),
  VISA_PREVIOUS_PUBLIC_KEYS: text({
    keepSpaces: true,
    description: 'Public keys still published in the JWKS after a rotation: PEM blocks, or a JSON list of JWKs',
  }),
  VISA_ISSUER: url({
    web: true,
    description: '`iss` of the visas; their `jku` is `<issuer>/.well-known/jwks.json`',
    shownDefault: '`PUBLIC_URL` (else `http://localhost:<PORT>`)',
  }),

  // Replicas, cache, scheduled tasks
  REDIS_URL: text({
    description: 'Redis shared by the replicas: rate-limit counters, cache invalidations, the cron lock',
    shownDefault: 'unset (memory of each process)',
  }),
  CONTENT_CACHE_MAX_MB: decimal({
    default: 64,
    min: 0,
    description: 'Memory bound of the public content cache per process; `0` turns it off',
  }),
  CONTENT_CACHE_CHANNEL: text({
    default: 'portal:content-cache',
    description: 'Redis channel of the content-cache invalidations',
  }),
  CRON_ENABLED: flag({ default: true, description: '`false` turns the scheduled tasks off on this process' }),
  HOUSEKEEPING_CRON: cron({
    default: '17 * * * *',
    description: 'When expired login codes and sessions are purged (5 cron fields, or 6 with seconds)',
  }),
  OUTBOX_CRON: cron({
    default: '*/30 * * * * *',
    description: 'When the notification outbox retries what could not be sent at once (6 fields: seconds first)',
  }),
  DIGEST_CRON: cron({
    default: '0 7 * * *',
    description: 'When digests are sent (weekly ones on the workflow settings’ digest day), server time',
  }),
  REMINDER_CRON: cron({
    default: '5 * * * *',
    description: 'When overdue requests are reminded to whoever holds them (at most once per reminder interval)',
  }),
  ROUND_REMINDER_CRON: cron({
    default: '35 * * * *',
    description: 'When members who have not voted are reminded, the last working day before a round is due',
  }),
  ACCESS_CRON: cron({
    default: '50 * * * *',
    description: 'When applicants are reminded before their access ends, and ended access is closed',
  }),

  // Logs
  LOG_FORMAT: choice(['json', 'pretty'], {
    default: 'pretty',
    description: '`json`: one JSON object per line for a log collector; `pretty`: for people',
  }),
  LOG_LEVEL: choice(['error', 'warn', 'info', 'http', 'verbose', 'debug'], {
    default: 'http',
    description: 'How much is logged; `http` adds one line per request',
  }),

  // Demo and documentation
  SEED_DEMO: flag({ default: false, description: 'Create the demo content and accounts (never in production)' }),
  DEMO_ADMIN_EMAIL: text({ default: 'admin@portal.localhost', description: 'Demo super admin of the admin panel' }),
  DEMO_ADMIN_PASSWORD: text({ default: 'DemoAdmin2026!', keepSpaces: true, description: 'Its password' }),
  DOCUMENTATION_OUTPUT_DIR: text({
    description: "Folder of the admin's generated API documentation; set, it is generated in production too",
  }),
});

export type EnvVariable = keyof typeof envVariables.shape;
