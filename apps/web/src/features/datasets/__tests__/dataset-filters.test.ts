import { describe, expect, it } from 'vitest';

import {
  activeFilterCount,
  dataLevelOptions,
  filterDatasets,
  readFilters,
  writeFilters,
} from '@/features/datasets/utils/dataset-filters';
import { requestAccessHref } from '@/features/datasets/utils/request-access-href';
import { contrastRatio, tagStyle } from '@/features/datasets/utils/tag-colors';

const levels = (...values: string[]) =>
  values.map((value) => ({ key: value.toLowerCase().replace(/\s+/g, '-'), value }));

const DATASETS = [
  { title: 'Air Quality Sensor Network', availableDataLevels: levels('Level 1') },
  { title: 'Étude nationale de cohorte', availableDataLevels: levels('Level 1', 'Level 2', 'Level 3') },
  { title: 'Regional Cancer Registry Extract', availableDataLevels: levels('Level 1', 'Level 2') },
];

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('filterDatasets', () => {
  it('keeps every dataset, in order, without filters', () => {
    expect(titles(filterDatasets(DATASETS, { search: '', level: '' }))).toEqual(titles(DATASETS));
  });

  it('matches a title substring ignoring case, accents and surrounding spaces', () => {
    expect(titles(filterDatasets(DATASETS, { search: '  REGISTRY ', level: '' }))).toEqual([
      'Regional Cancer Registry Extract',
    ]);
    expect(titles(filterDatasets(DATASETS, { search: 'etude', level: '' }))).toEqual(['Étude nationale de cohorte']);
    expect(titles(filterDatasets(DATASETS, { search: 'RÉGIONAL', level: '' }))).toEqual([
      'Regional Cancer Registry Extract',
    ]);
  });

  it('keeps datasets that offer the selected level', () => {
    expect(titles(filterDatasets(DATASETS, { search: '', level: 'Level 2' }))).toEqual([
      'Étude nationale de cohorte',
      'Regional Cancer Registry Extract',
    ]);
    expect(filterDatasets(DATASETS, { search: '', level: 'Level 9' })).toEqual([]);
  });

  it('combines search and level', () => {
    expect(titles(filterDatasets(DATASETS, { search: 'air', level: 'Level 3' }))).toEqual([]);
    expect(titles(filterDatasets(DATASETS, { search: 'cohorte', level: 'Level 3' }))).toEqual([
      'Étude nationale de cohorte',
    ]);
  });
});

describe('dataLevelOptions', () => {
  it('lists each offered level once, in natural order, without blanks', () => {
    const data = [
      { availableDataLevels: levels('Level 10', 'Level 2') },
      { availableDataLevels: levels('Level 1', 'Level 2', ' ') },
    ];
    expect(dataLevelOptions(data, 'en')).toEqual(['Level 1', 'Level 2', 'Level 10']);
  });
});

describe('filter URL state', () => {
  it('reads q and level, defaulting to none', () => {
    expect(readFilters(new URLSearchParams('q=air&level=Level+1'))).toEqual({ search: 'air', level: 'Level 1' });
    expect(readFilters(new URLSearchParams())).toEqual({ search: '', level: '' });
  });

  it('writes changed filters, removes empty ones and keeps unrelated parameters', () => {
    const next = writeFilters(new URLSearchParams('utm=x&level=Level+1'), { search: 'air quality' });
    expect(next.toString()).toBe('utm=x&level=Level+1&q=air+quality');
    expect(writeFilters(next, { level: '', search: ' ' }).toString()).toBe('utm=x');
  });

  it('counts active filters', () => {
    expect(activeFilterCount({ search: ' ', level: '' })).toBe(0);
    expect(activeFilterCount({ search: 'a', level: 'Level 1' })).toBe(2);
  });
});

describe('requestAccessHref', () => {
  it('points at the request form with the dataset preselected', () => {
    expect(requestAccessHref('fr', 'national-birth-cohort')).toBe(
      '/fr/dataset-request-form?dataset=national-birth-cohort',
    );
    expect(requestAccessHref('en', 'a&b')).toBe('/en/dataset-request-form?dataset=a%26b');
  });
});

describe('tagStyle', () => {
  it('applies the CMS colours when they are valid hex with AA contrast', () => {
    expect(tagStyle({ background: '#E0F2F1', text: '#00514A' })).toEqual({
      backgroundColor: '#E0F2F1',
      color: '#00514A',
    });
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
  });

  it('falls back to the token colours for unreadable or malformed pairs', () => {
    expect(tagStyle({ background: '#ffffff', text: '#cccccc' })).toBeUndefined();
    expect(tagStyle({ background: 'red;position:fixed', text: '#000000' })).toBeUndefined();
    expect(tagStyle(null)).toBeUndefined();
  });
});
