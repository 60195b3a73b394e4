import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { ROLES, runActionRow, statePool, type MatrixCall } from '../helpers/action-matrix';
import { silenceMail, staffPerRole, type Staff } from '../helpers/workflow';
import { userWithSession } from '../helpers/sessions';

/**
 * §6 and the graph: every role × every (requestStatus, approvalStatus) × with and without an
 * assignee, for each staff action over HTTP (v2 and v1), and for the contract and publish actions
 * at the service level (their endpoints are the applicant side's; the service is the same). A
 * role refused by role alone meets every state once, half of them with an assignee
 * (`refusedByRole` in the matrix helper says why that is enough).
 */
let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Actions ');
});
afterAll(async () => {
  await app?.stop();
});

const HTTP_CALLS: MatrixCall[] = [
  { http: { path: 'unassign', body: {} }, action: 'unassign', input: {} },
  { http: { path: 'approve', body: { note: 'ok' } }, action: 'approve', input: {} },
  { http: { path: 'deny', body: { note: 'Not in scope' } }, action: 'deny', input: {} },
  {
    http: { path: 'recommend', body: { recommendation: 'approve', note: 'Fine' } },
    action: 'recommend',
    input: { recommendation: 'approve' },
  },
];

const SERVICE_CALLS: MatrixCall[] = [
  { http: null, action: 'addContract', input: {} },
  { http: null, action: 'signContract', input: {} },
  { http: null, action: 'publish', input: {} },
];

// v2 over HTTP (routes, policies, service); v1 at the service level (the same code with the v1
// content type; its routes are spot-checked in workflow-lifecycle and the assign matrix).
const SERVICE_STAFF_CALLS: MatrixCall[] = HTTP_CALLS.map((call) => ({
  http: null,
  action: call.action,
  input: call.input,
  note: call.http?.body.note as string | undefined,
}));

for (const [format, calls] of [
  ['v2', HTTP_CALLS],
  ['v1', SERVICE_STAFF_CALLS],
] as const) {
  describe(`${format} staff actions ${format === 'v2' ? 'over HTTP' : 'at the service level'}`, () => {
    for (const call of calls) {
      it(`${call.action}: every role × state × assignee`, async () => {
        const pool = await statePool(app, format, staff.authenticated, `${call.action} ${format}`);
        let accepted = 0;
        for (const role of ROLES) {
          for (const [index, hasAssignee] of [true, false].entries())
            accepted += await runActionRow(app, format, staff, pool, role, call, {
              hasAssignee,
              isOwner: true,
              spread: { index, of: 2 },
            });
        }
        expect(accepted).toBeGreaterThan(0);
      }, 300_000);
    }
  });
}

describe('contract and publish actions (service level, both formats)', () => {
  for (const format of ['v2', 'v1'] as const) {
    for (const call of SERVICE_CALLS) {
      it(`${format} ${call.action}: every role × state, owner and non-owner applicants`, async () => {
        const pool = await statePool(app, format, staff.authenticated, `${call.action} ${format}`);
        let accepted = 0;
        for (const role of ROLES)
          accepted += await runActionRow(app, format, staff, pool, role, call, { hasAssignee: true, isOwner: true });
        // another applicant's request: not found for them, whatever the state
        const other = await userWithSession(app, 'authenticated');
        const foreign = await statePool(app, format, other, `${call.action} ${format} foreign`);
        accepted += await runActionRow(app, format, staff, foreign, 'authenticated', call, {
          hasAssignee: true,
          isOwner: false,
        });
        expect(accepted).toBeGreaterThan(0);
      }, 300_000);
    }
  }
});
