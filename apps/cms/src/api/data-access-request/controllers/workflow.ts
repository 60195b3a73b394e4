import { workflowController } from '../../../services/workflow/controller';

/** Staff workflow endpoints of v2 requests (docs/workflow.md). */
export default workflowController('v2');
