import { describe, expect, it } from 'vitest';
import {
  DEADLINE_HOLDERS,
  DEFAULT_CLOCK_SETTINGS,
  ISO_WEEKDAYS,
  addWorkingDays,
  deadlineOf,
  dueAt,
  isHolidayDate,
  isOverdue,
  isWorkingDate,
  isoWeekday,
  localDate,
  startOfLocalDate,
  weekEndsAt,
  workingDaysBetween,
  type ClockSettings,
  type IsoWeekday,
} from '../clock';
import { REQUEST_STATUSES } from '../statuses';

const settings = (overrides: Partial<ClockSettings> = {}): ClockSettings => ({
  ...DEFAULT_CLOCK_SETTINGS,
  ...overrides,
});
// 2026-11-23 is a Monday.
const MONDAY = new Date('2026-11-23T10:00:00Z');
const dayOf = (date: Date | null) => (date ? isoWeekday(localDate(date, 'UTC')) : null);

describe('calendar', () => {
  it('knows the ISO weekday of every day of a week', () => {
    expect(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(
        isoWeekday,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads the date in the committee’s time zone', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(localDate(lateEvening, 'Europe/Paris')).toBe('2026-11-24');
    expect(localDate(lateEvening, 'America/Toronto')).toBe('2026-11-23');
  });

  it('accepts only real dates as holidays', () => {
    for (const good of ['2026-12-25', '2028-02-29']) expect(isHolidayDate(good)).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '25/12/2026', '2026-12-25T00:00', ''])
      expect(isHolidayDate(bad), bad).toBe(false);
  });
});

describe('working days', () => {
  it('counts only days of the working week that are not holidays, for every entry day and target', () => {
    const week: IsoWeekday[] = [1, 2, 3, 4, 5];
    for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
      const start = new Date(MONDAY.getTime() + offset * 86_400_000);
      for (let days = 0; days <= 15; days += 1) {
        const due = addWorkingDays(start, days, settings({ workingWeek: week }));
        expect(due).not.toBeNull();
        if (days > 0) expect(week).toContain(dayOf(due));
        expect(workingDaysBetween(start, due as Date, settings({ workingWeek: week }))).toBe(days);
        // Same time of day.
        expect((due as Date).getUTCHours()).toBe(10);
      }
    }
  });

  it('moves a Friday’s one working day to Monday, and a Saturday’s too', () => {
    const friday = new Date('2026-11-27T10:00:00Z');
    expect(addWorkingDays(friday, 1, settings())?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    const saturday = new Date('2026-11-28T10:00:00Z');
    expect(addWorkingDays(saturday, 1, settings())?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('skips holidays', () => {
    const holidays = ['2026-12-24', '2026-12-25'];
    const wednesday = new Date('2026-12-23T09:00:00Z');
    expect(addWorkingDays(wednesday, 1, settings({ holidays }))?.toISOString()).toBe('2026-12-28T09:00:00.000Z');
    expect(isWorkingDate('2026-12-25', settings({ holidays }))).toBe(false);
    expect(workingDaysBetween(wednesday, new Date('2026-12-28T09:00:00Z'), settings({ holidays }))).toBe(1);
  });

  it('follows any working week, every subset of days', () => {
    for (let mask = 1; mask < 128; mask += 1) {
      const week = ISO_WEEKDAYS.filter((_, index) => mask & (1 << index));
      const due = addWorkingDays(MONDAY, 3, settings({ workingWeek: week }));
      expect(week).toContain(dayOf(due));
      expect(workingDaysBetween(MONDAY, due as Date, settings({ workingWeek: week }))).toBe(3);
    }
  });

  it('has no deadline without working days, and counts nothing backwards', () => {
    expect(addWorkingDays(MONDAY, 1, settings({ workingWeek: [] }))).toBeNull();
    expect(workingDaysBetween(MONDAY, new Date(MONDAY.getTime() - 7 * 86_400_000), settings())).toBe(0);
  });

  it('uses the committee’s day boundaries', () => {
    // 23:30 UTC on Thursday is already Friday in Paris: one working day later is Monday there,
    // and Friday for a committee on UTC.
    const thursdayNight = new Date('2026-11-26T23:30:00Z');
    const paris = settings({ timeZone: 'Europe/Paris' });
    expect(localDate(addWorkingDays(thursdayNight, 1, paris) as Date, 'Europe/Paris')).toBe('2026-11-30');
    expect(localDate(addWorkingDays(thursdayNight, 1, settings()) as Date, 'UTC')).toBe('2026-11-27');
  });
});

describe('deadlines per status', () => {
  it('gives every status with a target a due date and the others none', () => {
    for (const status of REQUEST_STATUSES) {
      const due = dueAt(status, MONDAY, DEFAULT_CLOCK_SETTINGS);
      const target = DEFAULT_CLOCK_SETTINGS.targets[status];
      if (target === undefined) expect(due, status).toBeNull();
      else expect(workingDaysBetween(MONDAY, due as Date, DEFAULT_CLOCK_SETTINGS), status).toBe(target);
    }
  });

  it('names who holds every deadline', () => {
    for (const status of REQUEST_STATUSES) {
      const holder = DEADLINE_HOLDERS[status];
      if (DEFAULT_CLOCK_SETTINGS.targets[status] === undefined) expect(holder, status).toBeNull();
      else expect(['queueManagers', 'assignee', 'applicant'], status).toContain(holder);
    }
  });

  it('is overdue only after the due moment', () => {
    const due = dueAt('assigned', MONDAY, DEFAULT_CLOCK_SETTINGS) as Date;
    expect(isOverdue(due, due)).toBe(false);
    expect(isOverdue(due, new Date(due.getTime() + 1))).toBe(true);
    expect(isOverdue(null, new Date(8.64e15))).toBe(false);
  });

  it('refuses a broken target instead of inventing a deadline', () => {
    for (const target of [-1, 1.5, Number.NaN])
      expect(dueAt('assigned', MONDAY, settings({ targets: { assigned: target } }))).toBeNull();
  });
});

describe('deadlineOf', () => {
  it('carries the entry, the due date, overdue and who holds it', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(deadlineOf('new', MONDAY, DEFAULT_CLOCK_SETTINGS, MONDAY)).toEqual({
      enteredAt: MONDAY.toISOString(),
      dueAt: '2026-11-25T10:00:00.000Z',
      overdue: false,
      holder: 'queueManagers',
    });
    expect(deadlineOf('informationRequested', MONDAY, DEFAULT_CLOCK_SETTINGS, later)).toMatchObject({
      overdue: true,
      holder: 'applicant',
    });
    for (const status of ['complete', 'published', null] as const)
      expect(deadlineOf(status, MONDAY, DEFAULT_CLOCK_SETTINGS, later)).toEqual({
        enteredAt: MONDAY.toISOString(),
        dueAt: null,
        overdue: false,
        holder: null,
      });
  });
});

describe('the committee’s week', () => {
  it('begins a local date at its midnight, in zones with and without daylight saving', () => {
    expect(startOfLocalDate('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfLocalDate('2026-11-23', 'Europe/Paris').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(startOfLocalDate('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfLocalDate('2026-11-23', 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // The day daylight saving starts in Paris (29 March 2026) still begins at 00:00 local, +01:00.
    expect(startOfLocalDate('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('ends at the start of next Monday, from every day of the week', () => {
    for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
      const now = new Date(MONDAY.getTime() + offset * 24 * 60 * 60 * 1000);
      expect(weekEndsAt(now, 'UTC').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    }
    // Sunday 23:30 UTC is already Monday in Paris: its week ends a week later.
    expect(weekEndsAt(new Date('2026-11-29T23:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });
});
