import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOCK_SETTINGS,
  isWorkingDate,
  localDate,
  workingDaysBetween,
  type ClockSettings,
  type IsoWeekday,
} from '../clock';
import { localDayNumber, startOfLocalDay, workingDayCounter } from '../working-days';

const DAY = 86_400_000;

/** The rule as written in docs/workflow.md, walked day by day: the reference the fast counter must equal. */
function walked(from: Date, to: Date, settings: ClockSettings): number {
  const last = localDate(to, settings.timeZone);
  let date = localDate(from, settings.timeZone);
  let counted = 0;
  while (date < last) {
    date = new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    if (isWorkingDate(date, settings)) counted += 1;
  }
  return counted;
}

// A deterministic generator: the same pairs on every run.
let seed = 0x5eed1234;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};

const CALENDARS: ClockSettings[] = [
  DEFAULT_CLOCK_SETTINGS,
  { ...DEFAULT_CLOCK_SETTINGS, timeZone: 'Europe/Paris', holidays: ['2026-01-01', '2026-05-01', '2026-12-25'] },
  {
    ...DEFAULT_CLOCK_SETTINGS,
    timeZone: 'America/Toronto',
    // A holiday on a Saturday (not a working day anyway), one twice, and one that is no date.
    holidays: ['2026-07-01', '2026-07-04', '2026-07-01', 'not-a-date', '2026-10-12'],
  },
  { ...DEFAULT_CLOCK_SETTINGS, timeZone: 'Asia/Kolkata', workingWeek: [7, 1, 2, 3, 4] as IsoWeekday[] },
  { ...DEFAULT_CLOCK_SETTINGS, timeZone: 'Australia/Adelaide', workingWeek: [2, 4, 6] as IsoWeekday[] },
  { ...DEFAULT_CLOCK_SETTINGS, workingWeek: [] },
];

describe('working days in constant time', () => {
  it('counts what walking day by day counts, in every calendar, across daylight saving changes', () => {
    const start = Date.parse('2025-09-01T00:00:00Z');
    for (const settings of CALENDARS) {
      for (let i = 0; i < 120; i += 1) {
        const from = new Date(start + random() * 500 * DAY);
        // Mostly forward, sometimes backward (0), across up to a year and a half.
        const to = new Date(from.getTime() + (random() - 0.1) * 540 * DAY);
        expect(
          workingDaysBetween(from, to, settings),
          `${settings.timeZone} ${from.toISOString()} → ${to.toISOString()}`,
        ).toBe(walked(from, to, settings));
      }
    }
  });

  it('counts across midnight in the committee’s zone, not in UTC', () => {
    const paris = CALENDARS[1] as ClockSettings;
    // Monday 23:30 UTC is already Tuesday in Paris: Monday evening to then is one working day there.
    const monday = new Date('2026-11-23T18:00:00Z');
    const lateMonday = new Date('2026-11-23T23:30:00Z');
    expect(workingDaysBetween(monday, lateMonday, paris)).toBe(1);
    expect(workingDaysBetween(monday, lateMonday, DEFAULT_CLOCK_SETTINGS)).toBe(0);
  });

  it('compiles a calendar once per settings object', () => {
    const settings = { ...DEFAULT_CLOCK_SETTINGS };
    expect(workingDayCounter(settings)).toBe(workingDayCounter(settings));
    expect(workingDayCounter(settings)).not.toBe(workingDayCounter({ ...settings }));
  });

  it('counts 100,000 pairs quickly', () => {
    const counter = workingDayCounter(CALENDARS[1] as ClockSettings);
    const base = Date.parse('2024-01-01T00:00:00Z');
    const started = Date.now();
    let total = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const from = base + random() * 900 * DAY;
      total += counter(new Date(from), new Date(from + random() * 120 * DAY));
    }
    expect(total).toBeGreaterThan(0);
    // Walking day by day takes tens of seconds for as many pairs; this takes milliseconds (a generous bound: CI is loaded).
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('local days', () => {
  it('reads the date of an instant in a zone as a day number', () => {
    const day = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY;
    expect(localDayNumber(Date.parse('2026-11-23T23:30:00Z'), 'UTC')).toBe(day('2026-11-23'));
    expect(localDayNumber(Date.parse('2026-11-23T23:30:00Z'), 'Europe/Paris')).toBe(day('2026-11-24'));
    expect(localDayNumber(Date.parse('2026-11-24T03:00:00Z'), 'America/Toronto')).toBe(day('2026-11-23'));
    // The hour after Paris moved its clocks forward (29 March 2026, 01:00 UTC).
    expect(localDayNumber(Date.parse('2026-03-29T22:30:00Z'), 'Europe/Paris')).toBe(day('2026-03-30'));
    expect(localDayNumber(Date.parse('2026-03-29T21:30:00Z'), 'Europe/Paris')).toBe(day('2026-03-29'));
  });

  it('begins a date at its local midnight, with and without daylight saving', () => {
    const start = (ymd: string, zone: string) =>
      new Date(startOfLocalDay(Date.parse(`${ymd}T00:00:00Z`) / DAY, zone)).toISOString();
    expect(start('2026-11-23', 'UTC')).toBe('2026-11-23T00:00:00.000Z');
    expect(start('2026-11-23', 'Europe/Paris')).toBe('2026-11-22T23:00:00.000Z');
    expect(start('2026-07-01', 'Europe/Paris')).toBe('2026-06-30T22:00:00.000Z');
    expect(start('2026-03-29', 'Europe/Paris')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('2026-11-01', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-11-02', 'America/Toronto')).toBe('2026-11-02T05:00:00.000Z');
  });
});
