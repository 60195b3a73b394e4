import { workflowRoutes } from '../../../modules/requests';

/** Staff workflow routes of v1 requests (docs/workflow.md); the v1 queue lists v1 requests only. */
export default {
  type: 'content-api',
  routes: workflowRoutes('dataset-request'),
};
