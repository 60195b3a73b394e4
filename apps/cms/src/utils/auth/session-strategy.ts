import type { Core } from '@strapi/strapi';
import { errors, unauthorized } from '../strapi-errors';
import type { UserRow } from './public-user';

export const NOT_LOGGED_IN = 'User is not logged in';

interface Ability {
  can: (action: string) => boolean;
}

interface AuthResult {
  authenticated?: boolean;
  credentials?: unknown;
  ability?: Ability | null;
  error?: string | null;
}

interface RequestCtx {
  state: Record<string, unknown>;
  request: { header: Record<string, string | string[] | undefined> };
}

const strapiInstance = (): Core.Strapi => (global as unknown as { strapi: Core.Strapi }).strapi;

/**
 * The signed-in user of a request, or null: a valid Bearer access token whose session is still
 * active (see the jwt service in strapi-server.ts), for a confirmed, non-blocked user.
 */
export async function authenticatedUser(strapi: Core.Strapi, ctx: RequestCtx): Promise<UserRow | null> {
  const plugin = strapi.plugin('users-permissions');
  let token: { id?: number; sessionId?: string } | null;
  try {
    token = (await plugin.service('jwt').getToken(ctx)) as { id?: number; sessionId?: string } | null;
  } catch {
    return null;
  }
  if (!token || token.id === undefined) return null;
  const user = (await plugin.service('user').fetchAuthenticatedUser(token.id)) as UserRow | null;
  if (!user || user.blocked === true || user.confirmed !== true || !user.role) return null;
  if (token.sessionId) ctx.state.session = { id: token.sessionId };
  return user;
}

/**
 * A content-API auth strategy for the account routes. Unlike the default users-permissions
 * strategy (which treats a request without a token as the public role: 403, and a bad token
 * as 'Missing or invalid credentials'), every request without a live session gets
 * 401 'User is not logged in' — the message of spec §8 the SPA shows. A signed-in user is
 * then authorized with the role's users-permissions grants, like any other route.
 */
export const sessionStrategy = {
  name: 'portal-session',

  async authenticate(ctx: RequestCtx): Promise<AuthResult> {
    const strapi = strapiInstance();
    const user = await authenticatedUser(strapi, ctx);
    if (!user || !user.role) return { error: NOT_LOGGED_IN };
    const permissionService = strapi.plugin('users-permissions').service('permission') as {
      findRolePermissions: (roleId: number) => Promise<unknown[]>;
      toContentAPIPermission: (permission: unknown) => unknown;
    };
    const permissions = (await permissionService.findRolePermissions(user.role.id)).map((p) =>
      permissionService.toContentAPIPermission(p),
    );
    const engine = (
      strapi as unknown as {
        contentAPI: { permissions: { engine: { generateAbility: (p: unknown[]) => Promise<Ability> } } };
      }
    ).contentAPI.permissions.engine;
    const ability = await engine.generateAbility(permissions);
    ctx.state.user = user;
    return { authenticated: true, credentials: user, ability };
  },

  verify(auth: { credentials?: unknown; ability?: Ability | null }, config: { scope?: string | string[] } = {}): void {
    if (!auth?.credentials) throw unauthorized(NOT_LOGGED_IN);
    if (!config.scope) return;
    const scopes = Array.isArray(config.scope) ? config.scope : [config.scope];
    if (!auth.ability || !scopes.every((scope) => auth.ability?.can(scope))) throw new errors.ForbiddenError();
  },
};
