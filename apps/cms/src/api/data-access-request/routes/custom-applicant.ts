/**
 * Applicant-side request routes (spec §7, docs/api/requests.md), both formats. Every route needs
 * a live session (`global::is-authenticated` on `auth: false`: 401 'User is not logged in');
 * roles, ownership (404 when not yours) and workflow states are checked by the service.
 *
 * `:id` segments only match document ids (letters and digits, 10+ characters) so that the staff
 * routes with fixed words (`/data-access-request/queue`, `/assign`, …) are never taken for one.
 */
const ID = ':id([A-Za-z0-9]{10,64})';

const route = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, handler: string) => ({
  method,
  path,
  handler: `applicant.${handler}`,
  config: { auth: false as const, policies: ['global::is-authenticated'] },
});

export default {
  type: 'content-api',
  routes: [
    // v2 drafts and submission
    route('POST', '/data-access-request/create-draft', 'createDraft'),
    route('PATCH', `/data-access-request/${ID}/update-draft`, 'updateDraft'),
    route('GET', `/data-access-request-draft/${ID}`, 'getDraft'),
    route('POST', `/data-access-request/${ID}/publish`, 'publishDraft'),
    route('DELETE', `/data-access-request/${ID}`, 'deleteDraft'),
    // own requests and details
    route('GET', '/data-access-requests/find-my', 'findMyV2'),
    route('GET', '/dataset-request/find-my', 'findMyV1'),
    route('GET', `/data-access-request/${ID}`, 'findOneV2'),
    route('GET', `/dataset-requests/${ID}`, 'findOneV1'),
    route('PATCH', '/dataset-request/update', 'updateV1'),
    // files
    route('POST', `/dataset-request/${ID}/attachments`, 'attachmentsV1'),
    route('POST', `/data-access-request/${ID}/attachments`, 'attachmentsV2'),
    route('POST', `/dataset-request/${ID}/contract`, 'contractV1'),
    route('POST', `/data-access-request/${ID}/contract`, 'contractV2'),
    route('POST', '/data-access-request/add-contract', 'addContract'),
    route('POST', '/data-access-request/update-contract', 'updateContract'),
    route('GET', '/file-mapping/:requestId([A-Za-z0-9]{1,64})/:fileId([A-Za-z0-9]{1,64})', 'downloadV1'),
    route('GET', '/v2/file-mapping/:requestId([A-Za-z0-9]{1,64})/:fileId([A-Za-z0-9]{1,64})', 'downloadV2'),
    // public register
    route('POST', `/data-access-request/publish-to-register/${ID}`, 'publishToRegister'),
  ],
};
