import { describe, expect, it } from 'vitest';
import {
  DATA_LEVEL_KEY_MAX_LENGTH,
  dataLevelKeyOf,
  dataLevelLabelFor,
  dataLevelLabels,
  dataLevelsFrom,
  isDataLevelKey,
  normalizeDataLevelLabel,
  type DataLevelsByLocale,
} from '../data-levels';

const LEVELS: DataLevelsByLocale = {
  en: [
    { key: 'aggregated', label: 'Level 1 – Aggregated' },
    { key: 'deidentified', label: 'Level 2 – De-identified' },
    { key: 'identifiable', label: 'Level 3 – Identifiable (restricted)' },
  ],
  fr: [
    { key: 'aggregated', label: 'Niveau 1 – Données agrégées' },
    { key: 'deidentified', label: 'Niveau 2 – Données désidentifiées' },
    { key: 'identifiable', label: 'Niveau 3 – Données identifiantes (accès restreint)' },
  ],
};

describe('isDataLevelKey', () => {
  it.each(['aggregated', 'de-identified', 'level-3', 'a', '1', 'a'.repeat(DATA_LEVEL_KEY_MAX_LENGTH)])(
    'accepts %s',
    (key) => expect(isDataLevelKey(key)).toBe(true),
  );
  it.each([
    '',
    'Aggregated',
    'de_identified',
    '-aggregated',
    'aggregated-',
    'de--identified',
    'level 1',
    'Level 1 – Aggregated',
    'niveau-é',
    'a'.repeat(DATA_LEVEL_KEY_MAX_LENGTH + 1),
  ])('refuses %j', (key) => expect(isDataLevelKey(key)).toBe(false));
  it.each([null, undefined, 1, {}, []])('refuses the non-string %j', (value) =>
    expect(isDataLevelKey(value)).toBe(false),
  );
});

describe('normalizeDataLevelLabel', () => {
  it('ignores case, surrounding and repeated white space', () => {
    expect(normalizeDataLevelLabel('  LEVEL 2   –\tde-identified ')).toBe('level 2 - de-identified');
  });
  it.each(['‐', '‑', '‒', '–', '—', '―', '−', '-'])('reads the dash %j as a hyphen', (dash) => {
    expect(normalizeDataLevelLabel(`Level 1 ${dash} Aggregated`)).toBe('level 1 - aggregated');
  });
  it('compares composed and decomposed accents as equal', () => {
    expect(normalizeDataLevelLabel('Données agre\u0301ge\u0301es')).toBe(normalizeDataLevelLabel('Données agrégées'));
  });
});

describe('dataLevelsFrom', () => {
  it('reads the CMS entries in order', () => {
    expect(
      dataLevelsFrom([
        { key: 'aggregated', value: 'Level 1 – Aggregated' },
        { key: 'deidentified', value: ' Level 2 – De-identified ' },
      ]),
    ).toEqual([
      { key: 'aggregated', label: 'Level 1 – Aggregated' },
      { key: 'deidentified', label: 'Level 2 – De-identified' },
    ]);
  });
  it('leaves out entries without a valid key or a label, and repeated keys', () => {
    expect(
      dataLevelsFrom([
        null,
        undefined,
        { value: 'No key' },
        { key: null, value: 'Null key' },
        { key: 'Bad Key', value: 'Bad key' },
        { key: 'nolabel' },
        { key: 'blank', value: '  ' },
        { key: 'aggregated', value: 'First' },
        { key: 'aggregated', value: 'Second' },
      ]),
    ).toEqual([{ key: 'aggregated', label: 'First' }]);
  });
  it('reads nothing from null or undefined', () => {
    expect(dataLevelsFrom(null)).toEqual([]);
    expect(dataLevelsFrom(undefined)).toEqual([]);
  });
});

describe('dataLevelKeyOf', () => {
  it.each(['aggregated', 'deidentified', 'identifiable'])('keeps the key %s', (key) => {
    expect(dataLevelKeyOf(key, LEVELS)).toBe(key);
    expect(dataLevelKeyOf(` ${key} `, LEVELS)).toBe(key);
  });

  // Every label of every locale maps to its key: the legacy stored text of either locale.
  const labels = Object.entries(LEVELS).flatMap(([locale, levels]) =>
    levels.map((level) => [locale, level.label, level.key] as const),
  );
  it.each(labels)('maps the %s label %j to %s', (_locale, label, key) => {
    expect(dataLevelKeyOf(label, LEVELS)).toBe(key);
    expect(dataLevelKeyOf(label.toUpperCase(), LEVELS)).toBe(key);
    expect(dataLevelKeyOf(label.replace('–', '-'), LEVELS)).toBe(key);
  });

  it('maps a label offered in one locale only', () => {
    const levels = { en: [{ key: 'linked', label: 'Linked' }], fr: [] };
    expect(dataLevelKeyOf('linked', levels)).toBe('linked');
    expect(dataLevelKeyOf('Linked', levels)).toBe('linked');
  });

  it.each([null, undefined, '', '   '])('reads %j as no level', (value) => {
    expect(dataLevelKeyOf(value, LEVELS)).toBeNull();
  });

  it.each(['Level 4 – Raw', 'restricted', 'Aggregated', 'Level 1'])('does not know %j', (value) => {
    expect(dataLevelKeyOf(value, LEVELS)).toBeNull();
  });

  it('knows nothing of a dataset without levels', () => {
    expect(dataLevelKeyOf('aggregated', {})).toBeNull();
    expect(dataLevelKeyOf('Level 1 – Aggregated', { en: [] })).toBeNull();
  });

  it('does not take a key of another dataset', () => {
    expect(dataLevelKeyOf('identifiable', { en: [{ key: 'aggregated', label: 'Level 1 – Aggregated' }] })).toBeNull();
  });
});

describe('dataLevelLabels', () => {
  it('gives the label of every locale for a key or a label of any locale', () => {
    const expected = { en: 'Level 2 – De-identified', fr: 'Niveau 2 – Données désidentifiées' };
    expect(dataLevelLabels('deidentified', LEVELS)).toEqual(expected);
    expect(dataLevelLabels('Level 2 – De-identified', LEVELS)).toEqual(expected);
    expect(dataLevelLabels('Niveau 2 – Données désidentifiées', LEVELS)).toEqual(expected);
  });
  it('leaves out a locale that does not offer the level', () => {
    const levels = { en: [{ key: 'linked', label: 'Linked' }], fr: [{ key: 'aggregated', label: 'Agrégées' }] };
    expect(dataLevelLabels('linked', levels)).toEqual({ en: 'Linked' });
  });
  it.each([null, undefined, '', 'Level 9'])('is empty for %j', (value) => {
    expect(dataLevelLabels(value, LEVELS)).toEqual({});
  });
});

describe('dataLevelLabelFor', () => {
  const labels = { en: 'Level 2 – De-identified', fr: 'Niveau 2 – Données désidentifiées' };
  it('shows the label of the reader’s locale', () => {
    expect(dataLevelLabelFor({ dataLevel: 'deidentified', dataLevelLabels: labels }, 'fr')).toBe(labels.fr);
    expect(dataLevelLabelFor({ dataLevel: 'deidentified', dataLevelLabels: labels }, 'en')).toBe(labels.en);
  });
  it('falls back to the default locale, then any locale, then the stored text', () => {
    expect(dataLevelLabelFor({ dataLevel: 'deidentified', dataLevelLabels: labels }, 'de')).toBe(labels.en);
    expect(dataLevelLabelFor({ dataLevel: 'deidentified', dataLevelLabels: { fr: labels.fr } }, 'de')).toBe(labels.fr);
    expect(dataLevelLabelFor({ dataLevel: 'Old text', dataLevelLabels: {} }, 'fr')).toBe('Old text');
    expect(dataLevelLabelFor({ dataLevel: 'Old text' }, 'fr')).toBe('Old text');
    expect(dataLevelLabelFor({ dataLevel: 'Old text', dataLevelLabels: null }, 'fr')).toBe('Old text');
    expect(dataLevelLabelFor({ dataLevel: null }, 'fr')).toBeNull();
  });
  it('takes the given default locale', () => {
    expect(dataLevelLabelFor({ dataLevel: 'deidentified', dataLevelLabels: labels }, 'de', 'fr')).toBe(labels.fr);
  });
});
