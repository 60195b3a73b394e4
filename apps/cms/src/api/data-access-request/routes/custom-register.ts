import { ID, applicantRoute as route } from '../../../modules/requests';

/**
 * Publish to the public register (staff: the command `publishToRegister` decides who; the route
 * only needs a session).
 */
export default {
  type: 'content-api',
  routes: [route('POST', `/data-access-request/publish-to-register/${ID}`, 'publishToRegister')],
};
