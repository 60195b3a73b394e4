import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_BY_APPROVAL_STATUS,
  ASSIGNABLE_BY_REQUEST_STATUS,
  assignableRoles,
  canAssign,
} from '../assignable-roles';
import { ROLE_TYPES } from '../roles';
import { APPROVAL_STATUSES, REQUEST_STATUSES } from '../statuses';
import { APPROVALS, REQUESTS, ROLES } from './spec-literals';

// Written from spec §4 independently of the implementation, in the spec's own grouping.
// Literal lists (not the exported constants) so the test fails if a status or role is added
// or reordered without revisiting the table.

type Role = (typeof ROLES)[number];
type Rule<S extends string> = { statuses: readonly S[]; roles: readonly Role[] };

const QM_DM_DC: readonly Role[] = ['queue-manager', 'dag-member', 'dag-chair'];

const SPEC_BY_APPROVAL: Record<Role, readonly Rule<(typeof APPROVALS)[number]>[]> = {
  'queue-manager': [
    { statuses: ['approved'], roles: ['contract-manager'] },
    { statuses: ['pendingApproval', 'pending'], roles: QM_DM_DC },
  ],
  'dag-chair': [{ statuses: ['pendingApproval', 'pending'], roles: ['dag-member'] }],
  'contract-manager': [{ statuses: ['approved'], roles: ['queue-manager'] }],
  'dag-member': [],
  authenticated: [],
  'readonly-user': [],
};

const SPEC_BY_REQUEST: Record<Role, readonly Rule<(typeof REQUESTS)[number]>[]> = {
  'queue-manager': [
    { statuses: ['new', 'informationRequested', 'inReview'], roles: QM_DM_DC },
    { statuses: ['pendingReassignment', 'assigned'], roles: [...QM_DM_DC, 'contract-manager'] },
    { statuses: ['pendingContract'], roles: ['contract-manager'] },
    { statuses: ['published'], roles: ['queue-manager', 'contract-manager'] },
    { statuses: ['pendingSigning', 'complete', 'contractSigned'], roles: [] },
  ],
  'dag-chair': [
    {
      statuses: ['new', 'pendingReassignment', 'informationRequested', 'assigned'],
      roles: ['dag-member'],
    },
  ],
  'contract-manager': [{ statuses: ['pendingContract'], roles: ['queue-manager'] }],
  'dag-member': [],
  authenticated: [],
  'readonly-user': [],
};

function specList<S extends string>(rules: readonly Rule<S>[], status: S): readonly Role[] {
  return rules.filter((rule) => rule.statuses.includes(status)).flatMap((rule) => rule.roles);
}

function expected(actor: Role, approval: (typeof APPROVALS)[number], request: (typeof REQUESTS)[number]) {
  const a = specList(SPEC_BY_APPROVAL[actor], approval);
  const r = specList(SPEC_BY_REQUEST[actor], request);
  return ROLES.filter((role) => a.includes(role) && r.includes(role));
}

const sorted = (roles: readonly string[]) => [...roles].sort();

const COMBOS = ROLES.flatMap((actor) =>
  APPROVALS.flatMap((approval) =>
    REQUESTS.map((request) => [actor, approval, request, expected(actor, approval, request)] as const),
  ),
);

describe('assignableRoles: every actor × approval status × request status (spec §4)', () => {
  it('walks all 240 combinations', () => {
    expect(COMBOS).toHaveLength(6 * 4 * 10);
  });

  it('uses the same role and status lists as the package', () => {
    expect(ROLE_TYPES).toEqual(ROLES);
    expect(APPROVAL_STATUSES).toEqual(APPROVALS);
    expect(REQUEST_STATUSES).toEqual(REQUESTS);
  });

  it.each(COMBOS)('%s, approval %s, request %s -> %j', (actor, approval, request, roles) => {
    expect(assignableRoles(actor, approval, request)).toEqual(roles);
  });
});

describe('assignable-role tables match spec §4 cell by cell', () => {
  it.each(ROLES.flatMap((actor) => APPROVALS.map((status) => [actor, status] as const)))(
    'by approval status: %s, %s',
    (actor, status) => {
      expect(sorted(ASSIGNABLE_BY_APPROVAL_STATUS[actor][status])).toEqual(
        sorted(specList(SPEC_BY_APPROVAL[actor], status)),
      );
    },
  );

  it.each(ROLES.flatMap((actor) => REQUESTS.map((status) => [actor, status] as const)))(
    'by request status: %s, %s',
    (actor, status) => {
      expect(sorted(ASSIGNABLE_BY_REQUEST_STATUS[actor][status])).toEqual(
        sorted(specList(SPEC_BY_REQUEST[actor], status)),
      );
    },
  );

  it('has no duplicate roles in any cell', () => {
    const cells: (readonly string[])[] = [
      ...Object.values(ASSIGNABLE_BY_APPROVAL_STATUS).flatMap((byStatus) => Object.values(byStatus)),
      ...Object.values(ASSIGNABLE_BY_REQUEST_STATUS).flatMap((byStatus) => Object.values(byStatus)),
    ];
    expect(cells).toHaveLength(6 * 4 + 6 * 10);
    for (const roles of cells) expect(new Set(roles).size).toBe(roles.length);
  });
});

describe('assignableRoles: cases as the spec states them', () => {
  it('queue-manager on an approved request pending contract may assign only a contract manager', () => {
    expect(assignableRoles('queue-manager', 'approved', 'pendingContract')).toEqual(['contract-manager']);
  });

  it('queue-manager on a pending, published request may assign only a queue manager', () => {
    expect(assignableRoles('queue-manager', 'pending', 'published')).toEqual(['queue-manager']);
  });

  it('queue-manager on a pending, new request may assign committee members, chairs and queue managers', () => {
    expect(assignableRoles('queue-manager', 'pending', 'new')).toEqual(['dag-member', 'dag-chair', 'queue-manager']);
  });

  it('queue-manager on an approved, assigned request may assign only a contract manager', () => {
    expect(assignableRoles('queue-manager', 'approved', 'assigned')).toEqual(['contract-manager']);
  });

  it('queue-manager may assign nobody once a request is denied', () => {
    for (const request of REQUESTS) {
      expect(assignableRoles('queue-manager', 'denied', request)).toEqual([]);
    }
  });

  it('queue-manager may assign nobody while signing, complete or contract signed', () => {
    for (const approval of APPROVALS) {
      for (const request of ['pendingSigning', 'complete', 'contractSigned'] as const) {
        expect(assignableRoles('queue-manager', approval, request)).toEqual([]);
      }
    }
  });

  it('dag-chair on a pending, new request may assign a committee member', () => {
    expect(assignableRoles('dag-chair', 'pending', 'new')).toEqual(['dag-member']);
    expect(assignableRoles('dag-chair', 'pendingApproval', 'assigned')).toEqual(['dag-member']);
  });

  it('dag-chair may assign nobody once approved or denied', () => {
    expect(assignableRoles('dag-chair', 'approved', 'new')).toEqual([]);
    expect(assignableRoles('dag-chair', 'denied', 'new')).toEqual([]);
  });

  it('contract-manager on an approved request pending contract may assign a queue manager', () => {
    expect(assignableRoles('contract-manager', 'approved', 'pendingContract')).toEqual(['queue-manager']);
    expect(assignableRoles('contract-manager', 'approved', 'pendingSigning')).toEqual([]);
    expect(assignableRoles('contract-manager', 'pending', 'pendingContract')).toEqual([]);
  });

  it.each(['dag-member', 'authenticated', 'readonly-user'] as const)('%s may assign nobody, ever', (actor) => {
    for (const approval of APPROVALS) {
      for (const request of REQUESTS) {
        expect(assignableRoles(actor, approval, request)).toEqual([]);
      }
    }
  });

  it('returns a fresh array the caller may mutate without touching the table', () => {
    const first = assignableRoles('queue-manager', 'pending', 'new');
    first.push('authenticated');
    expect(assignableRoles('queue-manager', 'pending', 'new')).toEqual(['dag-member', 'dag-chair', 'queue-manager']);
  });
});

const JUNK = [null, undefined, '', ' ', 'admin', 'Queue-Manager', 'PENDING', 'constructor', '__proto__', 'toString'];

describe('assignableRoles: unknown inputs', () => {
  it.each(JUNK)('unknown actor %j -> []', (actor) => {
    expect(assignableRoles(actor, 'pending', 'new')).toEqual([]);
  });

  it.each(JUNK)('unknown approval status %j -> []', (approval) => {
    expect(assignableRoles('queue-manager', approval, 'new')).toEqual([]);
  });

  it.each(JUNK)('unknown request status %j -> []', (request) => {
    expect(assignableRoles('queue-manager', 'pending', request)).toEqual([]);
  });
});

describe('canAssign', () => {
  it('agrees with the spec for every actor × approval × request × assignee', () => {
    const mismatches: string[] = [];
    for (const [actor, approval, request, roles] of COMBOS) {
      for (const assignee of ROLES) {
        const want = (roles as readonly string[]).includes(assignee);
        if (canAssign(actor, approval, request, assignee) !== want) {
          mismatches.push(`${actor}/${approval}/${request} -> ${assignee}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('allows and refuses as the spec reads', () => {
    expect(canAssign('queue-manager', 'approved', 'pendingContract', 'contract-manager')).toBe(true);
    expect(canAssign('queue-manager', 'approved', 'pendingContract', 'dag-member')).toBe(false);
    expect(canAssign('dag-chair', 'pending', 'new', 'dag-member')).toBe(true);
    expect(canAssign('dag-chair', 'pending', 'new', 'dag-chair')).toBe(false);
  });

  it.each(JUNK)('refuses unknown assignee role %j', (assignee) => {
    expect(canAssign('queue-manager', 'pending', 'new', assignee)).toBe(false);
  });

  it('refuses when the actor or a status is unknown', () => {
    expect(canAssign('admin', 'pending', 'new', 'dag-member')).toBe(false);
    expect(canAssign('queue-manager', 'unknown', 'new', 'dag-member')).toBe(false);
    expect(canAssign('queue-manager', 'pending', undefined, 'dag-member')).toBe(false);
  });
});
