import type { Core } from '@strapi/strapi';
import { portalEnv } from '../src/platform/env/env';
import { cronTasks } from '../src/modules/housekeeping/cron';

const config = (): Core.Config.Server => {
  // The settings come from one parse of the whole environment (src/platform/env/env.ts): a bad value
  // stops the boot while Strapi loads its config, with a message naming each bad variable.
  const { server, appKeys, cron } = portalEnv();
  return {
    host: server.host,
    port: server.port,
    url: server.publicUrl,
    proxy: { koa: server.proxied },
    // Tests and e2e point this at a temporary folder so uploads never pile up in the repo.
    dirs: { public: server.publicDir },
    app: { keys: appKeys },
    webhooks: { populateRelations: false },
    // Scheduled tasks run on one replica per tick (src/modules/housekeeping/cron.ts).
    cron: { enabled: cron.enabled, tasks: cronTasks(cron.rules) },
    logger: { updates: { enabled: false }, startup: { enabled: server.startupLog } },
  };
};

export default config;
