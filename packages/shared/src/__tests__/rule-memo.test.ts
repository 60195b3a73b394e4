import { describe, expect, it } from 'vitest';
import {
  ACCESS_STATES,
  APPROVAL_STATUSES,
  CLOSEOUT_STATES,
  EXTENSION_STATES,
  REQUEST_FORMATS,
  REQUEST_STATUSES,
  ROLE_TYPES,
  allowedRequestActions,
  setStatusTargets,
  type AccessPhase,
} from '../index';
import { memoRule } from '../rule-memo';

const CONTEXTS = [{}, { isOwner: true }, { hasAssignee: true }, { isOwner: true, hasAssignee: false }];
const ROLES = [...ROLE_TYPES, null, undefined, 'unknown-role'];
const STATES: ({ requestStatus?: string; approvalStatus?: string } | null | undefined)[] = [
  null,
  undefined,
  {},
  ...REQUEST_STATUSES.flatMap((requestStatus) =>
    APPROVAL_STATUSES.map((approvalStatus) => ({ requestStatus, approvalStatus })),
  ),
];
const PHASES: (AccessPhase | null | undefined)[] = [
  null,
  undefined,
  ...ACCESS_STATES.flatMap((state) =>
    EXTENSION_STATES.flatMap((extension) =>
      CLOSEOUT_STATES.flatMap((closeout) => [false, true].map((late) => ({ state, extension, closeout, late }))),
    ),
  ),
];

describe('memoRule', () => {
  it('works a combination out once and hands each caller its own copy', () => {
    let runs = 0;
    const rule = memoRule(
      (role: string, n: number) => {
        runs += 1;
        return [role, String(n)];
      },
      (role) => [role],
    );
    const first = rule('a', 1);
    first.push('changed by a caller');
    expect(rule('a', 2)).toEqual(['a', '1']); // the key is the role alone
    expect(runs).toBe(1);
    expect(rule('b', 3)).toEqual(['b', '3']);
    expect(runs).toBe(2);
  });

  it('keeps nothing for a part that is not a plain value, and tells absent from false', () => {
    let runs = 0;
    const rule = memoRule(
      (part: unknown) => {
        runs += 1;
        return [typeof part];
      },
      (part) => [part],
    );
    rule({ role: 'x' });
    rule({ role: 'x' });
    expect(runs).toBe(2);
    expect(rule(undefined)).toEqual(['undefined']);
    expect(rule(null)).toEqual(['object']);
    expect(rule(false)).toEqual(['boolean']);
    expect(rule('false')).toEqual(['string']);
    expect(runs).toBe(6);
  });

  it('stays right past the size of its table', () => {
    const rule = memoRule(
      (n: string) => [n],
      (n) => [n],
    );
    for (let i = 0; i < 10_000; i += 1) expect(rule(String(i))).toEqual([String(i)]);
    expect(rule('7')).toEqual(['7']);
  });
});

describe('the memoized role rules give the rules’ own answers', () => {
  it('allowedRequestActions: every role × state × context × format, and every access phase where access can be', () => {
    // Access phases matter on approved requests; elsewhere each state is taken without a period.
    const cases = [
      ...STATES.flatMap((state) => [null, undefined].map((access) => (state ? { ...state, access } : state))),
      ...STATES.filter((state) => state?.approvalStatus === 'approved').flatMap((state) =>
        PHASES.map((access) => ({ ...state, access })),
      ),
    ];
    const wrong: string[] = [];
    let combinations = 0;
    for (const role of ROLES)
      for (const state of cases)
        for (const ctx of CONTEXTS)
          for (const format of REQUEST_FORMATS) {
            const expected = JSON.stringify(allowedRequestActions.uncached(role, state, ctx, format));
            // Twice: the second answer comes from the table.
            for (let pass = 0; pass < 2; pass += 1)
              if (JSON.stringify(allowedRequestActions(role, state, ctx, format)) !== expected)
                wrong.push(JSON.stringify({ role, state, ctx, format, pass }));
            combinations += 1;
          }
    expect(wrong).toEqual([]);
    expect(combinations).toBe(ROLES.length * cases.length * CONTEXTS.length * REQUEST_FORMATS.length);
  });

  it('setStatusTargets: every role × state × context', () => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const ctx of CONTEXTS)
          for (let pass = 0; pass < 2; pass += 1)
            expect(setStatusTargets(role, state, ctx)).toEqual(setStatusTargets.uncached(role, state, ctx));
  });
});
