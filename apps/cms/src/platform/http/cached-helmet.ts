import { promisify } from 'node:util';
import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import helmet, { type HelmetOptions } from 'helmet';
import { defaultsDeep, mergeWith } from 'lodash/fp';
import { portalEnv } from '../env/env';

/**
 * `strapi::security` with each helmet instance built once instead of on every request: the same
 * headers (same options, same defaults, same per-path exceptions). Strapi's version deep-merges
 * its configuration and builds a new helmet per request, which was 6–10 % of a cached public
 * read (docs/performance.md). A test compares both header for header.
 */

// Strapi 5.54.0's defaults (node_modules/@strapi/core/dist/middlewares/security.js).
const DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: { useDefaults: true, directives: { ...CSP_DEFAULTS, upgradeInsecureRequests: null } },
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
};

// The API documentation page (plugin-documentation) loads Swagger UI from a CDN.
const DOCUMENTATION_DIRECTIVES = {
  'script-src': ["'self'", "'unsafe-inline'", 'cdn.jsdelivr.net'],
  'img-src': ["'self'", 'data:', 'cdn.jsdelivr.net', 'strapi.io'],
  'manifest-src': [],
  'frame-src': [],
};

// The admin's Vite dev server (development and test only) needs its HMR socket.
const ADMIN_DEV_DIRECTIVES = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'http:', 'https:', 'ws:'],
};

const concatArrays = mergeWith((target: unknown, source: unknown) =>
  Array.isArray(target) && Array.isArray(source) ? target.concat(source) : undefined,
);

type Variant = { documentation: boolean; adminDev: boolean };

/** The helmet options Strapi would build for a request of this variant. */
function helmetOptions(config: object, { documentation, adminDev }: Variant): HelmetOptions {
  let options = defaultsDeep(DEFAULTS, config) as object;
  if (documentation)
    options = concatArrays(options, {
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: { directives: DOCUMENTATION_DIRECTIVES },
    });
  if (adminDev) options = concatArrays(options, { contentSecurityPolicy: { directives: ADMIN_DEV_DIRECTIVES } });
  return options as HelmetOptions;
}

type SecurityFactory = (config: object, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

/**
 * The factory that replaces Strapi's. `strapiSecurity` is the original: used for what it alone
 * knows, and kept as `.strapiSecurity` so that a test can compare the two.
 */
function cachedSecurity(strapiSecurity: SecurityFactory): SecurityFactory & { strapiSecurity: SecurityFactory } {
  const factory: SecurityFactory = (config, { strapi }) => {
    // The GraphQL playground adds exceptions this module does not know: keep Strapi's own then.
    if (strapi.plugin('graphql')) return strapiSecurity(config, { strapi });
    const adminPath = String(strapi.config.get('admin.path', '/admin'));
    const devServer = ['development', 'test'].includes(portalEnv().nodeEnv ?? '');
    const instances = new Map<string, Core.MiddlewareHandler>();

    return (ctx, next) => {
      const get = ctx.method === 'GET';
      const variant = {
        documentation: get && ctx.path.startsWith('/documentation'),
        adminDev: devServer && get && ctx.path.startsWith(adminPath),
      };
      const key = `${variant.documentation}:${variant.adminDev}`;
      let instance = instances.get(key);
      if (!instance) {
        // What koa-helmet (Strapi's wrapper) does: run the node middleware on the raw request.
        const headers = promisify(helmet(helmetOptions(config, variant)));
        instance = (ctx, next) => headers(ctx.req, ctx.res).then(next);
        instances.set(key, instance);
      }
      return instance(ctx, next);
    };
  };
  return Object.assign(factory, { strapiSecurity });
}

/** Registers the cached version under Strapi's name (`strapi::security` stays in config/middlewares.ts). */
export function registerCachedSecurity(strapi: Core.Strapi) {
  strapi.get('middlewares').extend('strapi::security', (original: SecurityFactory) => cachedSecurity(original));
}
