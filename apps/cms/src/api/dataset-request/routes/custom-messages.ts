import { ID, conversationRoute as route } from '../../../modules/requests';

/** The conversation on a v1 request: read (marks it read) and post. */
export default {
  type: 'content-api',
  routes: [
    route('GET', `/dataset-request/${ID}/messages`, 'readV1'),
    route('POST', `/dataset-request/${ID}/messages`, 'postV1'),
  ],
};
