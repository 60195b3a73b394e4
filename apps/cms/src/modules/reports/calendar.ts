import { localDayNumber, startOfLocalDay, workingDayCounter, type ClockSettings } from '@portal/shared';

/**
 * The committee's working-day count (@portal/shared's workingDayCounter) as data the database can
 * apply to hundreds of thousands of rows without sending them here. The counter is
 * `max(0, W(local date of to) − W(local date of from))`, W the working days up to a date, and a
 * local date is `⌊(instant + offset) / day⌋` with the zone's offset at that instant. So the
 * database needs, over the span of the data: `worked`, W of each local date from `first` on, and
 * the zone's offsets (`offsets[i]` from `changes[i]` on; the first change is before any instant).
 *
 * Built from the shared functions themselves, not from a second reading of the time zone: the
 * first instant of each local day (startOfLocalDay, checked and, where the clocks jump at
 * midnight, found by halving), a day's offset read from where it starts, and a change of offset
 * placed in the middle of each day whose length is not 24 hours — any instant of that day then
 * lands on that day under either offset. Every day is checked against localDayNumber (a day that
 * is not 24 hours long, minute by minute); where the steps cannot be exact the caller counts in
 * JS instead.
 */
export type Calendar = Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>;

export interface CalendarSteps {
  /** The local date (days since 1970-01-01) of `worked[0]`. */
  first: number;
  /** W of each local date from `first` on: the working days after `first` up to and including it. */
  worked: number[];
  /** Ascending instants (epoch ms) from which `offsets` apply; the first is before any instant. */
  changes: number[];
  /** The zone's offset (ms, local minus UTC) from each change on. */
  offsets: number[];
  /** The arrays as PostgreSQL array literals. */
  workedText: string;
  changesText: string;
  offsetsText: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Before every instant the data can hold (Number.MIN_SAFE_INTEGER fits a bigint). */
const BEFORE_ALL = Number.MIN_SAFE_INTEGER;

/** Spans are widened to multiples of this many days, so that one compilation serves many ranges. */
const SPAN_STEP = 512;

/** Beyond this many days (a date far off in the data), counting in JS is the safer way. */
const MAX_SPAN_DAYS = 50_000;

const MAX_CACHED = 16;
const compiled = new Map<string, CalendarSteps | null>();

/**
 * The first instant whose local date is `day`: its local midnight, or, where that midnight does
 * not exist (a clock moved forward at midnight), the instant the day begins, found by halving.
 * NaN if the local date does not move forward around it.
 */
function firstInstantOf(day: number, timeZone: string): number {
  const guess = startOfLocalDay(day, timeZone);
  if (localDayNumber(guess, timeZone) === day && localDayNumber(guess - 1, timeZone) < day) return guess;
  let low = guess - DAY_MS;
  let high = guess + DAY_MS;
  if (!(localDayNumber(low, timeZone) < day && localDayNumber(high, timeZone) >= day)) return Number.NaN;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (localDayNumber(middle, timeZone) >= day) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Whether every instant of [from, to) has the local date `day`. A day of 24 hours has one offset
 * throughout: its two ends say it all. A shorter or longer one (a change of offset) is read
 * minute by minute, the finest step at which offsets change.
 */
function wholeDay(from: number, to: number, day: number, timeZone: string): boolean {
  if (localDayNumber(from, timeZone) !== day || localDayNumber(to - 1, timeZone) !== day) return false;
  if (to - from === DAY_MS) return true;
  for (let at = from; at < to; at += MINUTE_MS) if (localDayNumber(at, timeZone) !== day) return false;
  return true;
}

function compile(calendar: Calendar, first: number, last: number): CalendarSteps | null {
  const { timeZone } = calendar;
  const counter = workingDayCounter(calendar);
  // The first instants of the days first … last + 1 (the end of the last day).
  const starts: number[] = [];
  for (let day = first; day <= last + 1; day += 1) {
    const start = firstInstantOf(day, timeZone);
    if (!Number.isFinite(start)) return null;
    if (starts.length > 0 && !wholeDay(starts[starts.length - 1] as number, start, day - 1, timeZone)) return null;
    starts.push(start);
  }
  const offsetOf = (index: number) => (first + index) * DAY_MS - (starts[index] as number);
  const changes = [BEFORE_ALL];
  const offsets = [offsetOf(0)];
  for (let index = 0; index < starts.length - 1; index += 1) {
    const next = offsetOf(index + 1);
    if (next === offsets[offsets.length - 1]) continue;
    const from = starts[index] as number;
    changes.push(from + Math.floor(((starts[index + 1] as number) - from) / 2));
    offsets.push(next);
  }
  const origin = starts[0] as number;
  const worked = starts.slice(0, -1).map((start) => counter(origin, start));
  return {
    first,
    worked,
    changes,
    offsets,
    workedText: `{${worked.join(',')}}`,
    changesText: `{${changes.join(',')}}`,
    offsetsText: `{${offsets.join(',')}}`,
  };
}

/**
 * The steps of `calendar` over the local days of `fromMs` to `toMs` (widened), or null where they
 * cannot be exact (the span too long or before 1970, or a local date that does not only move
 * forward): the caller then counts pair by pair. Kept per calendar and span.
 */
export function calendarSteps(calendar: Calendar, fromMs: number, toMs: number): CalendarSteps | null {
  const { timeZone } = calendar;
  const first = Math.floor(localDayNumber(fromMs, timeZone) / SPAN_STEP) * SPAN_STEP;
  const last = (Math.floor(localDayNumber(toMs, timeZone) / SPAN_STEP) + 1) * SPAN_STEP;
  if (!Number.isFinite(first) || !Number.isFinite(last) || first < 1 || last - first > MAX_SPAN_DAYS) return null;
  const key = JSON.stringify([timeZone, calendar.workingWeek, calendar.holidays, first, last]);
  if (compiled.has(key)) return compiled.get(key) ?? null;
  const steps = compile(calendar, first, last);
  if (compiled.size >= MAX_CACHED) compiled.clear();
  compiled.set(key, steps);
  return steps;
}
