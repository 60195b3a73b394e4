import type { Core } from '@strapi/strapi';
import { envSecretList } from '../src/utils/env-secret';
import { readEnv } from '../src/utils/env';
import { cronTasks } from '../src/services/housekeeping/cron';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Validate every variable of the CMS once while Strapi loads: a bad value stops the boot with
  // a message naming each bad variable (src/utils/env.ts).
  const { cron } = readEnv();
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    proxy: { koa: env.bool('IS_PROXIED', false) },
    // Tests and e2e point this at a temporary folder so uploads never pile up in the repo.
    dirs: { public: env('PUBLIC_DIR', './public') },
    app: { keys: envSecretList(env, 'APP_KEYS') },
    webhooks: { populateRelations: false },
    // Scheduled tasks run on one replica per tick (src/services/housekeeping/cron.ts).
    cron: { enabled: cron.enabled, tasks: cronTasks(cron.housekeepingRule) },
    logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
  };
};

export default config;
