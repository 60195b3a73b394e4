import { describe, expect, it } from 'vitest';

import { toAlternatingRows } from '@/features/governance/alternating-rows';
import { splitPolicies } from '@/features/governance/policies-split';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('toAlternatingRows', () => {
  it('alternates rows of 2 and 3', () => {
    expect(toAlternatingRows(range(10))).toEqual([
      [1, 2],
      [3, 4, 5],
      [6, 7],
      [8, 9, 10],
    ]);
    expect(toAlternatingRows(range(9)).map((row) => row.length)).toEqual([2, 3, 2, 2]);
  });

  it('keeps every item once, in order, for any count', () => {
    for (let n = 0; n <= 20; n += 1) {
      const rows = toAlternatingRows(range(n));
      expect(rows.flat()).toEqual(range(n));
      rows.slice(0, -1).forEach((row, i) => expect(row).toHaveLength(i % 2 === 0 ? 2 : 3));
      rows.forEach((row) => expect(row.length).toBeGreaterThan(0));
    }
  });

  it('handles small counts and custom patterns', () => {
    expect(toAlternatingRows([])).toEqual([]);
    expect(toAlternatingRows(['a'])).toEqual([['a']]);
    expect(toAlternatingRows(range(4), [3])).toEqual([[1, 2, 3], [4]]);
    expect(() => toAlternatingRows(range(4), [0])).toThrow(RangeError);
  });
});

describe('splitPolicies', () => {
  it('keeps the first 12 visible and puts the rest in the panel', () => {
    const { visible, more } = splitPolicies(range(23));
    expect(visible).toEqual(range(12));
    expect(more).toEqual(range(23).slice(12));
    expect(splitPolicies(range(5))).toEqual({ visible: range(5), more: [] });
  });
});
