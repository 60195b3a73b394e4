import request from 'supertest';
import { expect } from 'vitest';
import {
  APPROVAL_STATUSES,
  REQUEST_STATUSES,
  ROLE_TYPES,
  assignableRoles,
  canAssign,
  type RequestFormat,
} from '@portal/shared';
import type { TestApp } from './strapi';
import { eventsOf, PREFIX, readState, putState, seedRequest, type Staff } from './workflow';

const STATES = APPROVAL_STATUSES.flatMap((approvalStatus) =>
  REQUEST_STATUSES.map((requestStatus) => ({ requestStatus, approvalStatus })),
);

/**
 * Every acting role × approval status × request status × assignee role, over HTTP: the answer
 * is 200 exactly when the §4 matrix allows it (and the state moves as the graph says), else
 * 403 (the role may never assign, or the assignee's role is not in the allowed set — listed in
 * details) or 409 (nobody assignable by this role in this state); a refused call changes nothing.
 * One request per state; a state is reset only after a successful assignment changed it.
 */
export async function runAssignMatrix(app: TestApp, format: RequestFormat, staff: Staff): Promise<number> {
  const pool = new Map<string, { id: string; dirty: boolean; version: number }>();
  for (const state of STATES) {
    const id = await seedRequest(app, {
      format,
      requester: staff.authenticated,
      ...state,
      projectTitle: `Assign matrix ${format} ${state.requestStatus}/${state.approvalStatus}`,
    });
    pool.set(`${state.requestStatus}/${state.approvalStatus}`, { id, dirty: false, version: 0 });
  }
  let cases = 0;
  for (const actor of ROLE_TYPES) {
    for (const assigneeRole of ROLE_TYPES) {
      await Promise.all(
        STATES.map(async (state) => {
          const slot = pool.get(`${state.requestStatus}/${state.approvalStatus}`)!;
          if (slot.dirty) {
            await putState(app, format, slot.id, { ...state, assignee: null });
            slot.dirty = false;
          }
          const before = { ...state, assignee: null, version: slot.version };
          const res = await request(app.server)
            .post(`${PREFIX[format]}/assign`)
            .set('Authorization', staff[actor].auth)
            .send({ requestId: slot.id, assigneeId: staff[assigneeRole].documentId, version: slot.version });
          const label = `${format}: ${actor} assigns ${assigneeRole} @ ${state.requestStatus}/${state.approvalStatus} → ${res.status} ${JSON.stringify(res.body?.error ?? {})}`;
          const allowed = assignableRoles(actor, state.approvalStatus, state.requestStatus);
          if (canAssign(actor, state.approvalStatus, state.requestStatus, assigneeRole)) {
            expect(res.status, label).toBe(200);
            const undecided = state.approvalStatus === 'pending' || state.approvalStatus === 'pendingApproval';
            const expectedStatus =
              undecided && (state.requestStatus === 'new' || state.requestStatus === 'pendingReassignment')
                ? 'assigned'
                : state.requestStatus;
            const after = await readState(app, format, slot.id);
            expect(after, label).toEqual({
              requestStatus: expectedStatus,
              approvalStatus: state.approvalStatus,
              assignee: staff[assigneeRole].documentId,
              version: before.version + 1,
            });
            expect(res.body.data.internal.assignee.documentId, label).toBe(staff[assigneeRole].documentId);
            slot.dirty = true;
            slot.version = after.version;
          } else {
            const neverAssigns = !APPROVAL_STATUSES.some((a) =>
              REQUEST_STATUSES.some((r) => assignableRoles(actor, a, r).length > 0),
            );
            if (neverAssigns) {
              expect(res.status, label).toBe(403);
            } else if (allowed.length === 0) {
              expect(res.status, label).toBe(409);
              expect(Array.isArray(res.body.error.details.allowed), label).toBe(true);
            } else {
              expect(res.status, label).toBe(403);
              expect(res.body.error.details.allowed, label).toEqual(allowed);
            }
            expect(await readState(app, format, slot.id), label).toEqual(before);
          }
          cases += 1;
        }),
      );
    }
  }
  // one event per accepted assignment, none for refusals
  let events = 0;
  for (const { id } of pool.values()) events += (await eventsOf(app, format, id)).length;
  const accepted = ROLE_TYPES.flatMap((actor) =>
    ROLE_TYPES.flatMap((assignee) =>
      STATES.filter((s) => canAssign(actor, s.approvalStatus, s.requestStatus, assignee)),
    ),
  ).length;
  expect(events).toBe(accepted);
  return cases;
}
