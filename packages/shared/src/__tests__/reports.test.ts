import { describe, expect, it } from 'vitest';
import { nearestRank } from '../reports';

describe('nearest-rank percentiles', () => {
  it('is always one of the values: the one at rank ⌈p/100 × n⌉', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(nearestRank(values, 50)).toBe(5);
    expect(nearestRank(values, 90)).toBe(9);
    expect(nearestRank(values, 100)).toBe(10);
    // Of an even count the median is the lower middle value; of an odd count, the middle.
    expect(nearestRank([0, 3, 8, 20], 50)).toBe(3);
    expect(nearestRank([0, 3, 8], 50)).toBe(3);
    // 90th percentile of 11 values: rank ⌈9.9⌉ = 10.
    expect(nearestRank([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 40], 90)).toBe(9);
    // Without a rounding error at counts where p × n / 100 is whole (0.9 × 30 = 27).
    expect(
      nearestRank(
        Array.from({ length: 30 }, (_, i) => i + 1),
        90,
      ),
    ).toBe(27);
  });

  it('takes the only value of one, and has none for none', () => {
    expect(nearestRank([7], 50)).toBe(7);
    expect(nearestRank([7], 90)).toBe(7);
    expect(nearestRank([], 50)).toBeNull();
  });
});
