import { describe, expect, it } from 'vitest';

import {
  columnValue,
  fromTableSort,
  parsePage,
  parseSort,
  readRegistryView,
  REGISTRY_COLUMNS,
  toTableSort,
  writeRegistryView,
} from '@/features/registry/registry-table';
import { APPROVED_REQUESTS, approvedRequestFixture } from '@/testing/fixtures-governance';

describe('table sort conversion', () => {
  it('maps the DataTable sort to the registry sort and back', () => {
    expect(fromTableSort({ id: 'approvalDate', desc: true })).toEqual({ column: 'approvalDate', direction: 'desc' });
    expect(toTableSort({ column: 'title', direction: 'asc' })).toEqual({ id: 'title', desc: false });
    expect(fromTableSort({ id: 'email', desc: false })).toBeNull();
    expect(fromTableSort(null)).toBeNull();
    expect(toTableSort(null)).toBeNull();
  });
});

describe('columnValue', () => {
  it('shows the title, the PI last name and organization, and valid approval dates only', () => {
    const [item] = APPROVED_REQUESTS;
    expect(columnValue(item!, 'title')).toBe(item!.projectTitle);
    expect(columnValue(item!, 'investigator')).toBe('Osei');
    expect(columnValue(approvedRequestFixture({ documentId: 'x', approvalDate: 'not a date' }), 'approvalDate')).toBe('');
    const noPi = approvedRequestFixture({ documentId: 'no-pi', principalInvestigator: null });
    expect(columnValue(noPi, 'investigator')).toBe('');
    expect(columnValue(noPi, 'organization')).toBe('');
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
