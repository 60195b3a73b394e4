import { isRoleType } from '@portal/shared';
import { NOT_LOGGED_IN } from '../modules/accounts';
import { errors, unauthorized } from '../platform/http/strapi-errors';

interface PolicyContext {
  state: { user?: { role?: { type?: string } | null } };
}

/**
 * `{ name: 'global::has-role', config: { roles: ['queue-manager', 'dag-chair'] } }`: the signed-in
 * user's role type is one of `roles`, else 403 with the allowed roles in `details`. Put it
 * after authentication (the session strategy or `global::is-authenticated`).
 */
export default (policyContext: PolicyContext, config: { roles?: unknown }): true => {
  const roles = Array.isArray(config?.roles) ? config.roles.filter(isRoleType) : [];
  if (roles.length === 0) throw new Error('global::has-role needs config.roles (role types)');
  const user = policyContext.state.user;
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  const role = user.role?.type;
  if (typeof role === 'string' && (roles as string[]).includes(role)) return true;
  throw new errors.PolicyError('Your role does not allow this action', { allowedRoles: roles });
};
