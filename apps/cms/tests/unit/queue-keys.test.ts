import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, searchText, statusRank, titleSortKey } from '../../src/modules/requests/queue-index/keys';

const collator = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('titleSortKey (the queue order by title, compared bytewise in SQL)', () => {
  it('orders like localeCompare(en, base, numeric) for letters, accents, case, digits and spaces', () => {
    const title = fc
      .array(fc.constantFrom('a', 'B', 'e', 'é', 'É', 'z', 'Z', '0', '1', '2', '9', '10', '007', ' '), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(title, title, (a, b) => {
        expect(Math.sign(bytewise(titleSortKey(a), titleSortKey(b)))).toBe(Math.sign(collator(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('puts known titles in the order staff expect', () => {
    const titles = [
      'zebra crossings',
      'Élan vital',
      '10 years of data',
      '9 lives',
      'Air quality',
      'air pollution',
      'Mortality 2000–2023',
      'Mortality 1999',
    ];
    const sorted = [...titles].sort((a, b) => bytewise(titleSortKey(a), titleSortKey(b)));
    expect(sorted).toEqual([...titles].sort(collator));
  });

  it('orders ASCII punctuation as the collation does', () => {
    const title = fc
      .array(fc.constantFrom('a', 'B', '1', '12', ' ', ...'_-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$'), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(title, title, (a, b) => {
        expect(Math.sign(bytewise(titleSortKey(a), titleSortKey(b)))).toBe(Math.sign(collator(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('search and status keys', () => {
  it('searchText keeps each field on its own line, lower-cased', () => {
    expect(
      searchText('Air Quality', { firstName: 'Ada', lastName: 'Lovelace', email: 'A@X.org', organization: null }),
    ).toBe('air quality\nada\nlovelace\na@x.org');
    expect(searchText('Only a title', null)).toBe('only a title');
  });

  it('containsPattern escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('CURIE')).toBe('%curie%');
  });

  it('statusRank follows the workflow order; no status sorts last', () => {
    expect(statusRank('new')).toBe(0);
    expect(statusRank('published')).toBe(9);
    expect(statusRank(null)).toBe(10);
    expect(statusRank('unknown')).toBe(10);
  });
});
