/**
 * Applicant-side request routes (spec §7, docs/api/requests.md). Every route needs a live session
 * (`global::is-authenticated` on `auth: false`: 401 'User is not logged in'); roles, ownership
 * (404 when not yours) and workflow states are checked by the command pipeline.
 *
 * `:id` segments only match document ids (letters and digits, 10+ characters) so that the staff
 * routes with fixed words (`/data-access-request/queue`, `/assign`, …) are never taken for one.
 */
export const ID = ':id([A-Za-z0-9]{10,64})';

/** A download's two ids (any documentId: a missing one is 404 like a foreign one). */
export const FILE_IDS = ':requestId([A-Za-z0-9]{1,64})/:fileId([A-Za-z0-9]{1,64})';

export const applicantRoute = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, handler: string) => ({
  method,
  path,
  handler: `applicant.${handler}`,
  config: { auth: false as const, policies: ['global::is-authenticated'] },
});
