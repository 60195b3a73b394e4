import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  investigatorName,
  matchesRegistryIndexEntry,
  matchesRegistrySearch,
  registryNeedle,
} from '../format/registry-search';
import type { ApprovedRequest } from '../types/approved-request';

function request(overrides: Partial<ApprovedRequest> = {}): ApprovedRequest {
  return {
    documentId: 'req-1',
    projectTitle: 'Sleep Patterns in Adolescents',
    projectSummary: 'A summary that is not searched.',
    projectStartDate: '2024-01-01',
    projectEndDate: '2025-01-01',
    dateRequested: '2023-11-02',
    approvalDate: '2023-12-15',
    intendedUseOfData: [{ value: 'Research' }],
    datasets: [
      { title: 'Cardiac Imaging Cohort', slug: 'cardiac-imaging', documentId: 'ds-1' },
      { title: 'Genomics Panel', slug: 'genomics-panel', documentId: 'ds-2' },
    ],
    principalInvestigator: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Professor',
      country: 'United Kingdom',
      organization: 'Analytical Engine University',
      organizationType: 'Academic',
    },
    accessStartDate: '2024-01-05',
    accessEndDate: '2025-01-04',
    ...overrides,
  };
}

describe('matchesRegistrySearch', () => {
  const item = request();

  it.each([
    ['project title', 'sleep patterns'],
    ['project title, mid-word', 'ADOLESC'],
    ['organization', 'engine univ'],
    ['investigator first name', 'ada'],
    ['investigator last name', 'LOVELACE'],
    ['first dataset title', 'cardiac'],
    ['second dataset title', 'genomics panel'],
  ])('matches on the %s (%j)', (_field, query) => {
    expect(matchesRegistrySearch(item, query)).toBe(true);
  });

  it.each([
    ['project summary', 'not searched'],
    ['country', 'united kingdom'],
    ['investigator title', 'professor'],
    ['organization type', 'academic'],
    ['intended use', 'research'],
    ['dataset slug', 'genomics-panel'],
    ['full name across fields', 'ada lovelace'],
    ['nothing', 'zebra'],
  ])('does not match on the %s (%j)', (_field, query) => {
    expect(matchesRegistrySearch(item, query)).toBe(false);
  });

  it.each(['', ' ', '\t\n'])('matches everything for the blank query %j', (query) => {
    expect(matchesRegistrySearch(item, query)).toBe(true);
    expect(matchesRegistrySearch(request({ datasets: [], principalInvestigator: null }), query)).toBe(true);
  });

  it('trims the query', () => {
    expect(matchesRegistrySearch(item, '  lovelace  ')).toBe(true);
  });

  it('treats regex characters literally', () => {
    const special = request({ projectTitle: 'Cost (USD) vs. risk [phase 2]?' });
    expect(matchesRegistrySearch(special, '(usd)')).toBe(true);
    expect(matchesRegistrySearch(special, '[phase 2]?')).toBe(true);
    expect(matchesRegistrySearch(special, '.*')).toBe(false);
  });

  it('copes with a missing investigator, missing organization and no datasets', () => {
    const sparse = request({
      datasets: [],
      principalInvestigator: null,
    });
    expect(matchesRegistrySearch(sparse, 'sleep')).toBe(true);
    expect(matchesRegistrySearch(sparse, 'lovelace')).toBe(false);

    const noOrg = request({
      principalInvestigator: { ...request().principalInvestigator!, organization: null },
    });
    expect(matchesRegistrySearch(noOrg, 'engine')).toBe(false);
    expect(matchesRegistrySearch(noOrg, 'ada')).toBe(true);
  });
});

describe('highlightParts', () => {
  const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

  it('marks case-insensitive matches and keeps the original casing', () => {
    expect(highlightParts('Analytical Engine University', 'engine')).toEqual([
      { text: 'Analytical ', match: false },
      { text: 'Engine', match: true },
      { text: ' University', match: false },
    ]);
  });

  it('marks every occurrence, including at the start and end', () => {
    expect(highlightParts('Data to data: DATA', 'data')).toEqual([
      { text: 'Data', match: true },
      { text: ' to ', match: false },
      { text: 'data', match: true },
      { text: ': ', match: false },
      { text: 'DATA', match: true },
    ]);
  });

  it('marks the whole text when it equals the query', () => {
    expect(highlightParts('Lovelace', 'LOVELACE')).toEqual([{ text: 'Lovelace', match: true }]);
  });

  it('returns the text as one unmatched part when nothing matches', () => {
    expect(highlightParts('Lovelace', 'babbage')).toEqual([{ text: 'Lovelace', match: false }]);
  });

  it.each(['', ' ', '\n'])('returns the text unmatched for the blank query %j', (query) => {
    expect(highlightParts('Lovelace', query)).toEqual([{ text: 'Lovelace', match: false }]);
  });

  it('trims the query like the matcher does', () => {
    expect(highlightParts('Ada Lovelace', ' ada ')).toEqual([
      { text: 'Ada', match: true },
      { text: ' Lovelace', match: false },
    ]);
  });

  it('returns no parts for empty text', () => {
    expect(highlightParts('', 'ada')).toEqual([]);
  });

  it.each([
    ['Cost (USD) vs. risk', '(usd)', '(USD)'],
    ['a.b', '.', '.'],
    ['1+1=2', '1+1', '1+1'],
    ['what? yes', '?', '?'],
    ['path\\to\\file', '\\to', '\\to'],
    ['[phase 2] trial', '[phase 2]', '[phase 2]'],
    ['price $5 ^up', '$5 ^', '$5 ^'],
    ['a|b', '|', '|'],
    ['x*y', '*', '*'],
    ['{json}', '{json}', '{json}'],
  ])('treats regex characters literally: %j / %j', (text, query, matched) => {
    const parts = highlightParts(text, query);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([matched]);
    expect(joined(parts)).toBe(text);
  });

  it('does not treat ".*" as a wildcard', () => {
    expect(highlightParts('anything', '.*')).toEqual([{ text: 'anything', match: false }]);
  });

  it('highlights exactly when the row matches', () => {
    const item = request();
    for (const query of ['engine', 'ADA', 'cardiac', 'zebra']) {
      const cells = [
        item.projectTitle,
        investigatorName(item.principalInvestigator),
        item.principalInvestigator?.organization ?? '',
        ...item.datasets.map((dataset) => dataset.title),
      ];
      const highlighted = cells.some((cell) => highlightParts(cell, query).some((part) => part.match));
      expect(highlighted).toBe(matchesRegistrySearch(item, query));
    }
  });
});

describe('investigatorName', () => {
  it('joins first and last name', () => {
    expect(investigatorName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('trims and skips missing parts', () => {
    expect(investigatorName({ firstName: ' Ada ', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
    expect(investigatorName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(investigatorName({ lastName: 'Lovelace' })).toBe('Lovelace');
    expect(investigatorName(null)).toBe('');
    expect(investigatorName(undefined)).toBe('');
  });
});

describe('matchesRegistryIndexEntry', () => {
  const entry = {
    documentId: 'x',
    projectTitle: 'Asthma in Lyon',
    approvalDate: '2024-01-01',
    firstName: 'Ada',
    lastName: 'Lovelace',
    organization: 'Université de Montréal',
    datasets: ['National Birth Cohort'],
    accessStartDate: '2024-01-05',
    accessEndDate: '2025-01-04',
  };

  it('matches each searched field by case-insensitive substring of the prepared needle', () => {
    for (const query of ['ASTHMA', 'ada', 'lovel', 'MONTRÉAL', 'birth coh', '  lyon  ']) {
      expect(matchesRegistryIndexEntry(entry, registryNeedle(query)), query).toBe(true);
    }
    expect(matchesRegistryIndexEntry(entry, registryNeedle('2024'))).toBe(false);
    expect(matchesRegistryIndexEntry(entry, registryNeedle('   '))).toBe(true);
  });
});
