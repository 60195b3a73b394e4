import type { Core } from '@strapi/strapi';
import { closeRateLimitStore, prepareRateLimitStore } from '../../platform/http/rate-limit';
import portalAuth from './controllers/portal-auth';
import { publicMe } from './controllers/public-me';
import { keepBuiltInRoute, portalAuthRoutes } from './routes';
import { enforceAccountSettings, subscribeUserLifecycles } from '../../modules/accounts';
import { accessTokenClaims, sessionManager, withSecretKeyOrigin } from '../../modules/accounts';

type Factory<T> = (context: { strapi: Core.Strapi }) => T;

interface RouterInput {
  type?: string;
  routes: Array<{ path: string } & Record<string, unknown>>;
}

interface JwtService {
  getToken: (ctx: unknown) => Promise<unknown>;
  verify: (token: string) => Promise<{ id: number; sessionId?: string }>;
  issue: (...args: unknown[]) => unknown;
}

interface UsersPermissionsPlugin {
  routes: Record<string, RouterInput | ((context?: unknown) => RouterInput)>;
  controllers: Record<string, unknown>;
  services: Record<string, Factory<unknown>>;
  bootstrap: (context: { strapi: Core.Strapi }) => Promise<void> | void;
  destroy?: (context: { strapi: Core.Strapi }) => Promise<void> | void;
}

/**
 * Extends users-permissions for the portal (docs/api/auth.md):
 * - replaces its /auth/* routes with the two-step login, refresh with reuse detection,
 *   logout, registration, confirmation and password reset of `controllers/portal-auth.ts`;
 * - makes access tokens die with their session (logout, reuse, block, password reset);
 * - enforces the account settings and the user lifecycle hooks at bootstrap.
 */
export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const builtInContentApi = plugin.routes['content-api'];
  if (!builtInContentApi) throw new Error('users-permissions has no content-api router');
  plugin.routes['content-api'] = () => {
    const router = typeof builtInContentApi === 'function' ? builtInContentApi() : builtInContentApi;
    return { ...router, type: 'content-api', routes: [...router.routes.filter(keepBuiltInRoute), ...portalAuthRoutes] };
  };

  plugin.controllers.portalAuth = portalAuth;
  // /users/me answers the same public user shape as every account endpoint (not the raw row
  // with username and blocked).
  Object.assign(plugin.controllers.user as object, { me: publicMe });

  const jwtFactory = plugin.services.jwt as Factory<JwtService>;
  plugin.services.jwt = (context) => {
    const service = jwtFactory(context);
    // getToken() calls this.verify(), so the check covers every authenticated request. The
    // plugin's own verify also reads the user row only to see that it exists; every caller
    // loads the user (with its role) right after and refuses a missing one, so that read is
    // skipped: one query less per authenticated request.
    service.verify = async (token: string) => {
      const claims = accessTokenClaims(context.strapi, token);
      if (!claims || !(await sessionManager(context.strapi).isSessionActive(claims.sessionId)))
        throw new Error('Invalid token.');
      return claims;
    };
    return service;
  };

  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await withSecretKeyOrigin(context.strapi, () => Promise.resolve(bootstrap(context)));
    await enforceAccountSettings(context.strapi);
    subscribeUserLifecycles(context.strapi);
    await prepareRateLimitStore(context.strapi.log);
  };

  const destroy = plugin.destroy;
  plugin.destroy = async (context) => {
    await destroy?.(context);
    await closeRateLimitStore();
  };

  return plugin;
};
