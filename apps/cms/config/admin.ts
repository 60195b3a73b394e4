import type { Core } from '@strapi/strapi';
import { envSecret } from '../src/utils/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: envSecret(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret(env, 'ENCRYPTION_KEY') },
  // e2e and API-only deployments run without the admin bundle (saves a 60 s, 2 GB build).
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false, docLinks: true },
});

export default config;
