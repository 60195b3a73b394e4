import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, can, isAction } from '../permissions';
import { INTERNAL_ROLE_TYPES, ROLE_TYPES } from '../roles';

// Spec §6, copied as a literal: role -> [internal, unassign, addFiles, recommend, changeStatus].
const SPEC = {
  authenticated: [false, false, true, false, false],
  'dag-member': [true, true, false, true, true],
  'queue-manager': [true, false, true, true, true],
  'dag-chair': [true, true, false, false, false],
  'contract-manager': [true, true, false, false, false],
  'readonly-user': [true, false, false, false, false],
} as const;

const SPEC_ACTIONS = ['unassign', 'addFiles', 'recommend', 'changeStatus'] as const;
type SpecRole = keyof typeof SPEC;
const SPEC_ROLES = Object.keys(SPEC) as SpecRole[];

describe('PERMISSIONS (spec §6)', () => {
  it('covers exactly the role types and actions', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...ROLE_TYPES].sort());
    expect(SPEC_ROLES.sort()).toEqual([...ROLE_TYPES].sort());
    expect(ACTIONS).toEqual(SPEC_ACTIONS);
  });

  it.each(SPEC_ROLES)('%s row equals the spec', (role) => {
    const [internal, unassign, addFiles, recommend, changeStatus] = SPEC[role];
    expect(PERMISSIONS[role]).toEqual({ internal, unassign, addFiles, recommend, changeStatus });
  });

  it('marks as internal exactly the internal role types', () => {
    const internal = ROLE_TYPES.filter((role) => PERMISSIONS[role].internal);
    expect(internal).toEqual([...INTERNAL_ROLE_TYPES]);
  });
});

describe('can', () => {
  it.each(SPEC_ROLES.flatMap((role) => SPEC_ACTIONS.map((action, i) => [role, action, SPEC[role][i + 1]] as const)))(
    '%s may %s: %s',
    (role, action, allowed) => {
      expect(can(role, action)).toBe(allowed);
    },
  );

  it.each([null, undefined, '', 'admin', 'Queue-Manager', 'constructor', '__proto__'])(
    'denies every action to unknown role %j',
    (role) => {
      for (const action of ACTIONS) expect(can(role, action)).toBe(false);
    },
  );

  it('denies an action name that is not in the table (untyped callers)', () => {
    expect(can('queue-manager', 'internal' as never)).toBe(false);
    expect(can('queue-manager', 'delete' as never)).toBe(false);
  });
});

describe('isAction', () => {
  it('accepts every action and nothing else', () => {
    for (const action of SPEC_ACTIONS) expect(isAction(action)).toBe(true);
    for (const junk of ['internal', 'Unassign', '', null, undefined, 1]) expect(isAction(junk)).toBe(false);
  });
});
