import { matchesRegistrySearch, type RegistryIndexEntry } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import {
  accessPeriodText,
  columnValue,
  fromTableSort,
  pageOf,
  parsePage,
  parseSort,
  readRegistryView,
  REGISTRY_COLUMNS,
  searchEntries,
  sortEntries,
  toTableSort,
  writeRegistryView,
  type RegistrySort,
} from '@/features/registry/registry-table';
import { APPROVED_REQUESTS, approvedRequestFixture } from '@/testing/fixtures-governance';
import { toIndexEntry } from '@/testing/registry-api';

describe('table sort conversion', () => {
  it('maps the DataTable sort to the registry sort and back', () => {
    expect(fromTableSort({ id: 'approvalDate', desc: true })).toEqual({ column: 'approvalDate', direction: 'desc' });
    expect(toTableSort({ column: 'title', direction: 'asc' })).toEqual({ id: 'title', desc: false });
    expect(fromTableSort({ id: 'email', desc: false })).toBeNull();
    expect(fromTableSort(null)).toBeNull();
    expect(toTableSort(null)).toBeNull();
  });
});

const entries = APPROVED_REQUESTS.map(toIndexEntry);
const entry = (overrides: Partial<RegistryIndexEntry> & { documentId: string }): RegistryIndexEntry => ({
  ...toIndexEntry(approvedRequestFixture({ documentId: overrides.documentId })),
  ...overrides,
});
const ids = (items: RegistryIndexEntry[]) => items.map((item) => item.documentId);

describe('sortEntries', () => {
  it('keeps the index order when the sort is cleared, without mutating the input', () => {
    const input = [...entries];
    expect(sortEntries(input, null)).toEqual(entries);
    sortEntries(input, { column: 'title', direction: 'asc' });
    expect(input).toEqual(entries);
  });

  it('sorts by each column in both directions', () => {
    const by = (sort: RegistrySort) => ids(sortEntries(entries, sort));
    expect(by({ column: 'title', direction: 'asc' })).toEqual(['ar-beds', 'ar-covid', 'ar-asthma']);
    expect(by({ column: 'title', direction: 'desc' })).toEqual(['ar-asthma', 'ar-covid', 'ar-beds']);
    // Fontaine, Hart, Osei
    expect(by({ column: 'investigator', direction: 'asc' })).toEqual(['ar-beds', 'ar-covid', 'ar-asthma']);
    // Armorique…, Northgate…, University…
    expect(by({ column: 'organization', direction: 'desc' })).toEqual(['ar-covid', 'ar-asthma', 'ar-beds']);
    expect(by({ column: 'approvalDate', direction: 'asc' })).toEqual(['ar-beds', 'ar-covid', 'ar-asthma']);
    expect(by({ column: 'approvalDate', direction: 'desc' })).toEqual(['ar-asthma', 'ar-covid', 'ar-beds']);
  });

  it('compares text case- and accent-insensitively and numbers naturally', () => {
    const items = ['b', 'Étude 10', 'a', 'Etude 9'].map((title, i) =>
      entry({ documentId: String(i), projectTitle: title }),
    );
    expect(sortEntries(items, { column: 'title', direction: 'asc' }).map((i) => i.projectTitle)).toEqual([
      'a',
      'b',
      'Etude 9',
      'Étude 10',
    ]);
  });

  it('puts missing or invalid values last in both directions, keeping their order', () => {
    const items = [
      entry({ documentId: 'none', approvalDate: null }),
      entry({ documentId: 'old', approvalDate: '2020-01-01' }),
      entry({ documentId: 'bad', approvalDate: 'not a date' }),
      entry({ documentId: 'new', approvalDate: '2024-01-01' }),
    ];
    expect(ids(sortEntries(items, { column: 'approvalDate', direction: 'asc' }))).toEqual([
      'old',
      'new',
      'none',
      'bad',
    ]);
    expect(ids(sortEntries(items, { column: 'approvalDate', direction: 'desc' }))).toEqual([
      'new',
      'old',
      'none',
      'bad',
    ]);
    const noPi = entry({ documentId: 'no-pi', lastName: '', organization: '' });
    expect(columnValue(noPi, 'investigator')).toBe('');
    expect(ids(sortEntries([noPi, ...entries], { column: 'organization', direction: 'asc' }))[3]).toBe('no-pi');
  });

  it('is stable for equal values', () => {
    const items = ['x', 'y', 'z'].map((id) => entry({ documentId: id, projectTitle: 'Same' }));
    expect(ids(sortEntries(items, { column: 'title', direction: 'desc' }))).toEqual(['x', 'y', 'z']);
  });
});

describe('searchEntries', () => {
  it('matches title, organization, PI names and dataset titles, case-insensitively, keeping the order', () => {
    expect(ids(searchEntries(entries, 'ASTHMA'))).toEqual(['ar-asthma']);
    expect(ids(searchEntries(entries, 'westbrook'))).toEqual(['ar-covid']);
    expect(ids(searchEntries(entries, 'fontaine'))).toEqual(['ar-beds']);
    expect(ids(searchEntries(entries, 'amelia'))).toEqual(['ar-covid']);
    expect(ids(searchEntries(entries, ' diabetes audit '))).toEqual(['ar-asthma']);
    expect(searchEntries(entries, 'zzz')).toEqual([]);
    expect(searchEntries(entries, '  ')).toEqual(entries);
    const sorted = sortEntries(entries, { column: 'title', direction: 'asc' });
    expect(ids(searchEntries(sorted, 'health'))).toEqual(['ar-beds', 'ar-asthma']);
  });

  it('agrees with the spec rule over full entries (matchesRegistrySearch)', () => {
    for (const query of ['os', 'HEALTH', 'audit', 'hart', 'university of', 'x']) {
      expect(ids(searchEntries(entries, query))).toEqual(
        APPROVED_REQUESTS.filter((item) => matchesRegistrySearch(item, query)).map((item) => item.documentId),
      );
    }
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 60 }, (_, i) => i);
  it('slices one page and counts every item', () => {
    expect(pageOf(items, 1, 25)).toMatchObject({ page: 1, pageCount: 3, total: 60, items: items.slice(0, 25) });
    expect(pageOf(items, 3, 25).items).toEqual(items.slice(50));
    expect([1, 2, 3].flatMap((page) => pageOf(items, page, 25).items)).toEqual(items);
  });

  it('clamps a page past the end to the last page, and an empty list to page 1', () => {
    expect(pageOf(items, 9, 25)).toMatchObject({ page: 3, items: items.slice(50) });
    expect(pageOf([], 4, 25)).toMatchObject({ page: 1, pageCount: 0, total: 0, items: [] });
  });
});

describe('columnValue', () => {
  it('shows the title, the PI last name and organization, and valid approval dates only', () => {
    const [item] = entries;
    expect(columnValue(item!, 'title')).toBe(item!.projectTitle);
    expect(columnValue(item!, 'investigator')).toBe('Osei');
    expect(columnValue(entry({ documentId: 'x', approvalDate: 'not a date' }), 'approvalDate')).toBe('');
  });
});

describe('registry URL state', () => {
  it('round-trips every column and direction', () => {
    for (const column of REGISTRY_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const params = writeRegistryView(new URLSearchParams(), { query: 'osei', sort: { column, direction } });
        expect(params.toString()).toBe(`q=osei&sort=${column}%3A${direction}`);
        expect(readRegistryView(params)).toEqual({ query: 'osei', sort: { column, direction }, page: 1 });
      }
    }
  });

  it('ignores unknown sort values', () => {
    for (const value of ['', 'title', 'title:up', 'email:asc', ':asc', 'title:asc:x']) {
      expect(parseSort(value)).toEqual(value === 'title:asc:x' ? { column: 'title', direction: 'asc' } : null);
    }
    expect(readRegistryView(new URLSearchParams())).toEqual({ query: '', sort: null, page: 1 });
  });

  it('removes empty values and keeps unrelated parameters', () => {
    const start = new URLSearchParams('q=hart&sort=title:desc&tab=x');
    expect(writeRegistryView(start, { query: ' ' }).toString()).toBe('sort=title%3Adesc&tab=x');
    expect(writeRegistryView(start, { sort: null }).toString()).toBe('q=hart&tab=x');
    expect(writeRegistryView(start, {}).toString()).toBe(start.toString());
    expect(start.toString()).toBe('q=hart&sort=title%3Adesc&tab=x');
  });

  it('keeps the page, drops page 1, and starts a new search or sort at page 1', () => {
    const start = new URLSearchParams('q=hart&page=3');
    expect(readRegistryView(start).page).toBe(3);
    expect(writeRegistryView(start, { page: 4 }).toString()).toBe('q=hart&page=4');
    expect(writeRegistryView(start, { page: 1 }).toString()).toBe('q=hart');
    expect(writeRegistryView(start, { query: 'osei' }).toString()).toBe('q=osei');
    expect(writeRegistryView(start, { sort: { column: 'title', direction: 'asc' } }).toString()).toBe(
      'q=hart&sort=title%3Aasc',
    );
    expect(writeRegistryView(start, { query: 'hart', page: 2 }).toString()).toBe('q=hart&page=2');
  });

  it('reads any malformed page as page 1', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(parsePage(value)).toBe(1);
    expect(parsePage('12')).toBe(12);
  });
});

describe('accessPeriodText', () => {
  const iso = (value: string | null) => value ?? '';
  it('joins the first and last day, and is a dash without a period', () => {
    expect(accessPeriodText({ accessStartDate: '2024-03-04', accessEndDate: '2025-03-03' }, iso)).toBe(
      '2024-03-04 – 2025-03-03',
    );
    expect(accessPeriodText({ accessStartDate: null, accessEndDate: null }, iso)).toBe('—');
    expect(accessPeriodText({ accessStartDate: '2024-03-04', accessEndDate: null }, iso)).toBe('2024-03-04 – …');
  });
});
