import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLE_TYPES, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLE_TYPES, isInternal, isRoleType } from '../roles';

const JUNK = [null, undefined, '', ' ', 'admin', 'public', 'Queue-Manager', ' dag-member', 'constructor', '__proto__'];

describe('roles', () => {
  it('lists the six role types of spec §3', () => {
    expect(ROLE_TYPES).toEqual([
      'authenticated',
      'dag-member',
      'dag-chair',
      'queue-manager',
      'contract-manager',
      'readonly-user',
    ]);
  });

  it.each([
    ['authenticated', false],
    ['dag-member', true],
    ['dag-chair', true],
    ['queue-manager', true],
    ['contract-manager', true],
    ['readonly-user', true],
  ] as const)('isInternal(%s) is %s', (role, internal) => {
    expect(isInternal(role)).toBe(internal);
  });

  it('INTERNAL_ROLE_TYPES is every role but authenticated', () => {
    expect(INTERNAL_ROLE_TYPES).toEqual(ROLE_TYPES.filter((role) => role !== 'authenticated'));
  });

  it.each(JUNK)('isInternal(%j) is false', (role) => {
    expect(isInternal(role)).toBe(false);
  });

  it('isRoleType accepts each role type and rejects anything else', () => {
    for (const role of ROLE_TYPES) expect(isRoleType(role)).toBe(true);
    for (const junk of [...JUNK, 1, {}, ['dag-member']]) expect(isRoleType(junk)).toBe(false);
  });

  it('has a non-empty label and description for every role', () => {
    for (const role of ROLE_TYPES) {
      expect(ROLE_LABELS[role].trim()).not.toBe('');
      expect(ROLE_DESCRIPTIONS[role].trim()).not.toBe('');
    }
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLE_TYPES].sort());
    expect(Object.keys(ROLE_DESCRIPTIONS).sort()).toEqual([...ROLE_TYPES].sort());
    expect(ROLE_LABELS['queue-manager']).toBe('Queue manager');
  });
});
