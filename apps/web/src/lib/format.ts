/**
 * Dates, times, durations, relative times, file sizes and numbers in the reader's locale: the one
 * place the app turns values into text, on the formatters of the nearest IntlProvider (the
 * route's locale, see app/intl-provider.tsx), so they read like the messages around them.
 * Words such as "year", "mois" or "Mo" come from the browser's CLDR data, not from our catalogs.
 *
 * The numeric patterns spec §5 fixes for the registry and the policy list (`formatRegistryDate`
 * and friends in `@portal/shared/format/dates`) are not locale formats and stay there.
 */
import { parseDateInput, type CalendarDuration, type DateInput } from '@portal/shared/format/dates';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

export type Format = {
  /** A calendar day: "March 12, 2025" / "12 mars 2025" (long), "Mar 12, 2025" / "12 mars 2025" (medium). */
  date: (value: DateInput, style?: 'long' | 'medium') => string;
  /** A calendar month, `YYYY-MM`: "Mar 2025" / "mars 2025". */
  month: (value: string) => string;
  /** A moment with its time of day: "Mar 12, 2025, 2:05 PM" / "12 mars 2025, 14:05". */
  dateTime: (value: DateInput) => string;
  /** The time of day alone: "02:05 PM" / "14:05". */
  time: (value: DateInput) => string;
  /** "1 year, 2 months, 3 days" / "1 an, 2 mois et 3 jours"; zero parts are left out. */
  duration: (value: CalendarDuration | null | undefined) => string;
  /** How long ago (or ahead) `value` is from `now`: "now", "5 minutes ago", "il y a 2 heures". */
  relativeTime: (value: DateInput, now?: number) => string;
  /** A byte count: "12 bytes", "2 kB", "1.5 MB" / "12 octets", "2 ko", "1,5 Mo" (1 KB = 1024 bytes). */
  fileSize: (bytes: number) => string;
  number: (value: number) => string;
};

// A date-only value ("2025-03-12") is a day in the calendar, not a moment: it is shown as that
// day wherever the reader is, so it is formatted in UTC from its UTC midnight.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDay(value: DateInput): { date: Date; options: Intl.DateTimeFormatOptions } | null {
  const date = parseDateInput(value);
  if (!date) return null;
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) {
    return {
      date: new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())),
      options: { timeZone: 'UTC' },
    };
  }
  return { date, options: {} };
}

const FILE_SIZE_UNITS = [
  { unit: 'gigabyte', bytes: 1024 ** 3 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

const DURATION_UNITS = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
] as const;

/** The formats of one react-intl instance (`createIntl` in tests, `useIntl` in components). */
export function createFormat(intl: IntlShape): Format {
  const day = (value: DateInput, options: Intl.DateTimeFormatOptions) => {
    const parsed = toDay(value);
    return parsed ? intl.formatDate(parsed.date, { ...options, ...parsed.options }) : '';
  };
  const instant = (value: DateInput, options: Intl.DateTimeFormatOptions) => {
    const date = parseDateInput(value);
    return date ? intl.formatDate(date, options) : '';
  };

  return {
    date: (value, style = 'long') => day(value, { dateStyle: style }),
    month: (value) => {
      const match = /^(\d{4})-(\d{2})$/.exec(value);
      return match
        ? intl.formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), {
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : value;
    },
    dateTime: (value) => instant(value, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (value) => instant(value, { hour: '2-digit', minute: '2-digit' }),

    duration: (value) => {
      if (!value) return '';
      const parts = DURATION_UNITS.filter(([key]) => value[key] > 0).map(([key, unit]) =>
        intl.formatNumber(value[key], { style: 'unit', unit, unitDisplay: 'long' }),
      );
      return intl.formatList(parts, { type: 'unit', style: 'long' });
    },

    relativeTime: (value, now = Date.now()) => {
      const date = parseDateInput(value);
      if (!date) return '';
      const seconds = Math.round((date.getTime() - now) / 1000);
      const auto = { numeric: 'auto' } as const;
      if (Math.abs(seconds) < 90) return intl.formatRelativeTime(0, 'second', auto);
      const minutes = Math.round(seconds / 60);
      if (Math.abs(minutes) < 90) return intl.formatRelativeTime(minutes, 'minute', auto);
      const hours = Math.round(minutes / 60);
      if (Math.abs(hours) < 36) return intl.formatRelativeTime(hours, 'hour', auto);
      return intl.formatRelativeTime(Math.round(hours / 24), 'day', auto);
    },

    fileSize: (bytes) => {
      const size = FILE_SIZE_UNITS.find((candidate) => bytes >= candidate.bytes);
      return size
        ? intl.formatNumber(bytes / size.bytes, { style: 'unit', unit: size.unit, maximumFractionDigits: 1 })
        : intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
    },

    number: (value) => intl.formatNumber(value),
  };
}

/** The formats of the nearest IntlProvider's locale. */
export function useFormat(): Format {
  const intl = useIntl();
  return useMemo(() => createFormat(intl), [intl]);
}
