import { describe, expect, it } from 'vitest';
import {
  DIALOG_DATE_FORMAT,
  POLICY_DATE_FORMAT,
  REGISTRY_DATE_FORMAT,
  START_DATE_FORMAT,
  formatDialogDate,
  formatDuration,
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

describe('formatDuration', () => {
  it.each([
    // plurals and combinations
    ['2024-01-01', '2025-03-04', '1 year, 2 months, 3 days'],
    ['2024-01-01', '2025-02-02', '1 year, 1 month, 1 day'],
    ['2022-01-01', '2024-03-04', '2 years, 2 months, 3 days'],
    ['2024-01-01', '2024-02-01', '1 month'],
    ['2024-01-01', '2024-03-01', '2 months'],
    ['2022-01-01', '2024-01-02', '2 years, 1 day'],
    ['2024-01-01', '2025-01-01', '1 year'],
    ['2024-01-01', '2026-01-01', '2 years'],
    ['2024-01-01', '2024-01-02', '1 day'],
    ['2024-01-01', '2024-01-03', '2 days'],
    ['2024-01-01', '2025-01-03', '1 year, 2 days'],
    ['2024-01-01', '2024-12-31', '11 months, 30 days'],
    // leap day
    ['2024-02-28', '2024-03-01', '2 days'],
    ['2023-02-28', '2023-03-01', '1 day'],
    ['2024-02-29', '2025-03-01', '1 year, 1 day'],
    ['2024-02-29', '2025-02-28', '1 year'], // date-fns gives { months: 12 }; carried into a year
    ['2024-02-29', '2028-02-29', '4 years'],
    // month ends
    ['2024-01-31', '2024-02-29', '1 month'],
    ['2023-01-31', '2023-02-28', '1 month'],
    ['2024-03-31', '2024-04-30', '1 month'],
    ['2024-01-31', '2024-03-01', '1 month, 1 day'],
    // year boundaries
    ['2023-12-31', '2024-01-01', '1 day'],
    ['2023-12-15', '2024-01-15', '1 month'],
    ['2023-12-31', '2025-01-01', '1 year, 1 day'],
    // across the US DST change (a 47-hour span is still two calendar days)
    ['2024-03-09', '2024-03-11', '2 days'],
  ])('%s -> %s: %j', (start, end, text) => {
    expect(formatDuration(start, end)).toBe(text);
  });

  it('accepts Date objects and mixes them with strings', () => {
    expect(formatDuration(new Date(2024, 0, 1), new Date(2025, 0, 1))).toBe('1 year');
    expect(formatDuration(new Date(2024, 0, 1), '2024-01-11')).toBe('10 days');
  });

  it('counts date-times by calendar days in local time', () => {
    expect(formatDuration('2024-03-07T05:00:00Z', '2024-03-08T05:00:00Z')).toBe('1 day');
  });

  it.each([
    ['2024-03-07', '2024-03-07'],
    ['2024-03-07T00:00:00Z', '2024-03-07T00:00:00Z'],
    ['2024-03-07T00:00:00Z', '2024-03-07T12:00:00Z'], // under a day
  ])('is empty for a zero-length span %s -> %s', (start, end) => {
    expect(formatDuration(start, end)).toBe('');
  });

  it('is empty when end is before start', () => {
    expect(formatDuration('2024-03-07', '2024-03-06')).toBe('');
    expect(formatDuration('2025-01-01', '2024-01-01')).toBe('');
  });

  it.each(INVALID)('is empty when either end is %j', (bad) => {
    expect(formatDuration(bad, '2024-03-07')).toBe('');
    expect(formatDuration('2024-03-07', bad)).toBe('');
  });
});
