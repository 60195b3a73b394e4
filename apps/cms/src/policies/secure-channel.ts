import { ACCOUNT_MESSAGES } from '@portal/shared';
import { refusedOnThisChannel } from '../modules/accounts';
import { errors } from '../platform/http/strapi-errors';

/**
 * `global::secure-channel`, on the routes that set or clear the session cookies: 403 when those
 * cookies are `Secure` and the request is not HTTPS as the CMS sees it, before the route does
 * anything (docs/decisions.md, "Sign-in over plain HTTP"). A PolicyError: Strapi answers any other
 * ForbiddenError with a bare 'Forbidden'. The policy context copies the context's own fields only:
 * `secure` is read on its `request`.
 */
export default (policyContext: { request: { secure: boolean } }): true => {
  if (refusedOnThisChannel(policyContext.request))
    throw new errors.PolicyError(ACCOUNT_MESSAGES.secureConnectionRequired);
  return true;
};
