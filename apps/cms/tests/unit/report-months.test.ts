import { describe, expect, it } from 'vitest';
import { runsOf, sumMonths } from '../../src/modules/reports/months';
import type { MonthFigures } from '../../src/modules/reports/queries';

/** The kept months of a report: which months are computed together, and how months add up. */
describe('report months', () => {
  it('groups every set of missing months into runs of consecutive ones, covering each once', () => {
    const size = 8;
    for (let mask = 0; mask < 1 << size; mask += 1) {
      const positions = Array.from({ length: size }, (_, i) => i).filter((i) => mask & (1 << i));
      const runs = runsOf(positions);
      expect(runs.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))).toEqual(
        positions,
      );
      // Runs are maximal: two runs never touch.
      for (let i = 1; i < runs.length; i += 1) expect(runs[i]![0]).toBeGreaterThan(runs[i - 1]![1] + 1);
    }
  });

  it('keeps counts per month and adds the days histograms across months', () => {
    const month = (
      submit: number,
      decision: Array<[number, number]>,
      signed: Array<[number, number]>,
    ): MonthFigures => ({
      submit,
      approve: submit - 1,
      deny: 1,
      decision: new Map(decision),
      contractSigned: new Map(signed),
    });
    const sum = sumMonths([
      month(
        3,
        [
          [2, 1],
          [5, 2],
        ],
        [],
      ),
      month(4, [[5, 1]], [[20, 1]]),
      month(
        2,
        [],
        [
          [20, 2],
          [30, 1],
        ],
      ),
    ]);
    expect(sum.monthly).toEqual([
      { submit: 3, approve: 2, deny: 1 },
      { submit: 4, approve: 3, deny: 1 },
      { submit: 2, approve: 1, deny: 1 },
    ]);
    expect([...sum.decision].sort(([a], [b]) => a - b)).toEqual([
      [2, 1],
      [5, 3],
    ]);
    expect([...sum.contractSigned].sort(([a], [b]) => a - b)).toEqual([
      [20, 3],
      [30, 1],
    ]);
    expect(sumMonths([])).toEqual({ monthly: [], decision: new Map(), contractSigned: new Map() });
  });
});
