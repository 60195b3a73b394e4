import type { ApprovedRequest } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import {
  columnValue,
  filterApprovedRequests,
  fromTableSort,
  parseSort,
  readRegistryView,
  REGISTRY_COLUMNS,
  sortApprovedRequests,
  toTableSort,
  visibleApprovedRequests,
  writeRegistryView,
  type RegistrySort,
} from '@/features/registry/registry-table';
import { APPROVED_REQUESTS, approvedRequestFixture } from '@/testing/fixtures-governance';

const ids = (items: ApprovedRequest[]) => items.map((item) => item.documentId);

describe('table sort conversion', () => {
  it('maps the DataTable sort to the registry sort and back', () => {
    expect(fromTableSort({ id: 'approvalDate', desc: true })).toEqual({ column: 'approvalDate', direction: 'desc' });
    expect(toTableSort({ column: 'title', direction: 'asc' })).toEqual({ id: 'title', desc: false });
    expect(fromTableSort({ id: 'email', desc: false })).toBeNull();
    expect(fromTableSort(null)).toBeNull();
    expect(toTableSort(null)).toBeNull();
  });
});

describe('sortApprovedRequests', () => {
  it('keeps the server order when the sort is cleared, without mutating the input', () => {
    const input = [...APPROVED_REQUESTS];
    expect(sortApprovedRequests(input, null)).toEqual(APPROVED_REQUESTS);
    sortApprovedRequests(input, { column: 'title', direction: 'asc' });
    expect(input).toEqual(APPROVED_REQUESTS);
  });

  it('sorts by each column in both directions', () => {
    const by = (sort: RegistrySort) => ids(sortApprovedRequests(APPROVED_REQUESTS, sort));
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
      approvedRequestFixture({ documentId: String(i), projectTitle: title }),
    );
    expect(sortApprovedRequests(items, { column: 'title', direction: 'asc' }).map((i) => i.projectTitle)).toEqual([
      'a',
      'b',
      'Etude 9',
      'Étude 10',
    ]);
  });

  it('puts missing or invalid values last in both directions, keeping their order', () => {
    const items = [
      approvedRequestFixture({ documentId: 'none', approvalDate: null }),
      approvedRequestFixture({ documentId: 'old', approvalDate: '2020-01-01' }),
      approvedRequestFixture({ documentId: 'bad', approvalDate: 'not a date' }),
      approvedRequestFixture({ documentId: 'new', approvalDate: '2024-01-01' }),
    ];
    expect(ids(sortApprovedRequests(items, { column: 'approvalDate', direction: 'asc' }))).toEqual([
      'old',
      'new',
      'none',
      'bad',
    ]);
    expect(ids(sortApprovedRequests(items, { column: 'approvalDate', direction: 'desc' }))).toEqual([
      'new',
      'old',
      'none',
      'bad',
    ]);

    const noPi = approvedRequestFixture({ documentId: 'no-pi', principalInvestigator: null });
    expect(columnValue(noPi, 'investigator')).toBe('');
    expect(
      ids(sortApprovedRequests([noPi, ...APPROVED_REQUESTS], { column: 'organization', direction: 'asc' }))[3],
    ).toBe('no-pi');
  });

  it('is stable for equal values', () => {
    const items = ['x', 'y', 'z'].map((id) => approvedRequestFixture({ documentId: id, projectTitle: 'Same' }));
    expect(ids(sortApprovedRequests(items, { column: 'title', direction: 'desc' }))).toEqual(['x', 'y', 'z']);
  });
});

describe('filterApprovedRequests', () => {
  it('matches title, organization, PI names and dataset titles, case-insensitively', () => {
    expect(ids(filterApprovedRequests(APPROVED_REQUESTS, 'ASTHMA'))).toEqual(['ar-asthma']);
    expect(ids(filterApprovedRequests(APPROVED_REQUESTS, 'westbrook'))).toEqual(['ar-covid']);
    expect(ids(filterApprovedRequests(APPROVED_REQUESTS, 'fontaine'))).toEqual(['ar-beds']);
    expect(ids(filterApprovedRequests(APPROVED_REQUESTS, 'amelia'))).toEqual(['ar-covid']);
    expect(ids(filterApprovedRequests(APPROVED_REQUESTS, 'diabetes audit'))).toEqual(['ar-asthma']);
    expect(filterApprovedRequests(APPROVED_REQUESTS, 'zzz')).toEqual([]);
    expect(filterApprovedRequests(APPROVED_REQUESTS, '  ')).toEqual(APPROVED_REQUESTS);
  });

  it('filters then sorts', () => {
    expect(ids(visibleApprovedRequests(APPROVED_REQUESTS, 'health', { column: 'title', direction: 'asc' }))).toEqual([
      'ar-beds',
      'ar-asthma',
    ]);
  });
});

describe('registry URL state', () => {
  it('round-trips every column and direction', () => {
    for (const column of REGISTRY_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const params = writeRegistryView(new URLSearchParams(), { query: 'osei', sort: { column, direction } });
        expect(params.toString()).toBe(`q=osei&sort=${column}%3A${direction}`);
        expect(readRegistryView(params)).toEqual({ query: 'osei', sort: { column, direction } });
      }
    }
  });

  it('ignores unknown sort values', () => {
    for (const value of ['', 'title', 'title:up', 'email:asc', ':asc', 'title:asc:x']) {
      expect(parseSort(value)).toEqual(value === 'title:asc:x' ? { column: 'title', direction: 'asc' } : null);
    }
    expect(readRegistryView(new URLSearchParams())).toEqual({ query: '', sort: null });
  });

  it('removes empty values and keeps unrelated parameters', () => {
    const start = new URLSearchParams('q=hart&sort=title:desc&tab=x');
    expect(writeRegistryView(start, { query: ' ' }).toString()).toBe('sort=title%3Adesc&tab=x');
    expect(writeRegistryView(start, { sort: null }).toString()).toBe('q=hart&tab=x');
    expect(writeRegistryView(start, {}).toString()).toBe(start.toString());
    expect(start.toString()).toBe('q=hart&sort=title%3Adesc&tab=x');
  });
});
