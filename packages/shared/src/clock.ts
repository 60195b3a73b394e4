import type { RequestStatus } from './statuses';
import { startOfLocalDay, workingDayCounter } from './working-days';

/**
 * The workflow's clock (docs/workflow.md, "Deadlines"): how long a request may stay in a status,
 * counted in working days of the committee's calendar, and who holds the deadline. Pure
 * functions: the CMS stores the settings (the "workflow settings" single type) and the moment a
 * request entered its status; the due date and "overdue" follow from these.
 */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** 1 = Monday … 7 = Sunday (ISO 8601). */
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

export interface ClockSettings {
  /** Working days a request may stay in a status; a status without a target has no deadline. */
  targets: Partial<Record<RequestStatus, number>>;
  workingWeek: readonly IsoWeekday[];
  /** Days off, `YYYY-MM-DD` in `timeZone`. */
  holidays: readonly string[];
  /** The committee's time zone (IANA name): where a day starts and ends. */
  timeZone: string;
}

export const DEFAULT_CLOCK_SETTINGS: ClockSettings = {
  targets: {
    new: 2,
    pendingReassignment: 2,
    assigned: 5,
    inReview: 20,
    informationRequested: 20,
    pendingContract: 10,
    pendingSigning: 20,
    contractSigned: 5,
  },
  workingWeek: [1, 2, 3, 4, 5],
  holidays: [],
  timeZone: 'UTC',
};

/** Who must act before the deadline of a status (the review page names them). */
export type DeadlineHolder = 'queueManagers' | 'assignee' | 'applicant';

export const DEADLINE_HOLDERS: Readonly<Record<RequestStatus, DeadlineHolder | null>> = {
  new: 'queueManagers',
  pendingReassignment: 'queueManagers',
  assigned: 'assignee',
  inReview: 'assignee',
  informationRequested: 'applicant',
  pendingContract: 'assignee',
  pendingSigning: 'applicant',
  contractSigned: 'queueManagers',
  complete: null,
  published: null,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of `instant` in `timeZone`, as `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  return localDateFormat(timeZone).format(instant);
}

/** One formatter per zone: making one costs far more than formatting a date with it. */
const localDateFormats = new Map<string, Intl.DateTimeFormat>();

function localDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localDateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    localDateFormats.set(timeZone, format);
  }
  return format;
}

/** The ISO weekday of a `YYYY-MM-DD` date. */
export function isoWeekday(ymd: string): IsoWeekday {
  const day = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

const nextDate = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function isWorkingDate(ymd: string, settings: Pick<ClockSettings, 'workingWeek' | 'holidays'>): boolean {
  return settings.workingWeek.includes(isoWeekday(ymd)) && !settings.holidays.includes(ymd);
}

/**
 * `days` working days after `start`, at the same time of day: each following calendar day that is
 * a working day counts one. Entered on a Friday with a Monday-to-Friday week, one working day is
 * Monday at the same time. Null when the calendar has no working day at all.
 */
export function addWorkingDays(start: Date, days: number, settings: ClockSettings): Date | null {
  if (settings.workingWeek.length === 0) return null;
  let date = localDate(start, settings.timeZone);
  let counted = 0;
  let calendarDays = 0;
  // A year of holidays cannot hold more than 366 days off in a row: the loop always ends.
  while (counted < days) {
    date = nextDate(date);
    calendarDays += 1;
    if (isWorkingDate(date, settings)) counted += 1;
    if (calendarDays > days * 7 + 366) return null;
  }
  return new Date(start.getTime() + calendarDays * DAY_MS);
}

/**
 * Working days after `from`'s date up to and including `to`'s date (0 when `to` is not later).
 * Constant time per pair (working-days.ts), so reports can count many.
 */
export function workingDaysBetween(from: Date, to: Date, settings: ClockSettings): number {
  return workingDayCounter(settings)(from, to);
}

/** When a request that entered `status` at `enteredAt` is due; null when the status has no target. */
export function dueAt(status: RequestStatus, enteredAt: Date, settings: ClockSettings): Date | null {
  const target = settings.targets[status];
  if (target === undefined || !Number.isInteger(target) || target < 0) return null;
  return addWorkingDays(enteredAt, target, settings);
}

/** The instant a calendar date begins in `timeZone` (its local midnight). */
export function startOfLocalDate(ymd: string, timeZone: string): Date {
  return new Date(startOfLocalDay(Math.round(Date.parse(`${ymd}T00:00:00Z`) / DAY_MS), timeZone));
}

/**
 * When the committee's week of `now` ends: the start of the following Monday in `timeZone`
 * ("due this week" is anything due before it).
 */
export function weekEndsAt(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const daysLeft = 8 - isoWeekday(today);
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) + daysLeft * DAY_MS).toISOString().slice(0, 10);
  return startOfLocalDate(monday, timeZone);
}

export function isOverdue(due: Date | null, now: Date): boolean {
  return due !== null && now.getTime() > due.getTime();
}

/** Holidays as editors type them: `YYYY-MM-DD`, anything else is refused by the settings' schema. */
export function isHolidayDate(value: string): boolean {
  if (!YMD.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A request's deadline as staff reads carry it. */
export interface RequestDeadline {
  /** When the request entered its current status. */
  enteredAt: string;
  /** Null when the status has no target. */
  dueAt: string | null;
  overdue: boolean;
  /** Who must act; null when nobody must. */
  holder: DeadlineHolder | null;
}

export function deadlineOf(
  status: RequestStatus | null,
  enteredAt: Date,
  settings: ClockSettings,
  now: Date,
): RequestDeadline {
  const due = status ? dueAt(status, enteredAt, settings) : null;
  return {
    enteredAt: enteredAt.toISOString(),
    dueAt: due ? due.toISOString() : null,
    overdue: isOverdue(due, now),
    holder: status && due ? DEADLINE_HOLDERS[status] : null,
  };
}
