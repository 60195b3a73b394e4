import request from 'supertest';
import { expect } from 'vitest';
import {
  APPROVAL_STATUSES,
  REQUEST_STATUSES,
  ROLE_TYPES,
  checkTransition,
  COMMAND_OF_ACTION,
  mayRunCommand,
  type RequestFormat,
  type RequestStatus,
  type RoleType,
  type WorkflowAction,
} from '@portal/shared';
import type { TestApp } from './strapi';
import { PREFIX, readState, putState, seedRequest, workflowService, type Staff } from './workflow';

export const STATES = APPROVAL_STATUSES.flatMap((approvalStatus) =>
  REQUEST_STATUSES.map((requestStatus) => ({ requestStatus, approvalStatus })),
);

/** A request of the pool and what the test knows is stored for it. */
type Slot = { id: string; requestStatus: string; approvalStatus: string; assignee: string | null; version: number };

/** One request per state, requested by `owner`, reset lazily after a successful change. */
export async function statePool(
  app: TestApp,
  format: RequestFormat,
  owner: { documentId: string },
  label: string,
): Promise<Map<string, Slot>> {
  const pool = new Map<string, Slot>();
  for (const state of STATES) {
    const id = await seedRequest(app, {
      format,
      requester: owner,
      ...state,
      projectTitle: `${label} ${state.requestStatus}/${state.approvalStatus}`,
    });
    pool.set(`${state.requestStatus}/${state.approvalStatus}`, { id, ...state, assignee: null, version: 0 });
  }
  return pool;
}

const STATUS_OF = { ok: 200, invalid: 400, forbidden: 403, illegal: 409 } as const;

export interface MatrixCall {
  /** The HTTP endpoint (after the format prefix) and body, or null for a service-level call. */
  http: { path: string; body: Record<string, unknown> } | null;
  action: WorkflowAction;
  input: { requestStatus?: RequestStatus; recommendation?: string };
  /** Sent as `note` (service-level calls; HTTP calls carry it in the body). */
  note?: string;
}

/**
 * Whether `role` is refused `call` whatever the request and input: a role that may never run the
 * command, or an applicant at an internal-only endpoint. The pipeline answers these 403 before it
 * reads the request or the body (commands-permissions.test.ts sends every such role bodies that
 * would fail validation), so the state and input cannot change the answer.
 */
function refusedByRole(role: RoleType, call: MatrixCall): boolean {
  return !mayRunCommand(role, COMMAND_OF_ACTION[call.action]) || (role === 'authenticated' && call.http !== null);
}

interface RowOptions {
  hasAssignee: boolean;
  isOwner: boolean;
  /**
   * This row's share of the states when `role` is refused by role alone: the states whose index
   * is `index` modulo `of`. A caller that tries `of` inputs (targets, with and without an
   * assignee) gives each its own `index`, so such a role meets every state once and every input
   * in `STATES.length / of` states, instead of every input in every state. Any other role runs
   * every state.
   */
  spread?: { index: number; of: number };
}

/** The states a row runs: all of them, or its share when the role is refused by role alone. */
function statesOfRow(role: RoleType, call: MatrixCall, spread: RowOptions['spread']): typeof STATES {
  if (!spread || !refusedByRole(role, call)) return STATES;
  return STATES.filter((_, index) => index % spread.of === spread.index);
}

/**
 * For each state of the row (in parallel, one request each): put the request in the state (with
 * or without an assignee), perform the call as `role`, and compare with the shared rules: the
 * answer's status (200 / 400 / 403 / 409; applicants are refused by the internal-only policy over
 * HTTP and get 404 for a request that is not theirs at the service), the stored state and version
 * after it.
 */
export async function runActionRow(
  app: TestApp,
  format: RequestFormat,
  staff: Staff,
  pool: Map<string, Slot>,
  role: RoleType,
  call: MatrixCall,
  opts: RowOptions,
): Promise<number> {
  const assignee = opts.hasAssignee ? staff['dag-member'] : null;
  let accepted = 0;
  await Promise.all(
    statesOfRow(role, call, opts.spread).map(async (state) => {
      const slot = pool.get(`${state.requestStatus}/${state.approvalStatus}`)!;
      // Reset only when the stored state differs from the one this case needs.
      if (
        slot.requestStatus !== state.requestStatus ||
        slot.approvalStatus !== state.approvalStatus ||
        slot.assignee !== (assignee?.documentId ?? null)
      ) {
        await putState(app, format, slot.id, { ...state, assignee });
        Object.assign(slot, state, { assignee: assignee?.documentId ?? null });
      }
      const before = {
        requestStatus: slot.requestStatus,
        approvalStatus: slot.approvalStatus,
        assignee: slot.assignee,
        version: slot.version,
      };
      let status: number;
      let body: { error?: { details?: { allowed?: unknown } } } = {};
      if (call.http) {
        const res = await request(app.server)
          .post(`${PREFIX[format]}/${call.http.path}`)
          .set('Authorization', staff[role].auth)
          .send({ requestId: slot.id, version: slot.version, ...call.http.body });
        status = res.status;
        body = res.body;
      } else {
        const actor = await app.strapi.db
          .query('plugin::users-permissions.user')
          .findOne({ where: { id: staff[role].id }, populate: ['role'] });
        try {
          await workflowService().applyAction(app.strapi, {
            format,
            documentId: slot.id,
            actor,
            action: call.action,
            input: { ...call.input, version: slot.version },
            note: call.note,
          });
          status = 200;
        } catch (error) {
          const details = (error as { details?: { allowed?: unknown } }).details;
          status = statusOfError(error);
          body = { error: { details } };
        }
      }
      const ctx = { isOwner: role === 'authenticated' && opts.isOwner, hasAssignee: opts.hasAssignee };
      const check = checkTransition(role, call.action, state, call.input, ctx);
      let expected: number = STATUS_OF[check.ok ? 'ok' : check.reason];
      if (role === 'authenticated' && call.http)
        expected = 403; // internal-only endpoints
      // The pipeline's order: a role that may never run the command is refused first (403),
      // then someone else's request is not found (404), then the state decides.
      else if (!mayRunCommand(role, COMMAND_OF_ACTION[call.action])) expected = 403;
      else if (role === 'authenticated' && !ctx.isOwner) expected = 404; // not your request
      const label = `${format} ${role} ${call.action} ${JSON.stringify(call.input)} @ ${state.requestStatus}/${state.approvalStatus} ${JSON.stringify(opts)} → ${status} ${JSON.stringify(body.error ?? {})}`;
      expect(status, label).toBe(expected);
      const after = await readState(app, format, slot.id);
      if (expected === 200 && check.ok) {
        const assigneeAfter = call.action === 'unassign' ? null : before.assignee;
        expect(after, label).toEqual({ ...check.to, assignee: assigneeAfter, version: before.version + 1 });
        Object.assign(slot, after);
        accepted += 1;
      } else {
        expect(after, label).toEqual(before);
        if (expected === 409) expect(Array.isArray(body.error?.details?.allowed), label).toBe(true);
      }
    }),
  );
  return accepted;
}

export function statusOfError(error: unknown): number {
  const e = error as { status?: number; name?: string };
  if (typeof e.status === 'number') return e.status;
  switch (e.name) {
    case 'ValidationError':
      return 400;
    case 'ForbiddenError':
    case 'PolicyError':
      return 403;
    case 'NotFoundError':
      return 404;
    default:
      return 500;
  }
}

export const ROLES = ROLE_TYPES;
