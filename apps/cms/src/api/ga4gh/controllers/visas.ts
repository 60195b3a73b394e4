import { visasController } from '../../../modules/entitlements';

/** GET /api/ga4gh/visas (docs/api/entitlements.md, "Visas"). */
export default visasController;
