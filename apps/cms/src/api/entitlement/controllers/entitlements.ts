import { entitlementsController } from '../../../modules/entitlements';

/** GET /api/entitlements (docs/api/entitlements.md). */
export default entitlementsController;
