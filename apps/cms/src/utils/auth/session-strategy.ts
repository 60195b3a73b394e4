import type { Core } from '@strapi/strapi';
import type { UserRow } from './public-user';

export const NOT_LOGGED_IN = 'User is not logged in';

interface RequestCtx {
  state: Record<string, unknown>;
  request: { header: Record<string, string | string[] | undefined> };
}

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
