import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { createFormat } from '@/lib/format';

// CLDR separates a number from its unit with a no-break space (U+00A0 or U+202F in French):
// compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function formatIn(locale: string) {
  const format = createFormat(createIntl({ locale, timeZone: 'UTC' }));
  return {
    date: (...args: Parameters<typeof format.date>) => plain(format.date(...args)),
    dateTime: (...args: Parameters<typeof format.dateTime>) => plain(format.dateTime(...args)),
    time: (...args: Parameters<typeof format.time>) => plain(format.time(...args)),
    duration: (...args: Parameters<typeof format.duration>) => plain(format.duration(...args)),
    relativeTime: (...args: Parameters<typeof format.relativeTime>) => plain(format.relativeTime(...args)),
    fileSize: (...args: Parameters<typeof format.fileSize>) => plain(format.fileSize(...args)),
    number: (...args: Parameters<typeof format.number>) => plain(format.number(...args)),
  };
}

const en = formatIn('en');
const fr = formatIn('fr');
const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('dates', () => {
  it('writes a calendar day in the locale, long or medium', () => {
    expect(en.date('2026-05-01')).toBe('May 1, 2026');
    expect(fr.date('2026-05-01')).toBe('1 mai 2026');
    expect(en.date('2026-03-12', 'medium')).toBe('Mar 12, 2026');
    expect(fr.date('2026-03-12', 'medium')).toBe('12 mars 2026');
    expect(en.date('2026-03-12T09:30:00.000Z')).toBe('March 12, 2026');
    expect(fr.date(new Date(Date.UTC(2026, 2, 12)))).toBe('12 mars 2026');
  });

  it('keeps a date-only value on its day whatever the time zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      const format = createFormat(createIntl({ locale: 'en', timeZone }));
      expect(format.date('2026-05-01')).toBe('May 1, 2026');
    }
  });

  it('writes date-times and times of day', () => {
    expect(en.dateTime('2026-03-05T14:05:00.000Z')).toBe('Mar 5, 2026, 2:05 PM');
    expect(fr.dateTime('2026-03-05T14:05:00.000Z')).toBe('5 mars 2026, 14:05');
    expect(en.time(new Date('2026-03-05T14:05:00.000Z'))).toBe('02:05 PM');
    expect(fr.time(new Date('2026-03-05T14:05:00.000Z'))).toBe('14:05');
  });

  it.each([null, undefined, '', 'not a date', '2026-02-30'])('is empty for %j', (value) => {
    expect(en.date(value)).toBe('');
    expect(en.dateTime(value)).toBe('');
    expect(en.time(value)).toBe('');
    expect(en.relativeTime(value, NOW)).toBe('');
  });
});

describe('durations', () => {
  it.each([
    [{ years: 1, months: 0, days: 0 }, '1 year', '1 an'],
    [{ years: 2, months: 0, days: 0 }, '2 years', '2 ans'],
    [{ years: 0, months: 1, days: 0 }, '1 month', '1 mois'],
    [{ years: 0, months: 2, days: 0 }, '2 months', '2 mois'],
    [{ years: 0, months: 0, days: 1 }, '1 day', '1 jour'],
    [{ years: 0, months: 0, days: 13 }, '13 days', '13 jours'],
    [{ years: 1, months: 2, days: 0 }, '1 year, 2 months', '1 an et 2 mois'],
    [{ years: 2, months: 0, days: 1 }, '2 years, 1 day', '2 ans et 1 jour'],
    [{ years: 2, months: 2, days: 13 }, '2 years, 2 months, 13 days', '2 ans, 2 mois et 13 jours'],
  ])('%j: %s / %s', (duration, english, french) => {
    expect(en.duration(duration)).toBe(english);
    expect(fr.duration(duration)).toBe(french);
  });

  it('is empty without a duration', () => {
    expect(en.duration(null)).toBe('');
    expect(fr.duration({ years: 0, months: 0, days: 0 })).toBe('');
  });
});

describe('relative times', () => {
  it.each([
    ['2026-05-01T11:59:30Z', 'now', 'maintenant'],
    ['2026-05-01T11:59:00Z', 'now', 'maintenant'],
    ['2026-05-01T11:57:00Z', '3 minutes ago', 'il y a 3 minutes'],
    ['2026-05-01T12:01:00Z', 'now', 'maintenant'],
    ['2026-05-01T12:05:00Z', 'in 5 minutes', 'dans 5 minutes'],
    ['2026-05-01T10:00:00Z', '2 hours ago', 'il y a 2 heures'],
    ['2026-05-01T11:00:00Z', '60 minutes ago', 'il y a 60 minutes'],
    ['2026-04-30T12:00:00Z', '24 hours ago', 'il y a 24 heures'],
    ['2026-04-29T12:00:00Z', '2 days ago', 'avant-hier'],
    ['2026-04-26T12:00:00Z', '5 days ago', 'il y a 5 jours'],
  ])('%s: %s / %s', (value, english, french) => {
    expect(en.relativeTime(value, NOW)).toBe(english);
    expect(fr.relativeTime(value, NOW)).toBe(french);
  });
});

describe('file sizes and numbers', () => {
  it.each([
    [0, '0 bytes', '0 octet'],
    [1, '1 byte', '1 octet'],
    [12, '12 bytes', '12 octets'],
    [1023, '1,023 bytes', '1 023 octets'],
    [1024, '1 kB', '1 ko'],
    [1536, '1.5 kB', '1,5 ko'],
    [2048, '2 kB', '2 ko'],
    [3 * 1024 * 1024, '3 MB', '3 Mo'],
    [10 * 1024 * 1024, '10 MB', '10 Mo'],
    [1.25 * 1024 * 1024, '1.3 MB', '1,3 Mo'],
    [2 * 1024 ** 3, '2 GB', '2 Go'],
  ])('%d bytes: %s / %s', (bytes, english, french) => {
    expect(en.fileSize(bytes)).toBe(english);
    expect(fr.fileSize(bytes)).toBe(french);
  });

  it('groups and separates decimals as the locale does', () => {
    expect(en.number(12345.6)).toBe('12,345.6');
    expect(fr.number(12345.6)).toBe('12 345,6');
  });

  it('follows a regional locale', () => {
    const canada = createFormat(createIntl({ locale: 'fr-CA', timeZone: 'UTC' }));
    expect(canada.date('2026-05-01')).toBe('1 mai 2026');
    expect(plain(canada.time('2026-05-01T14:05:00Z'))).toBe('14 h 05');
  });
});
