import { INTERNAL_ROLE_TYPES, isInternal } from '@portal/shared';
import { NOT_LOGGED_IN } from '../modules/accounts';
import { errors, unauthorized } from '../platform/http/strapi-errors';

interface PolicyContext {
  state: { user?: { role?: { type?: string } | null } };
}

/** `global::is-internal`: only internal staff (every role but `authenticated`), else 403. */
export default (policyContext: PolicyContext): true => {
  const user = policyContext.state.user;
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  if (isInternal(user.role?.type)) return true;
  throw new errors.PolicyError('Only internal staff can do this', { allowedRoles: [...INTERNAL_ROLE_TYPES] });
};
