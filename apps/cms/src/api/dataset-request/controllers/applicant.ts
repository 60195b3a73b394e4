import { applicantController } from '../../../modules/requests';

/** The applicant-side endpoints of v1 requests (docs/api/requests.md); one controller for both formats. */
export default applicantController;
