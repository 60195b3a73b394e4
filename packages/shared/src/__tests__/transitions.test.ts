import { describe, expect, it } from 'vitest';
import { canAssign } from '../assignable-roles';
import {
  ACTION_ROLES,
  GRAPH_STATES,
  WORKFLOW_ACTIONS,
  allowedActions,
  canTransition,
  checkTransition,
  isGraphState,
  nextState,
  setStatusAction,
  setStatusTargets,
  type WorkflowAction,
} from '../transitions';
import { APPROVALS, REQUESTS, ROLES } from './spec-literals';

// The expectations below are written from docs/workflow.md as literal tables, independently of
// the implementation's structure (no imports of its lists), so a change in either shows up here.
const ACTIONS = [
  'submit',
  'assign',
  'unassign',
  'setStatus',
  'requestInformation',
  'recommend',
  'approve',
  'deny',
  'addContract',
  'signContract',
  'complete',
  'publish',
  'amend',
] as const;

type Role = (typeof ROLES)[number];
type Approval = (typeof APPROVALS)[number];
type Req = (typeof REQUESTS)[number];
type Key = `${Req}/${Approval}`;

const WHO: Record<Exclude<(typeof ACTIONS)[number], 'assign'>, readonly Role[]> = {
  submit: ['authenticated'],
  unassign: ['dag-member', 'dag-chair', 'contract-manager'],
  setStatus: ['dag-member', 'queue-manager'],
  requestInformation: ['dag-member', 'queue-manager'],
  recommend: ['dag-member', 'queue-manager'],
  approve: ['dag-chair'],
  deny: ['dag-chair'],
  addContract: ['queue-manager', 'contract-manager'],
  signContract: ['authenticated', 'queue-manager', 'contract-manager'],
  complete: ['queue-manager'],
  publish: ['queue-manager'],
  amend: ['authenticated'],
};

/** from → to for every action except assign and setStatus (tested on their own). Literal. */
const EDGES: Record<
  | 'unassign'
  | 'requestInformation'
  | 'recommend'
  | 'approve'
  | 'deny'
  | 'addContract'
  | 'signContract'
  | 'complete'
  | 'publish'
  | 'amend',
  Partial<Record<Key, Key>>
> = {
  unassign: {
    'new/pending': 'pendingReassignment/pending',
    'assigned/pending': 'pendingReassignment/pending',
    'pendingReassignment/pending': 'pendingReassignment/pending',
    'informationRequested/pending': 'pendingReassignment/pending',
    'inReview/pending': 'pendingReassignment/pending',
    'new/pendingApproval': 'pendingReassignment/pendingApproval',
    'assigned/pendingApproval': 'pendingReassignment/pendingApproval',
    'pendingReassignment/pendingApproval': 'pendingReassignment/pendingApproval',
    'informationRequested/pendingApproval': 'pendingReassignment/pendingApproval',
    'inReview/pendingApproval': 'pendingReassignment/pendingApproval',
    'pendingContract/approved': 'pendingContract/approved',
    'pendingSigning/approved': 'pendingSigning/approved',
    'contractSigned/approved': 'contractSigned/approved',
    'complete/approved': 'complete/approved',
    'published/approved': 'published/approved',
  },
  requestInformation: {
    'new/pending': 'informationRequested/pending',
    'assigned/pending': 'informationRequested/pending',
    'inReview/pending': 'informationRequested/pending',
    'new/pendingApproval': 'informationRequested/pendingApproval',
    'assigned/pendingApproval': 'informationRequested/pendingApproval',
    'inReview/pendingApproval': 'informationRequested/pendingApproval',
  },
  recommend: {
    'assigned/pending': 'assigned/pendingApproval',
    'inReview/pending': 'inReview/pendingApproval',
    'assigned/pendingApproval': 'assigned/pendingApproval',
    'inReview/pendingApproval': 'inReview/pendingApproval',
  },
  approve: {
    'assigned/pendingApproval': 'pendingContract/approved',
    'inReview/pendingApproval': 'pendingContract/approved',
  },
  deny: {
    'assigned/pendingApproval': 'complete/denied',
    'inReview/pendingApproval': 'complete/denied',
  },
  addContract: {
    'pendingContract/approved': 'pendingSigning/approved',
    'pendingSigning/approved': 'pendingSigning/approved',
  },
  signContract: { 'pendingSigning/approved': 'contractSigned/approved' },
  complete: { 'contractSigned/approved': 'complete/approved' },
  publish: { 'complete/approved': 'published/approved', 'published/approved': 'published/approved' },
  // with an assignee (the reviewer continues); AMEND_UNASSIGNED below without one
  amend: {
    'informationRequested/pending': 'inReview/pending',
    'informationRequested/pendingApproval': 'inReview/pendingApproval',
  },
};

/** amend of a request nobody is assigned to: back to the queue as new. */
const AMEND_UNASSIGNED: Partial<Record<Key, Key>> = {
  'informationRequested/pending': 'new/pending',
  'informationRequested/pendingApproval': 'new/pendingApproval',
};

const NEEDS_ASSIGNEE = new Set(['unassign']);
const OWNER_ONLY: Partial<Record<string, Role[]>> = {
  submit: ['authenticated'],
  signContract: ['authenticated'],
  amend: ['authenticated'],
};

/** setStatusTargets for dag-member and queue-manager in the undecided states (as sets). */
const REVIEW_TARGETS: Partial<Record<Req, { withAssignee: Req[]; without: Req[] }>> = {
  new: {
    withAssignee: ['informationRequested', 'assigned', 'inReview'],
    without: ['informationRequested', 'inReview'],
  },
  assigned: {
    withAssignee: ['new', 'informationRequested', 'inReview'],
    without: ['new', 'informationRequested', 'inReview'],
  },
  informationRequested: { withAssignee: ['new', 'assigned', 'inReview'], without: ['new', 'inReview'] },
  inReview: { withAssignee: ['new', 'informationRequested', 'assigned'], without: ['new', 'informationRequested'] },
};

function expectedTargets(role: Role, req: Req, appr: Approval, hasAssignee: boolean): Req[] {
  const out: Req[] = [];
  if ((role === 'dag-member' || role === 'queue-manager') && (appr === 'pending' || appr === 'pendingApproval')) {
    const row = REVIEW_TARGETS[req];
    if (row) out.push(...(hasAssignee ? row.withAssignee : row.without));
  }
  if (role === 'queue-manager' && req === 'contractSigned' && appr === 'approved') out.push('complete');
  return out.sort();
}

const key = (req: Req, appr: Approval): Key => `${req}/${appr}`;
const toKey = (s: { requestStatus: string; approvalStatus: string } | null) =>
  s ? `${s.requestStatus}/${s.approvalStatus}` : null;

const CONTEXTS = [
  { isOwner: false, hasAssignee: false },
  { isOwner: false, hasAssignee: true },
  { isOwner: true, hasAssignee: false },
  { isOwner: true, hasAssignee: true },
];

const ALL_STATES = APPROVALS.flatMap((approvalStatus) =>
  REQUESTS.map((requestStatus) => ({ requestStatus, approvalStatus })),
);

describe('transition tables', () => {
  it('lists every workflow action of docs/workflow.md', () => {
    expect([...WORKFLOW_ACTIONS]).toEqual([...ACTIONS]);
  });

  it('gives each action the roles of docs/workflow.md (assign from the §4 matrix)', () => {
    for (const action of ACTIONS) {
      const expected = action === 'assign' ? ['dag-chair', 'queue-manager', 'contract-manager'] : WHO[action];
      expect([...ACTION_ROLES[action]].sort(), action).toEqual([...expected].sort());
    }
  });

  it('has 16 reachable states', () => {
    expect(GRAPH_STATES.map(toKey).sort()).toEqual(
      [
        ...['new', 'assigned', 'pendingReassignment', 'informationRequested', 'inReview'].flatMap((r) => [
          `${r}/pending`,
          `${r}/pendingApproval`,
        ]),
        'pendingContract/approved',
        'pendingSigning/approved',
        'contractSigned/approved',
        'complete/approved',
        'published/approved',
        'complete/denied',
      ].sort(),
    );
  });
});

describe('every role × every state × every action (against the literal tables)', () => {
  for (const role of ROLES) {
    it(`${role}`, () => {
      let checked = 0;
      for (const { requestStatus: req, approvalStatus: appr } of ALL_STATES) {
        const state = { requestStatus: req, approvalStatus: appr };
        for (const ctx of CONTEXTS) {
          const expectedAllowed: WorkflowAction[] = [];
          for (const action of ACTIONS) {
            if (action === 'submit') {
              // A submitted request cannot be submitted again; only a draft (state null) can.
              const check = checkTransition(role, 'submit', state, {}, ctx);
              expect(check.ok).toBe(false);
              continue;
            }
            if (action === 'assign') {
              for (const assigneeRole of ROLES) {
                const ok = canTransition(role, 'assign', state, { assigneeRole }, ctx);
                expect(ok, `${role} assign ${assigneeRole} @ ${key(req, appr)}`).toBe(
                  canAssign(role, appr, req, assigneeRole),
                );
                if (ok) {
                  const to = checkTransition(role, 'assign', state, { assigneeRole }, ctx);
                  const undecided = appr === 'pending' || appr === 'pendingApproval';
                  const expectedReq = undecided && (req === 'new' || req === 'pendingReassignment') ? 'assigned' : req;
                  expect(to.ok && toKey(to.to)).toBe(`${expectedReq}/${appr}`);
                }
              }
              if (ROLES.some((assigneeRole) => canAssign(role, appr, req, assigneeRole)))
                expectedAllowed.push('assign');
              continue;
            }
            if (action === 'setStatus') {
              const targets = expectedTargets(role, req, appr, ctx.hasAssignee);
              expect(
                [...setStatusTargets(role, state, ctx)].sort(),
                `${role} targets @ ${key(req, appr)} ${JSON.stringify(ctx)}`,
              ).toEqual(targets);
              for (const target of REQUESTS) {
                const check = checkTransition(role, 'setStatus', state, { requestStatus: target }, ctx);
                expect(check.ok, `${role} set-status ${target} @ ${key(req, appr)}`).toBe(targets.includes(target));
                if (check.ok) expect(toKey(check.to)).toBe(`${target}/${appr}`);
              }
              if (targets.length > 0) expectedAllowed.push('setStatus');
              continue;
            }
            const mayAct = WHO[action].includes(role) && (!OWNER_ONLY[action]?.includes(role) || ctx.isOwner);
            const to =
              action === 'amend' && !ctx.hasAssignee ? AMEND_UNASSIGNED[key(req, appr)] : EDGES[action][key(req, appr)];
            const legal = !!to && (!NEEDS_ASSIGNEE.has(action) || ctx.hasAssignee);
            const input = action === 'recommend' ? { recommendation: 'approve' } : {};
            const check = checkTransition(role, action, state, input, ctx);
            const label = `${role} ${action} @ ${key(req, appr)} ${JSON.stringify(ctx)}`;
            if (!mayAct) {
              expect(check, label).toMatchObject({ ok: false, reason: 'forbidden' });
            } else if (!legal) {
              expect(check, label).toMatchObject({ ok: false, reason: 'illegal' });
            } else {
              expect(check.ok, label).toBe(true);
              expect(check.ok && toKey(check.to), label).toBe(to);
              expectedAllowed.push(action);
            }
            checked += 1;
          }
          expect(
            allowedActions(role, state, ctx),
            `${role} allowed @ ${key(req, appr)} ${JSON.stringify(ctx)}`,
          ).toEqual(expectedAllowed);
        }
      }
      expect(checked).toBe(ALL_STATES.length * CONTEXTS.length * 10);
    });
  }
});

describe('set-status call', () => {
  it('maps targets to actions', () => {
    expect(setStatusAction('informationRequested')).toBe('requestInformation');
    expect(setStatusAction('complete')).toBe('complete');
    for (const target of REQUESTS.filter((t) => t !== 'informationRequested' && t !== 'complete'))
      expect(setStatusAction(target)).toBe('setStatus');
  });

  it('refuses an unknown target as invalid input, and a role without Change status as forbidden', () => {
    const state = { requestStatus: 'assigned', approvalStatus: 'pending' };
    expect(
      checkTransition('queue-manager', 'setStatus', state, { requestStatus: 'bogus' }, { hasAssignee: true }),
    ).toMatchObject({ ok: false, reason: 'invalid' });
    expect(checkTransition('queue-manager', 'setStatus', state, {}, { hasAssignee: true })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    for (const role of ['authenticated', 'dag-chair', 'contract-manager', 'readonly-user'] as const) {
      expect(
        checkTransition(role, 'setStatus', state, { requestStatus: 'inReview' }, { hasAssignee: true }),
      ).toMatchObject({ ok: false, reason: 'forbidden' });
    }
  });

  it('lists the legal targets in an illegal answer', () => {
    const check = checkTransition(
      'dag-member',
      'setStatus',
      { requestStatus: 'assigned', approvalStatus: 'pending' },
      { requestStatus: 'published' },
      { hasAssignee: true },
    );
    expect(check).toMatchObject({ ok: false, reason: 'illegal' });
    expect(!check.ok && check.reason === 'illegal' && [...check.allowed].sort()).toEqual([
      'inReview',
      'informationRequested',
      'new',
    ]);
  });
});

describe('assign and other inputs', () => {
  it('distinguishes a role that never assigns, a state with nobody assignable, and a wrong assignee', () => {
    const state = { requestStatus: 'new', approvalStatus: 'pending' };
    expect(checkTransition('dag-member', 'assign', state, { assigneeRole: 'dag-member' })).toMatchObject({
      reason: 'forbidden',
    });
    expect(
      checkTransition(
        'queue-manager',
        'assign',
        { requestStatus: 'complete', approvalStatus: 'approved' },
        { assigneeRole: 'queue-manager' },
      ),
    ).toMatchObject({ reason: 'illegal' });
    const wrong = checkTransition('dag-chair', 'assign', state, { assigneeRole: 'queue-manager' });
    expect(wrong).toMatchObject({ ok: false, reason: 'forbidden', allowed: ['dag-member'] });
    expect(checkTransition('queue-manager', 'assign', state, { assigneeRole: 'nobody' })).toMatchObject({
      reason: 'invalid',
    });
  });

  it('refuses to assign a request to its current assignee (nothing would change)', () => {
    const state = { requestStatus: 'assigned', approvalStatus: 'pending' };
    const same = checkTransition(
      'queue-manager',
      'assign',
      state,
      { assigneeRole: 'dag-member', assigneeIsCurrent: true },
      { hasAssignee: true },
    );
    expect(same).toMatchObject({
      ok: false,
      reason: 'illegal',
      message: 'The request is already assigned to this user.',
    });
    expect(
      canTransition('queue-manager', 'assign', state, { assigneeRole: 'dag-member', assigneeIsCurrent: false }),
    ).toBe(true);
    // a role that may not assign at all is still told so first
    expect(
      checkTransition('dag-member', 'assign', state, { assigneeRole: 'dag-member', assigneeIsCurrent: true }),
    ).toMatchObject({ reason: 'forbidden' });
  });

  it('amend: only the owner, only while information is requested, back to review', () => {
    for (const appr of ['pending', 'pendingApproval'] as const) {
      const state = { requestStatus: 'informationRequested', approvalStatus: appr };
      expect(checkTransition('authenticated', 'amend', state, {}, { isOwner: true, hasAssignee: true })).toEqual({
        ok: true,
        to: { requestStatus: 'inReview', approvalStatus: appr },
      });
      expect(checkTransition('authenticated', 'amend', state, {}, { isOwner: true, hasAssignee: false })).toEqual({
        ok: true,
        to: { requestStatus: 'new', approvalStatus: appr },
      });
      expect(checkTransition('authenticated', 'amend', state, {}, { isOwner: false })).toMatchObject({
        reason: 'forbidden',
      });
      for (const role of ROLES.filter((r) => r !== 'authenticated'))
        expect(checkTransition(role, 'amend', state, {}, { isOwner: true })).toMatchObject({ reason: 'forbidden' });
    }
    expect(
      checkTransition(
        'authenticated',
        'amend',
        { requestStatus: 'inReview', approvalStatus: 'pending' },
        {},
        { isOwner: true },
      ),
    ).toMatchObject({ reason: 'illegal' });
    expect(
      allowedActions(
        'authenticated',
        { requestStatus: 'informationRequested', approvalStatus: 'pending' },
        {
          isOwner: true,
        },
      ),
    ).toEqual(['amend']);
  });

  it('requires a valid recommendation', () => {
    const state = { requestStatus: 'assigned', approvalStatus: 'pending' };
    expect(checkTransition('dag-member', 'recommend', state, {})).toMatchObject({ reason: 'invalid' });
    expect(checkTransition('dag-member', 'recommend', state, { recommendation: 'maybe' })).toMatchObject({
      reason: 'invalid',
    });
    for (const recommendation of ['approve', 'deny', 'abstain'])
      expect(canTransition('dag-member', 'recommend', state, { recommendation })).toBe(true);
  });

  it('submits drafts of the owner only', () => {
    expect(checkTransition('authenticated', 'submit', null, {}, { isOwner: true })).toEqual({
      ok: true,
      to: { requestStatus: 'new', approvalStatus: 'pending' },
    });
    expect(checkTransition('authenticated', 'submit', null, {}, { isOwner: false })).toMatchObject({
      reason: 'forbidden',
    });
    for (const role of ROLES.filter((r) => r !== 'authenticated'))
      expect(checkTransition(role, 'submit', null, {}, { isOwner: true })).toMatchObject({ reason: 'forbidden' });
    expect(allowedActions('authenticated', null, { isOwner: true })).toEqual(['submit']);
    expect(allowedActions('queue-manager', null, { isOwner: true })).toEqual([]);
    expect(nextState('submit', null)).toEqual({ requestStatus: 'new', approvalStatus: 'pending' });
    expect(nextState('submit', { requestStatus: 'new', approvalStatus: 'pending' })).toBeNull();
  });

  it('denies unknown roles, actions and states', () => {
    const state = { requestStatus: 'new', approvalStatus: 'pending' };
    expect(allowedActions('admin', state)).toEqual([]);
    expect(allowedActions(undefined, state)).toEqual([]);
    expect(allowedActions('queue-manager', { requestStatus: 'nope', approvalStatus: 'pending' })).toEqual([]);
    expect(setStatusTargets('queue-manager', { requestStatus: 'nope', approvalStatus: 'pending' })).toEqual([]);
    expect(checkTransition('admin', 'approve', state)).toMatchObject({ reason: 'forbidden' });
    expect(checkTransition('queue-manager', 'fly' as WorkflowAction, state)).toMatchObject({ reason: 'invalid' });
    expect(nextState('approve', { requestStatus: 'x', approvalStatus: 'pending' })).toBeNull();
  });
});

describe('nextState (role-independent graph)', () => {
  it('matches the literal edges in every state', () => {
    for (const { requestStatus: req, approvalStatus: appr } of ALL_STATES) {
      const state = { requestStatus: req, approvalStatus: appr };
      for (const action of Object.keys(EDGES) as Array<keyof typeof EDGES>) {
        expect(toKey(nextState(action, state, {}, { hasAssignee: true })), `${action} @ ${key(req, appr)}`).toBe(
          EDGES[action][key(req, appr)] ?? null,
        );
      }
      const anyoneAssigns = ROLES.some((actor) => ROLES.some((assignee) => canAssign(actor, appr, req, assignee)));
      expect(nextState('assign', state) !== null, `assign @ ${key(req, appr)}`).toBe(anyoneAssigns);
    }
  });

  it('is closed over the reachable states: no action leads out of the graph', () => {
    for (const state of GRAPH_STATES) {
      for (const action of ACTIONS.filter((a) => a !== 'submit')) {
        for (const target of action === 'setStatus' ? REQUESTS : [undefined]) {
          for (const hasAssignee of [true, false]) {
            const to = nextState(action, state, { requestStatus: target }, { hasAssignee });
            if (to) expect(isGraphState(to), `${action} ${target ?? ''} from ${toKey(state)}`).toBe(true);
          }
        }
      }
    }
  });

  it('reaches every graph state from submission', () => {
    const seen = new Set<string>();
    const queue = [nextState('submit', null)!];
    while (queue.length > 0) {
      const state = queue.pop()!;
      if (seen.has(toKey(state)!)) continue;
      seen.add(toKey(state)!);
      for (const action of ACTIONS.filter((a) => a !== 'submit')) {
        for (const target of action === 'setStatus' ? REQUESTS : [undefined]) {
          const to = nextState(action, state, { requestStatus: target }, { hasAssignee: true });
          if (to) queue.push(to);
        }
      }
    }
    expect([...seen].sort()).toEqual(GRAPH_STATES.map(toKey).sort());
  });
});
