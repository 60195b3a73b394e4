import request from 'supertest';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMAND_OF_ACTION,
  COMMAND_SPECS,
  GRAPH_STATES,
  REQUEST_STATUSES,
  ROLE_TYPES,
  RECOMMENDATIONS,
  WORKFLOW_ACTIONS,
  allowedActions,
  assignableRoles,
  checkTransition,
  isGraphState,
  mayRunCommand,
  setStatusTargets,
  type RoleType,
  type WorkflowAction,
  type WorkflowState,
} from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import {
  docs,
  EVENT_UID,
  eventsOf,
  PREFIX,
  readState,
  seedRequest,
  silenceMail,
  staffPerRole,
  workflowService,
  type Staff,
} from '../helpers/workflow';
import { statusOfError } from '../helpers/action-matrix';

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Conc ');
});
afterAll(async () => {
  await app?.stop();
});

const post = (path: string, auth: string, body: Record<string, unknown>) =>
  request(app.server).post(path).set('Authorization', auth).send(body);

describe('two staff acting at once', () => {
  for (const format of ['v2', 'v1'] as const) {
    it(`${format}: two simultaneous assigns of the same version → exactly one 200 and one 409`, async () => {
      for (let round = 0; round < 5; round += 1) {
        const id = await seedRequest(app, { format, requester: staff.authenticated });
        const [a, b] = await Promise.all([
          post(`${PREFIX[format]}/assign`, staff['queue-manager'].auth, {
            requestId: id,
            assigneeId: staff['dag-member'].documentId,
            version: 0,
          }),
          post(`${PREFIX[format]}/assign`, staff['dag-chair'].auth, {
            requestId: id,
            assigneeId: staff['dag-member'].documentId,
            version: 0,
          }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const loser = a.status === 409 ? a : b;
        expect(loser.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
        expect(await readState(app, format, id)).toEqual({
          requestStatus: 'assigned',
          approvalStatus: 'pending',
          assignee: staff['dag-member'].documentId,
          version: 1,
        });
        const events = await eventsOf(app, format, id);
        expect(events).toHaveLength(1);
        expect(events[0]!.actorRole).toBe(a.status === 200 ? 'queue-manager' : 'dag-chair');
      }
    });
  }

  it('staff changes without a version are refused (400 version is required), even many at once', async () => {
    const id = await seedRequest(app, {
      format: 'v2',
      requester: staff.authenticated,
      requestStatus: 'assigned',
      approvalStatus: 'pending',
      assignee: staff['dag-member'],
    });
    const targets = ['inReview', 'new', 'informationRequested', 'inReview', 'new', 'assigned'];
    const results = await Promise.all([
      ...targets.map((requestStatus, i) =>
        post(`${PREFIX.v2}/set-status`, (i % 2 ? staff['dag-member'] : staff['queue-manager']).auth, {
          requestId: id,
          requestStatus,
        }),
      ),
      post(`${PREFIX.v2}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-chair'].documentId,
      }),
      post(`${PREFIX.v2}/recommend`, staff['dag-member'].auth, { requestId: id, recommendation: 'approve' }),
      post(`${PREFIX.v2}/unassign`, staff['dag-chair'].auth, { requestId: id }),
    ]);
    for (const res of results) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('version is required');
      expect(res.body.error.details.errors).toEqual([
        {
          path: ['version'],
          message: 'version is required',
          name: 'ValidationError',
          code: 'request.version_required',
        },
      ]);
    }
    expect(await readState(app, 'v2', id)).toEqual({
      requestStatus: 'assigned',
      approvalStatus: 'pending',
      assignee: staff['dag-member'].documentId,
      version: 0,
    });
    expect(await eventsOf(app, 'v2', id)).toHaveLength(0);
  });

  for (const format of ['v2', 'v1'] as const) {
    it(`${format}: two different staff changes at once with the version both saw → exactly one wins`, async () => {
      for (let round = 0; round < 5; round += 1) {
        const id = await seedRequest(app, {
          format,
          requester: staff.authenticated,
          requestStatus: 'assigned',
          approvalStatus: 'pending',
          assignee: staff['dag-member'],
        });
        const [a, b] = await Promise.all([
          post(`${PREFIX[format]}/set-status`, staff['dag-member'].auth, {
            requestId: id,
            requestStatus: 'inReview',
            version: 0,
          }),
          post(`${PREFIX[format]}/assign`, staff['queue-manager'].auth, {
            requestId: id,
            assigneeId: staff['dag-chair'].documentId,
            version: 0,
          }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const loser = a.status === 409 ? a : b;
        expect(loser.body.error.message).toBe('The request was changed by someone else. Reload and try again.');
        expect((await readState(app, format, id)).version).toBe(1);
        expect(await eventsOf(app, format, id)).toHaveLength(1);
      }
    });
  }

  it('re-assigning a request to its current assignee is refused (409) and logs nothing', async () => {
    for (const format of ['v2', 'v1'] as const) {
      const id = await seedRequest(app, {
        format,
        requester: staff.authenticated,
        requestStatus: 'assigned',
        approvalStatus: 'pending',
        assignee: staff['dag-member'],
      });
      const res = await post(`${PREFIX[format]}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-member'].documentId,
        version: 0,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('The request is already assigned to this user.');
      expect(res.body.error.details.allowed).toEqual(expect.arrayContaining(['assign']));
      expect(await readState(app, format, id)).toMatchObject({ assignee: staff['dag-member'].documentId, version: 0 });
      expect(await eventsOf(app, format, id)).toHaveLength(0);
      // two identical assigns at once: one assigns, the other is a conflict (stale version), never two events
      const fresh = await seedRequest(app, { format, requester: staff.authenticated });
      const both = await Promise.all(
        [staff['queue-manager'], staff['queue-manager']].map((user) =>
          post(`${PREFIX[format]}/assign`, user.auth, {
            requestId: fresh,
            assigneeId: staff['dag-member'].documentId,
            version: 0,
          }),
        ),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await eventsOf(app, format, fresh)).toHaveLength(1);
    }
  });
});

describe('a database failure in the middle of a change', () => {
  it('leaves the request, its recommendations and the log unchanged (event insert fails)', async () => {
    const id = await seedRequest(app, {
      format: 'v2',
      requester: staff.authenticated,
      requestStatus: 'assigned',
      approvalStatus: 'pending',
      assignee: staff['dag-member'],
    });
    const before = await readState(app, 'v2', id);
    // The event is the last write of a change: failing its insert must undo the others.
    const remove = app.strapi.db.lifecycles.subscribe({
      models: [EVENT_UID],
      beforeCreate: () => {
        throw new Error('Simulated database failure');
      },
    });
    try {
      const assign = await post(`${PREFIX.v2}/assign`, staff['queue-manager'].auth, {
        requestId: id,
        assigneeId: staff['dag-chair'].documentId,
        version: 0,
      });
      expect(assign.status).toBe(500);
      expect(assign.body.error.message).not.toMatch(/Simulated/);
      const recommend = await post(`${PREFIX.v2}/recommend`, staff['dag-member'].auth, {
        requestId: id,
        recommendation: 'approve',
        note: 'ok',
        version: 0,
      });
      expect(recommend.status).toBe(500);
    } finally {
      remove();
    }
    expect(await readState(app, 'v2', id)).toEqual(before);
    expect(await eventsOf(app, 'v2', id)).toHaveLength(0);
    expect(
      await docs(app, 'api::recommendation.recommendation').findMany({ filters: { requestDocumentId: id } }),
    ).toHaveLength(0);

    // the same call works once the database is healthy again
    const again = await post(`${PREFIX.v2}/recommend`, staff['dag-member'].auth, {
      requestId: id,
      recommendation: 'approve',
      note: 'ok',
      version: 0,
    });
    expect(again.status).toBe(200);
    expect(await readState(app, 'v2', id)).toMatchObject({
      approvalStatus: 'pendingApproval',
      version: before.version + 1,
    });
    expect(await eventsOf(app, 'v2', id)).toHaveLength(1);
  });

  it('rolls back when the caller’s own writes fail (within)', async () => {
    const id = await seedRequest(app, {
      format: 'v1',
      requester: staff.authenticated,
      requestStatus: 'pendingContract',
      approvalStatus: 'approved',
    });
    const actor = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: staff['contract-manager'].id }, populate: ['role'] });
    await expect(
      workflowService().applyAction(app.strapi, {
        format: 'v1',
        documentId: id,
        actor,
        action: 'addContract',
        input: { version: 0 },
        within: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await readState(app, 'v1', id)).toEqual({
      requestStatus: 'pendingContract',
      approvalStatus: 'approved',
      assignee: null,
      version: 0,
    });
    expect(await eventsOf(app, 'v1', id)).toHaveLength(0);
  });
});

describe('property: random action sequences', () => {
  type Step = {
    smart: boolean;
    pick: number;
    role: RoleType;
    action: WorkflowAction;
    target: string;
    assigneeRole: RoleType;
    recommendation: string;
  };
  const stepArb: fc.Arbitrary<Step> = fc.record({
    smart: fc.boolean(),
    pick: fc.nat(1000),
    role: fc.constantFrom(...ROLE_TYPES),
    action: fc.constantFrom(...WORKFLOW_ACTIONS.filter((a) => a !== 'submit')),
    target: fc.constantFrom(...REQUEST_STATUSES),
    assigneeRole: fc.constantFrom(...ROLE_TYPES),
    recommendation: fc.constantFrom(...RECOMMENDATIONS, 'maybe'),
  });

  /** Half the steps pick among the moves the rules allow somebody now, so sequences get far. */
  function resolve(step: Step, state: WorkflowState, hasAssignee: boolean): Step {
    if (!step.smart) return step;
    const ctx = { hasAssignee, isOwner: true };
    const moves: Step[] = [];
    for (const role of ROLE_TYPES) {
      for (const action of allowedActions(role, state, ctx)) {
        if (action === 'assign')
          for (const assigneeRole of assignableRoles(role, state.approvalStatus, state.requestStatus))
            moves.push({ ...step, role, action, assigneeRole });
        else if (action === 'setStatus')
          for (const target of setStatusTargets(role, state, ctx)) moves.push({ ...step, role, action, target });
        else moves.push({ ...step, role, action, recommendation: 'approve' });
      }
    }
    return moves.length > 0 ? moves[step.pick % moves.length]! : step;
  }

  it('never leaves the graph, matches the shared rules, and logs exactly one event per accepted action', async () => {
    const service = workflowService();
    const actors = Object.fromEntries(
      await Promise.all(
        ROLE_TYPES.map(
          async (role) =>
            [
              role,
              await app.strapi.db
                .query('plugin::users-permissions.user')
                .findOne({ where: { id: staff[role].id }, populate: ['role'] }),
            ] as const,
        ),
      ),
    ) as Record<RoleType, never>;
    let runs = 0;
    let totalAccepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        fc.constantFrom('v1' as const, 'v2' as const),
        async (steps, format) => {
          runs += 1;
          const submitted = await service.createSubmittedRequest(app.strapi, {
            format,
            actor: actors.authenticated,
            data: format === 'v1' ? { projectTitle: `Property ${runs}` } : { projectTitle: `Property ${runs}` },
          });
          const id = submitted.loaded.documentId;
          let state: WorkflowState = { requestStatus: 'new', approvalStatus: 'pending' };
          let assignee: string | null = null;
          let accepted = 0;
          for (const raw of steps) {
            const step = resolve(raw, state, assignee !== null);
            const assigneeUser = staff[step.assigneeRole];
            const input = {
              requestStatus: step.target,
              recommendation: step.recommendation,
              assigneeId: assigneeUser.documentId,
              version: accepted,
            };
            const expected = checkTransition(
              step.role,
              step.action,
              state,
              {
                requestStatus: step.target,
                recommendation: step.recommendation,
                assigneeRole: step.assigneeRole,
                assigneeIsCurrent: step.action === 'assign' && assignee === assigneeUser.documentId,
              },
              { isOwner: step.role === 'authenticated', hasAssignee: assignee !== null },
            );
            let status = 200;
            try {
              await service.applyAction(app.strapi, {
                format,
                documentId: id,
                actor: actors[step.role],
                action: step.action,
                input,
                note: step.action === 'deny' ? 'Denied in a property test' : undefined,
              });
            } catch (error) {
              status = statusOfError(error);
            }
            // A role that may never run the command is refused (403) before its input is read.
            // A command that a format does not have (amend: v2 only) is not found.
            const command = COMMAND_OF_ACTION[step.action];
            const refused = !mayRunCommand(step.role, command);
            const missing = !COMMAND_SPECS[command].formats.includes(format);
            const applies = expected.ok && !refused && !missing;
            expect(status, `${step.role} ${step.action} ${JSON.stringify(input)} @ ${JSON.stringify(state)}`).toBe(
              refused
                ? 403
                : missing
                  ? 404
                  : expected.ok
                    ? 200
                    : ({ invalid: 400, forbidden: 403, illegal: 409 } as const)[expected.reason],
            );
            if (applies && expected.ok) {
              accepted += 1;
              state = expected.to;
              if (step.action === 'assign') assignee = assigneeUser.documentId;
              if (step.action === 'unassign') assignee = null;
            }
            const stored = await readState(app, format, id);
            expect(isGraphState(stored)).toBe(true);
            expect(stored).toEqual({ ...state, assignee, version: accepted });
          }
          const events = await eventsOf(app, format, id);
          expect(events).toHaveLength(1 + accepted);
          for (const event of events)
            expect(
              GRAPH_STATES.some(
                (s) => s.requestStatus === event.toRequestStatus && s.approvalStatus === event.toApprovalStatus,
              ),
            ).toBe(true);
          totalAccepted += accepted;
        },
      ),
      { numRuns: 40 },
    );
    expect(totalAccepted).toBeGreaterThan(20);
  }, 600_000);
});
