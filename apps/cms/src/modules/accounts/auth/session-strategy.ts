import type { Core } from '@strapi/strapi';
import { accessTokenClaims } from '../sessions';
import { loadPrincipal } from './principal';
import type { UserRow } from './public-user';

export const NOT_LOGGED_IN = 'User is not logged in';

interface RequestCtx {
  state: Record<string, unknown>;
  request: { header: Record<string, string | string[] | undefined> };
}

/**
 * The signed-in user of a request, or null: a valid Bearer access token whose session is still
 * active (the same checks as the jwt service in strapi-server.ts, in the principal's one
 * statement), for a confirmed, non-blocked user.
 */
export async function authenticatedUser(strapi: Core.Strapi, ctx: RequestCtx): Promise<UserRow | null> {
  const header = ctx.request.header.authorization;
  if (typeof header !== 'string') return null;
  const parts = header.split(/\s+/);
  if (parts.length !== 2 || parts[0]?.toLowerCase() !== 'bearer' || !parts[1]) return null;
  let claims: { id: number; sessionId: string } | null;
  try {
    claims = accessTokenClaims(strapi, parts[1]);
  } catch {
    return null;
  }
  if (!claims) return null;
  const user = await loadPrincipal(strapi, claims);
  if (!user || user.blocked === true || user.confirmed !== true || !user.role) return null;
  ctx.state.session = { id: claims.sessionId };
  return user;
}
