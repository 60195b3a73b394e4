import { ID, conversationRoute as route } from '../../../modules/requests';

/** The conversation on a v2 request: read (marks it read) and post. */
export default {
  type: 'content-api',
  routes: [
    route('GET', `/data-access-request/${ID}/messages`, 'readV2'),
    route('POST', `/data-access-request/${ID}/messages`, 'postV2'),
  ],
};
