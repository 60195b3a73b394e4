import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK_SETTINGS, type TurnaroundReport } from '@portal/shared';
import { cached } from '../../src/modules/reports/cache';
import { reportCsv } from '../../src/modules/reports/csv';
import { parseReportQuery } from '../../src/modules/reports/params';
import { turnaroundOf } from '../../src/modules/reports/report';

/** The report's parameters, turnaround arithmetic and CSV (docs/workflow.md, "Turnaround reports"). */
const NOW = new Date('2026-11-27T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('report parameters', () => {
  it('default to the last twelve calendar months, the current one included, up to today', () => {
    const params = parseReportQuery({}, 'UTC', NOW);
    expect(params).toMatchObject({ from: '2025-12-01', to: '2026-11-27', format: 'json', table: null });
    expect(params.months.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(iso(params.startMs)).toBe('2025-12-01T00:00:00.000Z');
    expect(iso(params.endMs)).toBe('2026-11-28T00:00:00.000Z');
  });

  it('read today, days and months in the committee’s time zone, first and last month clipped', () => {
    // 01:00 UTC on the 27th is still the 26th in Toronto.
    expect(parseReportQuery({}, 'America/Toronto', new Date('2026-11-27T01:00:00Z')).to).toBe('2026-11-26');
    const params = parseReportQuery({ from: '2026-03-15', to: '2026-05-10' }, 'America/Toronto', NOW);
    expect(params.months.map((month) => [month.month, iso(month.startMs), iso(month.endMs)])).toEqual([
      ['2026-03', '2026-03-15T04:00:00.000Z', '2026-04-01T04:00:00.000Z'],
      ['2026-04', '2026-04-01T04:00:00.000Z', '2026-05-01T04:00:00.000Z'],
      ['2026-05', '2026-05-01T04:00:00.000Z', '2026-05-11T04:00:00.000Z'],
    ]);
    // Toronto moves to winter time on November 1st: that month starts at 04:00 UTC, the next at 05:00.
    const autumn = parseReportQuery({ from: '2026-11-01', to: '2026-12-01' }, 'America/Toronto', NOW);
    expect(autumn.months.map((month) => iso(month.startMs))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
  });

  it('take a range up to the last possible date', () => {
    const params = parseReportQuery({ from: '9999-01-01', to: '9999-12-31' }, 'UTC', NOW);
    expect(params.months).toHaveLength(12);
    expect(iso(params.endMs)).toBe('+010000-01-01T00:00:00.000Z');
  });

  it('refuse what is not a real date, a reversed or too long range, unknown formats and tables', () => {
    const refused = (query: Record<string, unknown>) => {
      try {
        parseReportQuery(query, 'UTC', NOW);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refused({ from: '2026-02-30' })).toBe('from must be a date (YYYY-MM-DD)');
    expect(refused({ to: '2026-13-01' })).toBe('to must be a date (YYYY-MM-DD)');
    expect(refused({ to: '26-01-01' })).toBe('to must be a date (YYYY-MM-DD)');
    expect(refused({ from: ['2026-01-01'] })).toBe('from must be a single value');
    expect(refused({ from: '2026-12-01' })).toBe('from must be on or before to');
    expect(refused({ from: '2020-12-01', to: '2025-12-01' })).toBe('The range must cover at most 60 months');
    expect(refused({ from: '2020-12-01', to: '2025-11-30' })).toBeNull();
    expect(refused({ format: 'pdf' })).toBe('format must be json or csv');
    expect(refused({ format: 'csv' })).toMatch(/^table is required with format=csv: one of monthly, /);
    expect(refused({ table: 'x' })).toMatch(/^table must be one of monthly, turnaround, /);
    expect(parseReportQuery({ format: 'csv', table: 'overdue' }, 'UTC', NOW)).toMatchObject({
      format: 'csv',
      table: 'overdue',
    });
  });
});

describe('turnaround', () => {
  const pair = (submitted: string, reached: string) => ({
    submittedMs: Date.parse(submitted),
    reachedMs: Date.parse(reached),
  });

  it('counts working days in the committee’s calendar and takes nearest-rank percentiles', () => {
    const pairs = [
      pair('2026-01-05T09:00:00Z', '2026-01-05T17:00:00Z'), // 0
      pair('2026-01-09T09:00:00Z', '2026-01-12T09:00:00Z'), // Friday → Monday: 1
      pair('2026-01-05T09:00:00Z', '2026-01-19T09:00:00Z'), // 10
      pair('2026-01-05T09:00:00Z', '2026-01-09T09:00:00Z'), // 4
    ];
    expect(turnaroundOf('decision', pairs, DEFAULT_CLOCK_SETTINGS)).toEqual({
      measure: 'decision',
      count: 4,
      median: 1,
      p90: 10,
    });
    // A holiday on Monday the 12th: the Friday → Monday pair takes none, the others one less.
    const holiday = { ...DEFAULT_CLOCK_SETTINGS, holidays: ['2026-01-12'] };
    expect(turnaroundOf('decision', pairs, holiday)).toMatchObject({ median: 0, p90: 9 });
  });

  it('has no percentiles without requests', () => {
    expect(turnaroundOf('contractSigned', [], DEFAULT_CLOCK_SETTINGS)).toEqual({
      measure: 'contractSigned',
      count: 0,
      median: null,
      p90: null,
    });
  });
});

describe('report CSV', () => {
  const report: TurnaroundReport = {
    range: { from: '2026-01-01', to: '2026-01-31', timeZone: 'UTC' },
    generatedAt: '2026-02-01T00:00:00.000Z',
    monthly: [{ month: '2026-01', received: 2, approved: 1, denied: 0 }],
    turnaround: [
      { measure: 'decision', count: 1, median: 3, p90: 3 },
      { measure: 'contractSigned', count: 0, median: null, p90: null },
    ],
    backlogStatus: [{ requestStatus: 'pendingReassignment', count: 1 }],
    backlogAssignee: [
      { assignee: { documentId: 'a', firstName: '@SUM(A1:A9)', lastName: 'x, "y"' }, count: 1 },
      { assignee: null, count: 2 },
    ],
    overdue: [],
  };

  it('writes one table with its header, neutralizing formulas and quoting', () => {
    expect(reportCsv(report, 'backlogAssignee', 'en')).toBe(
      '\uFEFFAssignee,Open requests\r\n"\'@SUM(A1:A9) x, ""y""",1\r\nUnassigned,2\r\n',
    );
    expect(reportCsv(report, 'turnaround', 'en')).toBe(
      '\uFEFFMeasure,Requests,Median (working days),90th percentile (working days)\r\n' +
        'Submission to decision,1,3,3\r\nSubmission to contract signed,0,,\r\n',
    );
    expect(reportCsv(report, 'overdue', 'en')).toBe('\uFEFFRequest status,Overdue requests\r\n');
  });

  it('writes headers and statuses in French for a French reader, else English', () => {
    expect(reportCsv(report, 'backlogStatus', 'fr-CA')).toBe(
      '\uFEFFStatut de la demande,Demandes ouvertes\r\nRéassignation en attente,1\r\n',
    );
    expect(reportCsv(report, 'backlogStatus', 'de')).toBe(
      '\uFEFFRequest status,Open requests\r\npendingReassignment,1\r\n',
    );
  });
});

describe('report cache', () => {
  const report = { range: { from: 'a', to: 'b', timeZone: 'UTC' } } as TurnaroundReport;

  it('shares a report under one key for a minute, then computes it again', async () => {
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return report;
    };
    await cached('k1', compute, 1_000);
    await cached('k1', compute, 50_000);
    expect(computed).toBe(1);
    await cached('k1', compute, 61_001);
    expect(computed).toBe(2);
    // Another generation or range is another key.
    await cached('k2', compute, 61_001);
    expect(computed).toBe(3);
  });

  it('never keeps a failure, and caches nothing without a key (SQLite)', async () => {
    let calls = 0;
    const failing = async (): Promise<TurnaroundReport> => {
      calls += 1;
      throw new Error('database down');
    };
    await expect(cached('k3', failing, 1_000)).rejects.toThrow('database down');
    await expect(cached('k3', failing, 1_001)).rejects.toThrow('database down');
    expect(calls).toBe(2);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return report;
    };
    await cached(null, compute);
    await cached(null, compute);
    expect(computed).toBe(2);
  });
});
