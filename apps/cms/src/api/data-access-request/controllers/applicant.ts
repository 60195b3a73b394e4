import { applicantController } from '../../../modules/requests';

/** The applicant-side endpoints of v2 requests (docs/api/requests.md); one controller for both formats. */
export default applicantController;
