import type { AccessView } from '@portal/shared';

/**
 * Calendar days of an access period. Ends are instants (the end of a day in the committee's time
 * zone); people choose and read days. The view states the day of the current end (`lastDay`), and
 * the two together tell how far the committee's midnight is from UTC's: that places any other end
 * instant (the extension asked) on its day too, wherever the reader is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const utcMidnight = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const ymdOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day of access an end instant stands for (`YYYY-MM-DD`), or null when it is no date. */
export function lastDayOf(endsAt: string | null, access: Pick<AccessView, 'endsAt' | 'lastDay'>): string | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (Number.isNaN(end)) return null;
  const known =
    access.endsAt && access.lastDay ? Date.parse(access.endsAt) - (utcMidnight(access.lastDay) + DAY_MS) : 0;
  const offset = Number.isNaN(known) ? 0 : known;
  // Rounded to the nearest midnight: a daylight-saving change between the two ends moves it an hour.
  return ymdOf(Math.round((end - offset) / DAY_MS) * DAY_MS - DAY_MS);
}

/** The day after `ymd` (`YYYY-MM-DD`): the earliest new last day that gives more time. */
export function dayAfter(ymd: string): string {
  return ymdOf(utcMidnight(ymd) + DAY_MS);
}
