import { accessController } from '../../../modules/requests';

/** Access periods, extensions and final reports (docs/api/requests.md, "Access periods"); one controller for both formats. */
export default accessController;
