import {
  REPORT_DEFAULT_MONTHS,
  REPORT_MAX_MONTHS,
  REPORT_TABLES,
  localDayNumber,
  startOfLocalDay,
  type ReportTable,
} from '@portal/shared';
import { errors } from '../../platform/http/strapi-errors';

/** 400 in Strapi's envelope. */
const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new errors.ValidationError(message, details);

const DAY_MS = 86_400_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** One calendar month of the range, clipped to it: [startMs, endMs). */
export interface ReportBucket {
  month: string;
  startMs: number;
  endMs: number;
}

export interface ReportParams {
  /** The first and last dates covered, `YYYY-MM-DD` in the committee's time zone. */
  from: string;
  to: string;
  timeZone: string;
  /** The range as instants: from `from`'s local midnight to the midnight after `to`. */
  startMs: number;
  endMs: number;
  /** Every month the range touches, in order. */
  months: ReportBucket[];
  format: 'json' | 'csv';
  /** The table of a CSV answer. */
  table: ReportTable | null;
}

/** The day number (days since 1970-01-01) of a date; any year, month 0-based and past 11 allowed. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / DAY_MS;
}
const dayOf = (ymd: string) => dayNumber(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8)));
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Months since year 0 of a `YYYY-MM-DD` date (to count and step through months). */
const monthIndex = (ymd: string) => Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(5, 7)) - 1;
const monthKey = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
const monthStartDay = (index: number) => dayNumber(Math.floor(index / 12), index % 12, 1);

function single(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a single value`, { param: name });
  return value.trim() || null;
}

function date(value: unknown, name: 'from' | 'to'): string | null {
  const text = single(value, name);
  if (text === null) return null;
  const time = YMD.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  // 2026-02-30 parses as March 2nd: a real date reads back as itself.
  const real = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
  if (!real) throw badRequest(`${name} must be a date (YYYY-MM-DD)`, { param: name });
  return text;
}

const TABLE_LIST = REPORT_TABLES.join(', ');

/**
 * Validates the report's query string (docs/api/reports.md); 400 with a clear message on
 * anything it cannot use. Dates are days of the committee's calendar (`timeZone`): without `to`,
 * today; without `from`, the first day of the month REPORT_DEFAULT_MONTHS − 1 months before
 * `to`'s, so the default is the last twelve calendar months, the current one included.
 */
export function parseReportQuery(query: Record<string, unknown>, timeZone: string, now: Date): ReportParams {
  const rawFormat = single(query.format, 'format') ?? 'json';
  if (rawFormat !== 'json' && rawFormat !== 'csv') throw badRequest('format must be json or csv');
  const rawTable = single(query.table, 'table');
  if (rawTable !== null && !(REPORT_TABLES as readonly string[]).includes(rawTable))
    throw badRequest(`table must be one of ${TABLE_LIST}`, { allowed: [...REPORT_TABLES] });
  if (rawFormat === 'csv' && rawTable === null)
    throw badRequest(`table is required with format=csv: one of ${TABLE_LIST}`, { allowed: [...REPORT_TABLES] });

  const to = date(query.to, 'to') ?? dateOf(localDayNumber(now.getTime(), timeZone));
  const from = date(query.from, 'from') ?? `${monthKey(monthIndex(to) - (REPORT_DEFAULT_MONTHS - 1))}-01`;
  if (from > to) throw badRequest('from must be on or before to');
  const monthCount = monthIndex(to) - monthIndex(from) + 1;
  if (monthCount > REPORT_MAX_MONTHS)
    throw badRequest(`The range must cover at most ${REPORT_MAX_MONTHS} months`, { max: REPORT_MAX_MONTHS });

  const startMs = startOfLocalDay(dayOf(from), timeZone);
  const endMs = startOfLocalDay(dayOf(to) + 1, timeZone);
  const months: ReportBucket[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) {
    const monthStart = startOfLocalDay(monthStartDay(index), timeZone);
    const nextStart = startOfLocalDay(monthStartDay(index + 1), timeZone);
    months.push({
      month: monthKey(index),
      startMs: Math.max(startMs, monthStart),
      endMs: Math.min(endMs, nextStart),
    });
  }
  return {
    from,
    to,
    timeZone,
    startMs,
    endMs,
    months,
    format: rawFormat,
    table: rawTable as ReportTable | null,
  };
}
