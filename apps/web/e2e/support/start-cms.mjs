// Starts the compiled CMS for e2e on a fresh SQLite database with the demo seed (or a copy of a
// seeded template), without the admin bundle. Mail goes to the maildev instance Playwright starts beside it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../cms');
const dbDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
mkdirSync(path.join(dbDir, 'public', 'uploads'), { recursive: true });
// `pnpm test` keeps the API suite's seeded template for this CMS (E2E_CMS_TEMPLATE): it starts
// from a copy and its boot only checks the demo content instead of writing it all again.
const template = process.env.E2E_CMS_TEMPLATE;
if (template && existsSync(path.join(template, 'template.db'))) {
  cpSync(path.join(template, 'template.db'), path.join(dbDir, 'e2e.db'));
  if (existsSync(path.join(template, 'template.db-wal')))
    cpSync(path.join(template, 'template.db-wal'), path.join(dbDir, 'e2e.db-wal'));
  cpSync(path.join(template, 'public'), path.join(dbDir, 'public'), { recursive: true });
}
const child = spawn(process.execPath, [path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
  cwd: cmsDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_CMS_PORT ?? '1338',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dbDir, 'e2e.db'),
    SEED_DEMO: 'true',
    PUBLIC_DIR: path.join(dbDir, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2526',
    WEB_URL: process.env.E2E_WEB_URL ?? 'http://127.0.0.1:4174',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // The reminder job every 15 s, so a spec sees its mail (the demo's open requests are overdue).
    REMINDER_CRON: '*/15 * * * * *',
    // The access clock every 2 s: the access spec waits for the tick that sends its reminder
    // (on a 10 s clock the spec took 25–28 s, on this one 17–22 s, back to back).
    ACCESS_CRON: '*/2 * * * * *',
    // Every e2e request comes from 127.0.0.1 and the specs log in many times: room for all of them.
    AUTH_RATE_LOGIN_IP: '1000/60',
    AUTH_RATE_LOGIN_ACCOUNT_CLIENT: '1000/60',
    AUTH_RATE_LOGIN_ACCOUNT: '1000/60',
    AUTH_RATE_OTP_VERIFY_IP: '1000/60',
    AUTH_RATE_OTP_RESEND_IP: '1000/60',
    AUTH_RATE_REGISTER_IP: '1000/60',
    AUTH_RATE_FORGOT_PASSWORD_IP: '1000/60',
    AUTH_RATE_RESEND_CONFIRMATION_IP: '1000/60',
    // bcrypt's lowest cost: the seed's accounts and every registration hash at it, and the specs
    // sign in many times (the production cost is a setting of the same code).
    AUTH_BCRYPT_ROUNDS: '4',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
