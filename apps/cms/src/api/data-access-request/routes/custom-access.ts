import { ID, accessRoutes } from '../../../modules/requests';

/** Access periods, extensions and final reports of a v2 request. */
export default { type: 'content-api', routes: accessRoutes('v2', 'data-access-request', ID) };
