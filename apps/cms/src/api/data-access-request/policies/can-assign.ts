import type { Core } from '@strapi/strapi';
import { ACTION_ROLES, assignableRoles, isRequestFormat, type RoleType } from '@portal/shared';
import { NOT_LOGGED_IN } from '../../../utils/auth/session-strategy';
import { errors, unauthorized } from '../../../utils/strapi-errors';
import { NOT_FOUND_MESSAGE, USER_UID } from '../../../services/workflow/constants';
import { loadState } from '../../../services/workflow/load';

interface PolicyContext {
  state: { user?: { id: number; role?: { type?: string } | null } };
  request: { body?: unknown };
}

/**
 * `api::data-access-request.can-assign` (config `{ format: 'v1' | 'v2' }`): the acting user's
 * role may assign, and the assignee's role is in `assignableRoles(actor, approvalStatus,
 * requestStatus)` of the request's current state (spec §4), else 403 with the allowed roles in
 * `details.allowed`. A state in which the actor can assign nobody is left to the workflow
 * service (409: illegal from this state); unknown request → 404; bad body → 400.
 */
export default async (
  policyContext: PolicyContext,
  config: { format?: unknown },
  { strapi }: { strapi: Core.Strapi },
): Promise<true> => {
  const format = config?.format;
  if (!isRequestFormat(format)) throw new Error('can-assign needs config.format (v1 or v2)');
  const user = policyContext.state.user;
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  const role = user.role?.type;
  if (!(ACTION_ROLES.assign as readonly string[]).includes(role ?? '')) {
    throw new errors.PolicyError('Your role cannot assign requests', { allowed: [] });
  }

  const raw = policyContext.request.body as Record<string, unknown> | undefined;
  const body = (raw && typeof raw.data === 'object' && raw.data !== null ? raw.data : raw) as
    Record<string, unknown> | undefined;
  const requestId = body?.requestId;
  const assigneeId = body?.assigneeId;
  if (typeof requestId !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(requestId)) {
    throw new errors.ValidationError('requestId is required (the documentId of the request)');
  }
  if (
    (typeof assigneeId !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(assigneeId)) &&
    !(typeof assigneeId === 'number' && Number.isSafeInteger(assigneeId))
  ) {
    throw new errors.ValidationError('assigneeId is required (the documentId of a staff user)');
  }

  const state = await loadState(strapi, format, requestId);
  if (!state) throw new errors.NotFoundError(NOT_FOUND_MESSAGE);
  const allowed = assignableRoles(role, state.approvalStatus, state.requestStatus);
  if (allowed.length === 0) return true; // illegal in this state: the service answers 409

  const where =
    typeof assigneeId === 'number' || /^\d+$/.test(assigneeId)
      ? { id: Number(assigneeId) }
      : { documentId: assigneeId };
  const assignee = (await strapi.db.query(USER_UID).findOne({ where, populate: { role: { select: ['type'] } } })) as {
    role?: { type?: string } | null;
  } | null;
  if (!assignee) throw new errors.ValidationError('No user with this assigneeId');
  const assigneeRole = assignee.role?.type;
  if (!assigneeRole || !(allowed as string[]).includes(assigneeRole)) {
    throw new errors.PolicyError(`You can assign this request only to: ${allowed.join(', ')}`, {
      allowed: allowed as RoleType[],
    });
  }
  return true;
};
