import type { ClockSettings } from './clock';

/**
 * Working days between two instants in constant time (docs/workflow.md, "Deadlines"), for
 * `workingDaysBetween` and for reports that count thousands of pairs: the calendar is compiled
 * once (the working weekdays, the holidays that fall on them as sorted day numbers), a local date
 * is a day number read from the time zone's offset (cached per UTC day), and the days between two
 * dates are whole weeks times the working days of a week, plus the few days left over, minus the
 * holidays between them (a binary search). The same answers as walking day by day.
 */
/** Instants as Dates or epoch milliseconds. */
export type WorkingDayCounter = (from: Date | number, to: Date | number) => number;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` date, or NaN. */
const dayNumber = (ymd: string): number => (YMD.test(ymd) ? Date.parse(`${ymd}T00:00:00Z`) / DAY_MS : Number.NaN);

/** The ISO weekday (1 = Monday … 7 = Sunday) of a day number: day 0 was a Thursday. */
const weekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `ms`, in milliseconds (local wall time minus UTC). */
function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(ms / 1000) * 1000;
}

/** A UTC day's offsets: the one at its start, and from `switchAt` on (a change of offset) the one at its end. */
type DayOffsets = { start: number; end: number; switchAt: number };

const MAX_CACHED_DAYS = 100_000;
const offsetCaches = new Map<string, Map<number, DayOffsets>>();

function dayOffsets(utcDay: number, timeZone: string): DayOffsets {
  let cache = offsetCaches.get(timeZone);
  if (!cache) offsetCaches.set(timeZone, (cache = new Map()));
  let found = cache.get(utcDay);
  if (!found) {
    const from = utcDay * DAY_MS;
    const start = offsetAt(from, timeZone);
    const end = offsetAt(from + DAY_MS, timeZone);
    let switchAt = from + DAY_MS;
    if (start !== end) {
      // Zones change their offset at most once a day, on a whole minute: find that minute.
      let low = 0;
      let high = DAY_MS / MINUTE_MS;
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(from + middle * MINUTE_MS, timeZone) === start) low = middle + 1;
        else high = middle;
      }
      switchAt = from + low * MINUTE_MS;
    }
    found = { start, end, switchAt };
    if (cache.size >= MAX_CACHED_DAYS) cache.clear();
    cache.set(utcDay, found);
  }
  return found;
}

function cachedOffsetAt(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const offsets = dayOffsets(Math.floor(ms / DAY_MS), timeZone);
  return ms < offsets.switchAt ? offsets.start : offsets.end;
}

/** The day number of the calendar date of `ms` in `timeZone`. */
export function localDayNumber(ms: number, timeZone: string): number {
  return Math.floor((ms + cachedOffsetAt(ms, timeZone)) / DAY_MS);
}

/** The instant (ms) the date with day number `day` begins in `timeZone`: its local midnight. */
export function startOfLocalDay(day: number, timeZone: string): number {
  const midnight = day * DAY_MS;
  // The offset at local midnight can differ from the one at UTC midnight (daylight saving): twice.
  let guess = midnight;
  for (let i = 0; i < 2; i += 1) guess = midnight - cachedOffsetAt(guess, timeZone);
  return guess;
}

/** How many of `sorted` are ≤ `value`. */
function countUpTo(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const counters = new WeakMap<Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>, WorkingDayCounter>();

/**
 * A counter for one calendar: working days after `from`'s local date up to and including `to`'s
 * (0 when `to`'s date is not later). Compiled once per settings object (settings are read, never
 * changed in place).
 */
export function workingDayCounter(
  settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>,
): WorkingDayCounter {
  const cached = counters.get(settings);
  if (cached) return cached;
  const working = Array.from({ length: 8 }, (_, weekday) =>
    (settings.workingWeek as readonly number[]).includes(weekday),
  );
  const perWeek = working.filter(Boolean).length;
  const holidays = [...new Set(settings.holidays.map(dayNumber))]
    .filter((day) => Number.isInteger(day) && working[weekdayOf(day)])
    .sort((a, b) => a - b);
  const { timeZone } = settings;
  const counter: WorkingDayCounter = (from, to) => {
    const first = localDayNumber(typeof from === 'number' ? from : from.getTime(), timeZone);
    const last = localDayNumber(typeof to === 'number' ? to : to.getTime(), timeZone);
    if (!(last > first) || perWeek === 0) return 0;
    const span = last - first;
    let count = Math.floor(span / 7) * perWeek;
    for (let day = first + 1; day <= first + (span % 7); day += 1) if (working[weekdayOf(day)]) count += 1;
    return count - (countUpTo(holidays, last) - countUpTo(holidays, first));
  };
  counters.set(settings, counter);
  return counter;
}
