import type { Core } from '@strapi/strapi';
import { portalEnv } from '../src/platform/env/env';
import { uploadMediaOrigins } from '../src/platform/uploads/upload-provider';

// Media stored in S3 are loaded by the admin panel from the bucket's (or CDN's) origin.
const mediaOrigins = () => uploadMediaOrigins(portalEnv().upload);

const config = (): Core.Config.Middlewares => [
  // Before the logger: a load balancer's probes every few seconds would drown the request log.
  'global::health',
  'strapi::logger',
  // Every error body gets its stable `details.code` (see src/middlewares/error-codes.ts).
  'global::error-codes',
  'strapi::errors',
  'global::database-unavailable',
  // Helmet built once per kind of path, not per request (src/platform/http/cached-helmet.ts).
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins()],
          'media-src': ["'self'", 'data:', 'blob:', ...mediaOrigins()],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // The SPA is normally served from the same origin (nginx or the Vite proxy); extra
      // origins are opt-in because the refresh cookie makes credentialed requests.
      origin: portalEnv().server.corsOrigins,
      credentials: true,
    },
  },
  // Public content reads answered from memory: after the headers every response must carry,
  // before the parsing and routing a hit does not need (see src/middlewares/content-cache.ts).
  'global::content-cache',
  'strapi::query',
  // Parser errors are the client's: 400/413/415 with a message, not a 500 (see body-errors.ts).
  'global::body-errors',
  {
    name: 'strapi::body',
    config: {
      formLimit: '1mb',
      jsonLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: portalEnv().uploadMaxFileSize },
    },
  },
  'global::body-parsed',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
