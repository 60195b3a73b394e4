import { conversationController } from '../../../modules/requests';

/** The conversation on a request (docs/api/requests.md, "Conversation"); one controller for both formats. */
export default conversationController;
