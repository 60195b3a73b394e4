import type { Core } from '@strapi/strapi';
import { envSecret } from '../src/utils/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: envSecret(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret(env, 'ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false, docLinks: true },
});

export default config;
