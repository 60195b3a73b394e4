import type { Core } from '@strapi/strapi';
import { envSecretList } from '../src/utils/env-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: envSecretList(env, 'APP_KEYS') },
  webhooks: { populateRelations: false },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
});

export default config;
