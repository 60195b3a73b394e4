import type { Core } from '@strapi/strapi';
import { NOT_LOGGED_IN, authenticatedUser } from '../modules/accounts';
import { unauthorized } from '../platform/http/strapi-errors';

interface PolicyContext {
  state: Record<string, unknown> & { user?: unknown };
  request: { header: Record<string, string | string[] | undefined> };
}

/**
 * `global::is-authenticated`: the request carries a live session, else 401 'User is not logged
 * in'. On a route with `auth: false` it authenticates the Bearer token itself and sets
 * `ctx.state.user`; on a route using the session strategy the user is already there.
 */
export default async (
  policyContext: PolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
): Promise<true> => {
  if (policyContext.state.user) return true;
  const user = await authenticatedUser(strapi, policyContext);
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  policyContext.state.user = user;
  return true;
};
