import { format, intervalToDuration, isValid, parseISO } from 'date-fns';

export type DateInput = string | Date | null | undefined;

/** Policy list, spec §5 "MM.dd.YY". */
export const POLICY_DATE_FORMAT = 'MM.dd.yy';
/** Registry table, spec §5 "YYYY/MM/DD". */
export const REGISTRY_DATE_FORMAT = 'yyyy/MM/dd';
/** Request details dialog, spec §5 "MM.DD.YYYY". */
export const DIALOG_DATE_FORMAT = 'MM.dd.yyyy';
/** Project start date in the details dialog, spec §5 "MM.YYYY". */
export const START_DATE_FORMAT = 'MM.yyyy';

/**
 * Returns a valid Date or null. Strings go through parseISO, not `new Date(string)`: the latter
 * reads a date-only string as UTC midnight, which prints as the previous day west of UTC, while
 * parseISO reads it as local midnight of that calendar day. Date-times with an offset or Z stay
 * instants and are shown in the viewer's local time.
 */
export function parseDateInput(value: DateInput): Date | null {
  if (value == null) return null;
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return date instanceof Date && isValid(date) ? date : null;
}

function formatOrEmpty(value: DateInput, pattern: string): string {
  const date = parseDateInput(value);
  return date ? format(date, pattern) : '';
}

export function formatPolicyDate(value: DateInput): string {
  return formatOrEmpty(value, POLICY_DATE_FORMAT);
}

export function formatRegistryDate(value: DateInput): string {
  return formatOrEmpty(value, REGISTRY_DATE_FORMAT);
}

export function formatDialogDate(value: DateInput): string {
  return formatOrEmpty(value, DIALOG_DATE_FORMAT);
}

export function formatStartDate(value: DateInput): string {
  return formatOrEmpty(value, START_DATE_FORMAT);
}

/** A calendar distance in whole years, months and days. */
export type CalendarDuration = { years: number; months: number; days: number };

/**
 * Calendar distance from start to end (1 year, 2 months, 3 days), for a reader-language formatter
 * to put in words. Null when either end is missing or invalid, when end is before start, or when
 * the distance is under a day.
 */
export function calendarDuration(start: DateInput, end: DateInput): CalendarDuration | null {
  const startDate = parseDateInput(start);
  const endDate = parseDateInput(end);
  if (!startDate || !endDate || endDate.getTime() < startDate.getTime()) return null;

  const duration = intervalToDuration({ start: startDate, end: endDate });
  // date-fns counts month-end to month-end as whole months without carrying into years,
  // e.g. 2024-02-29 -> 2025-02-28 is { months: 12 }; show that as a year.
  const totalMonths = (duration.years ?? 0) * 12 + (duration.months ?? 0);
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const days = duration.days ?? 0;
  return years + months + days > 0 ? { years, months, days } : null;
}
