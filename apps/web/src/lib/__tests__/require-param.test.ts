import { describe, expect, it } from 'vitest';

import { requireParam } from '@/lib/require-param';

describe('requireParam', () => {
  it('returns the value or throws the spec message', () => {
    expect(requireParam({ id: 'cohort-a' }, 'id')).toBe('cohort-a');
    expect(() => requireParam({}, 'id')).toThrow('Document ID is required');
    expect(() => requireParam({ id: '  ' }, 'id')).toThrow('Document ID is required');
    expect(() => requireParam({}, 'code')).toThrow('Code is required');
  });
});
