import type { Core } from '@strapi/strapi';
import { portalEnv } from '../src/platform/env/env';

const config = (): Core.Config.Admin => {
  const { secrets, server } = portalEnv();
  return {
    auth: { secret: secrets.ADMIN_JWT_SECRET },
    apiToken: { salt: secrets.API_TOKEN_SALT },
    transfer: { token: { salt: secrets.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: secrets.ENCRYPTION_KEY },
    // e2e and API-only deployments run without the admin bundle (saves a 60 s, 2 GB build).
    serveAdminPanel: server.serveAdminPanel,
    flags: { nps: false, promoteEE: false, docLinks: true },
  };
};

export default config;
