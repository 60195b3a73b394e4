import { FILE_IDS, ID, applicantRoute as route } from '../../../modules/requests';

/** The applicant-side routes of v1 requests (docs/api/requests.md). */
export default {
  type: 'content-api',
  routes: [
    route('GET', '/dataset-request/find-my', 'findMyV1'),
    route('GET', `/dataset-requests/${ID}`, 'findOneV1'),
    route('PATCH', '/dataset-request/update', 'updateV1'),
    route('POST', `/dataset-request/${ID}/attachments`, 'attachmentsV1'),
    route('POST', `/dataset-request/${ID}/contract`, 'contractV1'),
    route('GET', `/file-mapping/${FILE_IDS}`, 'downloadV1'),
  ],
};
