import request from 'supertest';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_COMMANDS,
  ROLE_TYPES,
  checkCommand,
  nextAccessPhase,
  type AccessCommand,
  type AccessPhase,
  type RequestFormat,
  type RoleType,
} from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import {
  PREFIX,
  currentVersion,
  eventsOf,
  seedRequest,
  silenceMail,
  staffPerRole,
  workflowService,
  type Staff,
} from '../helpers/workflow';

/**
 * The access graph walked at random against the running CMS (docs/workflow.md, "Access periods"):
 * any role runs any access command, the clock moves the end into the past (and past the extension
 * window); every answer is the one the shared rules give, the stored phase follows the model, and
 * each accepted change is exactly one event.
 */
const SETTINGS_UID = 'api::workflow-setting.workflow-setting';
const PERIOD_UID = 'api::access-period.access-period';
const DAY = 86_400_000;

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await bootStrapi();
  silenceMail(app);
  staff = await staffPerRole(app, 'Access property ');
  // Access runs from the approval, so a request is ready for the graph after one command.
  await app.strapi.db.query(SETTINGS_UID).create({ data: { accessStartsAt: 'approval', extensionGraceDays: 30 } });
});
afterAll(async () => {
  await app?.stop();
});

type Step =
  | { kind: 'command'; role: RoleType; command: AccessCommand; future: boolean; smart: boolean; pick: number }
  | { kind: 'clock'; late: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      role: fc.constantFrom(...ROLE_TYPES),
      command: fc.constantFrom(...ACCESS_COMMANDS),
      future: fc.boolean(),
      smart: fc.boolean(),
      pick: fc.nat(1000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), late: fc.boolean() }) },
);

const PATHS: Record<AccessCommand, string> = {
  changeAccessEnd: 'access/end',
  requestExtension: 'access/extension',
  grantExtension: 'access/extension/grant',
  refuseExtension: 'access/extension/refuse',
  fileCloseout: 'closeout',
  acceptCloseout: 'closeout/accept',
  askCloseoutMore: 'closeout/more',
};

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Period = { endsAt: string; state: string; extensionState: string; closeoutState: string };

async function storedPeriod(id: string): Promise<Period> {
  return (await app.strapi.db.query(PERIOD_UID).findOne({ where: { requestDocumentId: id } })) as Period;
}

/** The body a person would send: a later end for an extension, a date today or ahead for staff. */
async function bodyOf(command: AccessCommand, id: string, future: boolean): Promise<Record<string, unknown>> {
  const period = await storedPeriod(id);
  const end = new Date(period.endsAt).getTime();
  const version = await currentVersion(app, id);
  switch (command) {
    case 'changeAccessEnd':
      return { endsAt: ymd(future ? Date.now() + 40 * DAY : Date.now()), note: 'Moved.', version };
    case 'requestExtension':
      return { endsAt: ymd(Math.max(end, Date.now()) + 30 * DAY), reason: 'More time.' };
    case 'grantExtension':
      return { version };
    case 'fileCloseout':
      return { publications: [], dataDisposition: 'destroyed', attestation: true };
    case 'acceptCloseout':
      return { version };
    default:
      return { note: 'Please.', version };
  }
}

const STATUS = { forbidden: 403, illegal: 409, invalid: 400 } as const;

const stateOf = (phase: AccessPhase) => ({
  requestStatus: 'pendingContract',
  approvalStatus: 'approved',
  access: phase,
});
const contextOf = (role: RoleType) => ({ isOwner: role === 'authenticated', hasAssignee: true });

/** Half the command steps pick among the moves the graph allows somebody now, so walks get far. */
function resolve(step: Extract<Step, { kind: 'command' }>, phase: AccessPhase): Extract<Step, { kind: 'command' }> {
  if (!step.smart) return step;
  const moves = ROLE_TYPES.flatMap((role) =>
    ACCESS_COMMANDS.filter((command) => checkCommand(role, command, stateOf(phase), {}, contextOf(role)).ok).map(
      (command) => ({ ...step, role, command }),
    ),
  );
  return moves.length > 0 ? (moves[step.pick % moves.length] as typeof step) : step;
}

/**
 * Walks that once disagreed with the model, run first on every run: access that ended long ago,
 * re-dated to today by staff, is within the extension window again.
 */
const KNOWN: [Step[], RequestFormat][] = [
  [
    [
      { kind: 'command', role: 'authenticated', command: 'changeAccessEnd', future: false, smart: true, pick: 0 },
      { kind: 'clock', late: true },
      { kind: 'command', role: 'authenticated', command: 'changeAccessEnd', future: false, smart: true, pick: 0 },
      { kind: 'command', role: 'authenticated', command: 'changeAccessEnd', future: false, smart: true, pick: 380 },
      { kind: 'command', role: 'authenticated', command: 'requestExtension', future: false, smart: false, pick: 0 },
    ],
    'v1',
  ],
  // The whole road, so that the walk reaches every phase it checks for whatever the random
  // walks find: an extension asked, access ended, the report filed, sent back, filed and accepted.
  [
    [
      { kind: 'command', role: 'authenticated', command: 'requestExtension', future: false, smart: false, pick: 0 },
      { kind: 'command', role: 'queue-manager', command: 'refuseExtension', future: false, smart: false, pick: 0 },
      { kind: 'clock', late: false },
      { kind: 'command', role: 'authenticated', command: 'fileCloseout', future: false, smart: false, pick: 0 },
      { kind: 'command', role: 'queue-manager', command: 'askCloseoutMore', future: false, smart: false, pick: 0 },
      { kind: 'command', role: 'authenticated', command: 'fileCloseout', future: false, smart: false, pick: 0 },
      { kind: 'command', role: 'queue-manager', command: 'acceptCloseout', future: false, smart: false, pick: 0 },
      { kind: 'clock', late: false },
    ],
    'v2',
  ],
];

describe('property: random access command sequences', () => {
  it('answer as the shared access graph says, store its phase and log one event per change', async () => {
    const { applyAction, runAccessClock } = workflowService();
    const chair = (await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: staff['dag-chair'].id }, populate: ['role'] })) as never;
    let runs = 0;
    let accepted = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 14 }),
        fc.constantFrom<RequestFormat>('v1', 'v2'),
        async (steps, format) => {
          runs += 1;
          const id = await seedRequest(app, {
            format,
            requester: staff.authenticated,
            requestStatus: 'inReview',
            approvalStatus: 'pendingApproval',
            assignee: staff['dag-member'],
            projectTitle: `Access property ${runs}`,
          });
          await applyAction(app.strapi, {
            format,
            documentId: id,
            actor: chair,
            action: 'approve',
            input: { version: await currentVersion(app, id) },
          });
          let phase: AccessPhase = { state: 'active', extension: 'none', closeout: 'none', late: false };
          let changes = 0;
          const eventsBefore = (await eventsOf(app, format, id)).length;
          for (const step of steps) {
            seen.add(`${phase.state}/${phase.extension}/${phase.closeout}/${phase.late}`);
            if (step.kind === 'clock') {
              // Time passes: the end is behind us (beyond the extension window when late).
              if (phase.state !== 'active' && !(phase.state === 'ended' && step.late && !phase.late)) continue;
              const back = step.late ? 40 * DAY : DAY;
              await app.strapi.db.query(PERIOD_UID).updateMany({
                where: { requestDocumentId: id },
                data: { endsAt: new Date(Date.now() - back), startsAt: new Date(Date.now() - 400 * DAY) },
              });
              await runAccessClock(app.strapi, new Date());
              if (phase.state === 'active') changes += 1;
              phase = { ...phase, state: 'ended', late: step.late || phase.late };
              continue;
            }
            const move = resolve(step, phase);
            const expected = checkCommand(move.role, move.command, stateOf(phase), {}, contextOf(move.role));
            const body = await bodyOf(move.command, id, move.future);
            const res = await request(app.server)
              .post(`${PREFIX[format]}/${id}/${PATHS[move.command]}`)
              .set('Authorization', staff[move.role].auth)
              .send(body);
            const label = `${move.role} ${move.command} @ ${JSON.stringify(phase)}: ${JSON.stringify(res.body?.error)}`;
            expect(res.status, label).toBe(expected.ok ? 200 : STATUS[expected.reason]);
            if (expected.ok) {
              const future = move.command === 'grantExtension' || (move.command === 'changeAccessEnd' && move.future);
              phase = nextAccessPhase(move.command, phase, { endsInFuture: future }) as AccessPhase;
              changes += 1;
              accepted += 1;
              expect(res.body.data.access.state, label).toBe(phase.state);
            }
            const stored = await storedPeriod(id);
            expect(
              { state: stored.state, extension: stored.extensionState, closeout: stored.closeoutState },
              label,
            ).toEqual({ state: phase.state, extension: phase.extension, closeout: phase.closeout });
          }
          expect((await eventsOf(app, format, id)).length).toBe(eventsBefore + changes);
        },
      ),
      { numRuns: 30, examples: KNOWN },
    );
    expect(accepted).toBeGreaterThan(20);
    // The walk reached the extension, the report and the end of the road.
    for (const phase of ['active/requested/none/false', 'ended/none/filed/false', 'closedOut/none/accepted/false'])
      expect(
        [...seen].some((key) => key.startsWith(phase.slice(0, phase.lastIndexOf('/')))),
        phase,
      ).toBe(true);
  }, 600_000);
});
