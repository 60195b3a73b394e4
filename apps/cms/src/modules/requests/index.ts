/**
 * The requests module (docs/workflow.md, docs/architecture.md): both formats, every command
 * through one pipeline (commands/pipeline.ts), the queue and its index, files, the register and
 * the notifications; the rules come from @portal/shared. Its public entry: the rest of the CMS
 * imports the module from here only.
 */
export { applyAction, createSubmittedRequest } from './commands/apply-action';
export type {
  ActionInput,
  ApplyActionParams,
  ApplyActionResult,
  CreateSubmittedRequestParams,
} from './commands/apply-action';
export { appendEvent, listEvents } from './workflow/events';
export type { AppendEventInput } from './workflow/events';
export { loadRequest, loadRequests, requestPopulate, documents } from './workflow/load';
export { listQueue, parseQueueQuery } from './queue/queue';
export { listRecommendations } from './workflow/recommendations';
export { toStaffRequest, toApplicantRequest, stateOf, contextFor } from './workflow/view';
export type { StaffRequest, ApplicantRequest } from './workflow/view';
export * from './workflow/constants';
export type { Actor, LoadedRequest, UserRef, DatasetRef } from './workflow/types';
export { amendRequest } from './applicant/amend';
export { createDraft, deleteDraft, getDraft, publishDraft, updateDraft } from './applicant/drafts';
export { findMyRequests, getRequest, updateV1Request } from './applicant/requests';
export { requireActor } from './commands/pipeline';
export { addAttachments, addContract, openDownload, updateContract, uploadContract } from './files/files';
export type { UploadCtx } from './files/files';
export { REQUEST_FILE_UID, createFileRecord, ensureBlob, removeBlob, writeBlob } from './files/private-files';
export type { StoredBlob } from './files/private-files';
export { workflowController, workflowRoutes } from './http/workflow-controller';
export { setupQueueIndex } from './queue-index/setup';
export { setupAccessQueueKeys, sweepEndedAccess, writeAllAccessQueueKeys } from './access/queue-keys';
export { ENTRIES_TABLE as QUEUE_ENTRIES_TABLE, queueTable } from './queue-index/table';
export { forgetQueueCounts, generation as queueGeneration } from './queue-index/counts';
export { queueCsvText } from './queue/queue-csv-text';
export { remindOverdue } from './reminders/overdue';
export { runAccessClock } from './access/clock';
export { ensureAccessIndexes, replayAccessEdges } from './access/store';
export { backfillAccessPeriods } from './access/backfill';
export { ACCESS_PERIOD_UID, ENTITLEMENT_UID } from './access/store';
export { queueCsvFileName, queueCsvStream } from './queue/queue-csv';
export { publishToRegister } from './register/register';
export { sendRoundReminders } from './rounds/reminders';
export { registerAdminReadOnlyWorkflow } from './workflow/admin-read-only';
export { registerAppendOnlyEvents } from './workflow/append-only';
export { applicantController } from './http/applicant-controller';
export { FILE_IDS, ID, applicantRoute } from './http/applicant-routes';
export { listRequestVersions } from './versions/read';
export { ensureVersionIndexes } from './versions/store';
export { conversationController, conversationRoute } from './http/conversation-controller';
export { accessController, accessRoutes } from './http/access-controller';
export { ensureConversationIndexes } from './conversation/tables';
export { ensureRequestReadIndexes } from './workflow/read-indexes';
