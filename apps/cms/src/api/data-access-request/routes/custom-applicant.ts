import { FILE_IDS, ID, applicantRoute as route } from '../../../modules/requests';

/** The applicant-side routes of v2 requests and drafts, and the JSON contract calls of both formats. */
export default {
  type: 'content-api',
  routes: [
    // drafts and submission
    route('POST', '/data-access-request/create-draft', 'createDraft'),
    route('PATCH', `/data-access-request/${ID}/update-draft`, 'updateDraft'),
    route('GET', `/data-access-request-draft/${ID}`, 'getDraft'),
    route('POST', `/data-access-request/${ID}/publish`, 'publishDraft'),
    route('DELETE', `/data-access-request/${ID}`, 'deleteDraft'),
    // own requests and details
    route('GET', '/data-access-requests/find-my', 'findMyV2'),
    route('GET', `/data-access-request/${ID}`, 'findOneV2'),
    // files
    route('POST', `/data-access-request/${ID}/attachments`, 'attachmentsV2'),
    route('POST', `/data-access-request/${ID}/contract`, 'contractV2'),
    route('POST', '/data-access-request/add-contract', 'addContract'),
    route('POST', '/data-access-request/update-contract', 'updateContract'),
    route('GET', `/v2/file-mapping/${FILE_IDS}`, 'downloadV2'),
  ],
};
