/**
 * The request workflow service (docs/workflow.md): one place for both formats. Every state change
 * goes through applyAction / createSubmittedRequest; the rules come from @portal/shared.
 */
export { applyAction, createSubmittedRequest } from './apply-action';
export type { ActionInput, ApplyActionParams, ApplyActionResult, CreateSubmittedRequestParams } from './apply-action';
export { appendEvent, listEvents } from './events';
export type { AppendEventInput } from './events';
export { loadRequest, loadRequests, loadState, requestPopulate, documents } from './load';
export { notifySubmitted, notifyAfterAction, applicantLink, staffLink } from './notify';
export { listQueue, parseQueueQuery } from './queue';
export { listRecommendations } from './recommendations';
export { toStaffRequest, toApplicantRequest, stateOf, contextFor } from './view';
export type { StaffRequest, ApplicantRequest } from './view';
export * from './constants';
export type { Actor, LoadedRequest, UserRef, DatasetRef } from './types';
