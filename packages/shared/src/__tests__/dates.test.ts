import { describe, expect, it } from 'vitest';
import {
  calendarDuration,
  DIALOG_DATE_FORMAT,
  POLICY_DATE_FORMAT,
  REGISTRY_DATE_FORMAT,
  START_DATE_FORMAT,
  formatDialogDate,
  formatPolicyDate,
  formatRegistryDate,
  formatStartDate,
  parseDateInput,
} from '../format/dates';

const INVALID = [
  null,
  undefined,
  '',
  '   ',
  'not a date',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '03/07/2024',
  new Date(Number.NaN),
] as const;

describe('test environment', () => {
  // vitest.config.ts pins TZ west of UTC; in UTC the no-shift tests below would pass vacuously.
  it('runs in America/New_York', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBe(300);
  });
});

describe('format patterns', () => {
  it('are the spec §5 patterns in date-fns syntax', () => {
    expect(POLICY_DATE_FORMAT).toBe('MM.dd.yy');
    expect(REGISTRY_DATE_FORMAT).toBe('yyyy/MM/dd');
    expect(DIALOG_DATE_FORMAT).toBe('MM.dd.yyyy');
    expect(START_DATE_FORMAT).toBe('MM.yyyy');
  });
});

describe('formatters on date-only strings (calendar dates, never shifted)', () => {
  it.each([
    ['2024-03-07', '03.07.24', '2024/03/07', '03.07.2024', '03.2024'],
    ['2024-02-29', '02.29.24', '2024/02/29', '02.29.2024', '02.2024'],
    ['2024-01-31', '01.31.24', '2024/01/31', '01.31.2024', '01.2024'],
    ['2024-12-31', '12.31.24', '2024/12/31', '12.31.2024', '12.2024'],
    ['2025-01-01', '01.01.25', '2025/01/01', '01.01.2025', '01.2025'],
    ['1999-12-31', '12.31.99', '1999/12/31', '12.31.1999', '12.1999'],
    ['2000-01-01', '01.01.00', '2000/01/01', '01.01.2000', '01.2000'],
    ['2024-03-10', '03.10.24', '2024/03/10', '03.10.2024', '03.2024'], // US DST change day
  ])('%s', (input, policy, registry, dialog, start) => {
    expect(formatPolicyDate(input)).toBe(policy);
    expect(formatRegistryDate(input)).toBe(registry);
    expect(formatDialogDate(input)).toBe(dialog);
    expect(formatStartDate(input)).toBe(start);
  });

  it('ignores surrounding whitespace', () => {
    expect(formatRegistryDate(' 2024-03-07 ')).toBe('2024/03/07');
  });

  it('does what new Date(string) would get wrong here', () => {
    // Guard for the reason parseISO is used: new Date reads date-only strings as UTC.
    expect(formatRegistryDate(new Date('2024-03-07'))).toBe('2024/03/06');
    expect(formatRegistryDate('2024-03-07')).toBe('2024/03/07');
  });
});

describe('formatters on ISO date-times (instants, shown in local time)', () => {
  it.each([
    ['2024-03-07T23:30:00Z', '03.07.24', '2024/03/07'], // 18:30 local, same day
    ['2024-03-07T02:30:00Z', '03.06.24', '2024/03/06'], // 21:30 local, previous evening
    ['2024-03-07T05:00:00Z', '03.07.24', '2024/03/07'], // exactly local midnight
    ['2024-03-07T04:59:59Z', '03.06.24', '2024/03/06'], // one second before local midnight
    ['2025-01-01T03:00:00Z', '12.31.24', '2024/12/31'], // year boundary, still New Year's Eve locally
    ['2025-01-01T05:00:00.000Z', '01.01.25', '2025/01/01'],
    ['2024-03-01T00:00:00+01:00', '02.29.24', '2024/02/29'], // offset, lands on the leap day
    ['2024-03-07T12:00:00', '03.07.24', '2024/03/07'], // no offset: local time
  ])('%s', (input, policy, registry) => {
    expect(formatPolicyDate(input)).toBe(policy);
    expect(formatRegistryDate(input)).toBe(registry);
  });
});

describe('formatters on Date objects', () => {
  it('format local calendar fields', () => {
    const date = new Date(2024, 1, 29, 23, 59);
    expect(formatPolicyDate(date)).toBe('02.29.24');
    expect(formatRegistryDate(date)).toBe('2024/02/29');
    expect(formatDialogDate(date)).toBe('02.29.2024');
    expect(formatStartDate(date)).toBe('02.2024');
  });
});

describe('formatters on missing or invalid input', () => {
  it.each(INVALID)('%j gives an empty string', (input) => {
    expect(formatPolicyDate(input)).toBe('');
    expect(formatRegistryDate(input)).toBe('');
    expect(formatDialogDate(input)).toBe('');
    expect(formatStartDate(input)).toBe('');
    expect(parseDateInput(input)).toBeNull();
  });
});

describe('parseDateInput', () => {
  it('reads a date-only string as local midnight of that day', () => {
    const date = parseDateInput('2024-02-29');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2024, 1, 29, 0]);
  });

  it('returns a valid Date object unchanged', () => {
    const date = new Date(2024, 0, 1);
    expect(parseDateInput(date)).toBe(date);
  });
});

describe('calendarDuration', () => {
  it.each([
    // plurals and combinations
    ['2024-01-01', '2025-03-04', [1, 2, 3]],
    ['2024-01-01', '2025-02-02', [1, 1, 1]],
    ['2022-01-01', '2024-03-04', [2, 2, 3]],
    ['2024-01-01', '2024-02-01', [0, 1, 0]],
    ['2024-01-01', '2024-03-01', [0, 2, 0]],
    ['2022-01-01', '2024-01-02', [2, 0, 1]],
    ['2024-01-01', '2025-01-01', [1, 0, 0]],
    ['2024-01-01', '2026-01-01', [2, 0, 0]],
    ['2024-01-01', '2024-01-02', [0, 0, 1]],
    ['2024-01-01', '2024-01-03', [0, 0, 2]],
    ['2024-01-01', '2025-01-03', [1, 0, 2]],
    ['2024-01-01', '2024-12-31', [0, 11, 30]],
    // leap day
    ['2024-02-28', '2024-03-01', [0, 0, 2]],
    ['2023-02-28', '2023-03-01', [0, 0, 1]],
    ['2024-02-29', '2025-03-01', [1, 0, 1]],
    ['2024-02-29', '2025-02-28', [1, 0, 0]], // date-fns gives { months: 12 }; carried into a year
    ['2024-02-29', '2028-02-29', [4, 0, 0]],
    // month ends
    ['2024-01-31', '2024-02-29', [0, 1, 0]],
    ['2023-01-31', '2023-02-28', [0, 1, 0]],
    ['2024-03-31', '2024-04-30', [0, 1, 0]],
    ['2024-01-31', '2024-03-01', [0, 1, 1]],
    // year boundaries
    ['2023-12-31', '2024-01-01', [0, 0, 1]],
    ['2023-12-15', '2024-01-15', [0, 1, 0]],
    ['2023-12-31', '2025-01-01', [1, 0, 1]],
    // across the US DST change (a 47-hour span is still two calendar days)
    ['2024-03-09', '2024-03-11', [0, 0, 2]],
  ] as const)('%s -> %s: %j', (start, end, [years, months, days]) => {
    expect(calendarDuration(start, end)).toEqual({ years, months, days });
  });

  it('accepts Date objects and mixes them with strings', () => {
    expect(calendarDuration(new Date(2024, 0, 1), new Date(2025, 0, 1))).toEqual({ years: 1, months: 0, days: 0 });
    expect(calendarDuration(new Date(2024, 0, 1), '2024-01-11')).toEqual({ years: 0, months: 0, days: 10 });
  });

  it('counts date-times by calendar days in local time', () => {
    expect(calendarDuration('2024-03-07T05:00:00Z', '2024-03-08T05:00:00Z')).toEqual({ years: 0, months: 0, days: 1 });
  });

  it.each([
    ['2024-03-07', '2024-03-07'],
    ['2024-03-07T00:00:00Z', '2024-03-07T00:00:00Z'],
    ['2024-03-07T00:00:00Z', '2024-03-07T12:00:00Z'], // under a day
  ])('is null for a zero-length span %s -> %s', (start, end) => {
    expect(calendarDuration(start, end)).toBeNull();
  });

  it('is null when end is before start', () => {
    expect(calendarDuration('2024-03-07', '2024-03-06')).toBeNull();
    expect(calendarDuration('2025-01-01', '2024-01-01')).toBeNull();
  });

  it.each(INVALID)('is null when either end is %j', (bad) => {
    expect(calendarDuration(bad, '2024-03-07')).toBeNull();
    expect(calendarDuration('2024-03-07', bad)).toBeNull();
  });
});
