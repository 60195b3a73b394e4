import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPES, checkCommand, mayRunCommand, type RequestFormat, type RoleType } from '@portal/shared';
import { STATES, statePool } from '../helpers/action-matrix';
import { FIXTURES, bootRequestsApp, type RequestsApp } from '../helpers/requests';
import { PREFIX, currentVersion, readState, setState, staffPerRole, type Staff } from '../helpers/workflow';

/**
 * The permission table of the commands without a graph edge, role × state, against the HTTP
 * API (the graph's commands have theirs in workflow-actions.test.ts): add files, the old-format
 * update and publish to the register. And for every command: a role that may never run it is
 * refused (403) before its body is read.
 */
let app: RequestsApp;
let staff: Staff;

beforeAll(async () => {
  app = await bootRequestsApp();
  staff = await staffPerRole(app, 'perm ');
});
afterAll(async () => {
  await app?.stop();
});

const STATUS_OF = { invalid: 400, forbidden: 403, illegal: 409 } as const;

type Call = (role: RoleType, id: string) => Promise<request.Response>;

/** Sends the command as each role in each state and compares with the shared table. */
async function tableRow(
  format: RequestFormat,
  command: 'addAttachment' | 'updateRequest' | 'publishToRegister',
  call: Call,
): Promise<number> {
  const pool = await statePool(app, format, staff.authenticated, `${command}`);
  let calls = 0;
  for (const role of ROLE_TYPES) {
    for (const state of STATES) {
      const slot = pool.get(`${state.requestStatus}/${state.approvalStatus}`);
      if (!slot) throw new Error('missing slot');
      const before = await readState(app, format, slot.id);
      const res = await call(role, slot.id);
      calls += 1;
      const check = checkCommand(role, command, state, {}, { isOwner: role === 'authenticated', hasAssignee: false });
      const expected = check.ok ? 200 : STATUS_OF[check.reason];
      const label = `${format} ${role} ${command} @ ${state.requestStatus}/${state.approvalStatus} → ${res.status} ${JSON.stringify(res.body?.error ?? {})}`;
      expect(res.status, label).toBe(expected);
      const after = await readState(app, format, slot.id);
      // The state never moves for these commands (publish to the register of a complete request
      // is the graph's `publish` edge: it moves to published).
      if (expected === 200 && !(command === 'publishToRegister' && check.action === 'publish')) {
        expect({ ...after, version: undefined }, label).toEqual({ ...before, version: undefined });
        expect(after.version, label).toBe(before.version + 1);
      }
      if (expected !== 200) expect(after, label).toEqual(before);
      if (after.requestStatus !== state.requestStatus) {
        // put the slot back for the next role
        await setState(app, format, slot.id, { ...state, assignee: null });
      }
    }
  }
  return calls;
}

describe('the permission table over HTTP, role × state', () => {
  it('add files (v2 and v1): the applicant on their own open request and the queue manager', async () => {
    for (const format of ['v2', 'v1'] as const) {
      const calls = await tableRow(format, 'addAttachment', (role, id) =>
        request(app.server)
          .post(`${PREFIX[format]}/${id}/attachments`)
          .set('Authorization', staff[role].auth)
          .attach('files', FIXTURES.pdf, 'notes.pdf'),
      );
      expect(calls).toBe(ROLE_TYPES.length * STATES.length);
    }
  }, 300_000);

  it('the old-format update: the applicant, only while information is requested', async () => {
    await tableRow('v1', 'updateRequest', (role, id) =>
      request(app.server)
        .patch('/api/dataset-request/update')
        .set('Authorization', staff[role].auth)
        .send({ requestId: id, projectTitle: `Corrected by ${role}` }),
    );
  }, 300_000);

  it('publish to the register: the queue manager, on approved requests', async () => {
    await tableRow('v2', 'publishToRegister', async (role, id) =>
      request(app.server)
        .post(`/api/data-access-request/publish-to-register/${id}`)
        .set('Authorization', staff[role].auth)
        .send({ version: await currentVersion(app, id) }),
    );
  }, 300_000);
});

describe('a role that may never run a command is refused before its body is read', () => {
  const V2 = '/api/data-access-request';
  const V1 = '/api/dataset-request';
  /** Each command's routes with a body that would fail validation. */
  const ROUTES: Array<{
    command: string;
    method: 'post' | 'patch';
    path: (id: string) => string;
    format?: RequestFormat;
  }> = [
    { command: 'createDraft', method: 'post', path: () => `${V2}/create-draft` },
    { command: 'amend', method: 'patch', path: (id) => `${V2}/${id}/amend` },
    { command: 'updateRequest', method: 'patch', path: () => `${V1}/update` },
    { command: 'assign', method: 'post', path: () => `${V2}/assign` },
    { command: 'unassign', method: 'post', path: () => `${V1}/unassign` },
    { command: 'recommend', method: 'post', path: () => `${V2}/recommend` },
    { command: 'approve', method: 'post', path: () => `${V2}/approve` },
    { command: 'deny', method: 'post', path: () => `${V1}/deny` },
    { command: 'setStatus', method: 'post', path: () => `${V2}/set-status` },
    { command: 'addContract', method: 'post', path: () => `${V2}/add-contract` },
    { command: 'publishToRegister', method: 'post', path: (id) => `${V2}/publish-to-register/${id}` },
  ];

  it('answers 403, never 400, to every role without the command, whatever the body', async () => {
    const pool = await statePool(app, 'v2', staff.authenticated, 'gate');
    const id = [...pool.values()][0]?.id as string;
    let refused = 0;
    for (const route of ROUTES) {
      for (const role of ROLE_TYPES) {
        if (mayRunCommand(role, route.command as never)) continue;
        for (const body of [{ version: 'not a number', note: 42 }, { requestId: 'not an id!' }, {}]) {
          const call = request(app.server)[route.method](route.path(id));
          const res = await call.set('Authorization', staff[role].auth).send(body);
          expect(res.status, `${role} ${route.command} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(
            403,
          );
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(50);
  }, 120_000);
});
