import { workflowRoutes } from '../../../modules/requests';

/**
 * Staff workflow routes of v2 requests (docs/workflow.md): queue (both formats), assign,
 * unassign, approve, deny, set-status, recommend, events. Authenticated by the
 * global::is-authenticated policy (401 'User is not logged in'), internal roles only.
 */
export default {
  type: 'content-api',
  routes: workflowRoutes('data-access-request'),
};
