import type { Core } from '@strapi/strapi';
import { errors } from '../../../platform/http/strapi-errors';
import { DRAFT_UID, EVENT_UID, RECOMMENDATION_UID, REQUEST_UIDS, ROUND_UID, VERSION_UID } from './constants';
import { REQUEST_FILE_UID } from '../files/private-files';
import { MESSAGE_READ_UID, MESSAGE_UID } from '../conversation/tables';
import { ACCESS_PERIOD_UID, ENTITLEMENT_UID } from '../access/store';

/** Records that only the workflow writes: each change must go through its rules and leave an event. */
const WORKFLOW_UIDS = new Set<string>([
  REQUEST_UIDS.v1,
  REQUEST_UIDS.v2,
  DRAFT_UID,
  EVENT_UID,
  RECOMMENDATION_UID,
  ROUND_UID,
  REQUEST_FILE_UID,
  VERSION_UID,
  MESSAGE_UID,
  MESSAGE_READ_UID,
  ACCESS_PERIOD_UID,
  ENTITLEMENT_UID,
]);

const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

/** The admin panel's APIs: the content manager, and its bulk and relation helpers. */
const ADMIN_PATH = /^\/(content-manager|content-releases|review-workflows)\//;

const ADMIN_READ_ONLY_MESSAGE =
  'Requests change only through the portal workflow (the staff queue), so that every change is checked and logged. The admin panel shows them read-only.';

/**
 * Workflow records are read-only in the Strapi admin: its content manager may list and open
 * requests, drafts, events, recommendations, rounds, files, messages, access periods and
 * entitlements, but a create, update, delete, publish or
 * clone from it fails with 403 instead of bypassing the transition rules and the event log.
 * The API's own writes (the workflow service) run outside the admin's paths and are unaffected.
 * Call from register().
 */
export function registerAdminReadOnlyWorkflow(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (WORKFLOW_UIDS.has(ctx.uid) && !READS.has(ctx.action)) {
      const path = strapi.requestContext.get()?.request?.path ?? '';
      if (ADMIN_PATH.test(path)) throw new errors.ForbiddenError(ADMIN_READ_ONLY_MESSAGE);
    }
    return next();
  });
}
