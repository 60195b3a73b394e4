import { workflowController } from '../../../modules/requests';

/** Staff workflow endpoints of v1 requests (docs/workflow.md). */
export default workflowController('v1');
