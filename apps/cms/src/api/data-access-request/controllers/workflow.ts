import { workflowController } from '../../../modules/requests';

/** Staff workflow endpoints of v2 requests (docs/workflow.md). */
export default workflowController('v2');
