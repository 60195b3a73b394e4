import { ID, accessRoutes } from '../../../modules/requests';

/** Access periods, extensions and final reports of a v1 request. */
export default { type: 'content-api', routes: accessRoutes('v1', 'dataset-request', ID) };
