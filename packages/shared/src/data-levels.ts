/**
 * Data levels (docs/decisions.md, "Data levels have keys"). A dataset offers its levels as
 * `availableDataLevels: [{ key, value }]` in each locale: `key` is the same in every locale
 * (`deidentified`), `value` is the label shown (`Level 2 – De-identified`,
 * `Niveau 2 – Données désidentifiées`). Requests store the key, so every reader sees the label
 * of their own locale. Requests saved before keys existed hold a label (of any locale): these
 * functions map such text to its key on read and on write.
 */
import { DEFAULT_LOCALE } from './constants';

/** A level in one locale: its stable key and the label of that locale. */
export type DataLevel = { key: string; label: string };

/** The dataset's levels by locale (`{ en: [...], fr: [...] }`). */
export type DataLevelsByLocale = Readonly<Record<string, ReadonlyArray<DataLevel>>>;

export const DATA_LEVEL_KEY_MAX_LENGTH = 64;
/** Lower-case words joined by single hyphens: `aggregated`, `de-identified`, `level-3`. */
export const DATA_LEVEL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isDataLevelKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= DATA_LEVEL_KEY_MAX_LENGTH && DATA_LEVEL_KEY_PATTERN.test(value);

/**
 * A label as people compare them: Unicode-normalised, case-folded, the dash variants (‐ ‑ ‒ – —
 * −) read as '-', runs of white space as one space, trimmed. `Level 2 - de-identified` and
 * `Level 2 – De-identified` are the same level.
 */
export function normalizeDataLevelLabel(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('und');
}

/**
 * The CMS entries (`{ key, value }`) as levels: an entry without a valid key or a label is left
 * out (it cannot be asked for), and a key is kept once (the first entry wins).
 */
export function dataLevelsFrom(
  entries: ReadonlyArray<{ key?: string | null; value?: string | null } | null | undefined> | null | undefined,
): DataLevel[] {
  const levels: DataLevel[] = [];
  for (const entry of entries ?? []) {
    const key = entry?.key?.trim();
    const label = entry?.value?.trim();
    if (!key || !label || !isDataLevelKey(key) || levels.some((level) => level.key === key)) continue;
    levels.push({ key, label });
  }
  return levels;
}

/**
 * The key a stored or submitted data level stands for, among a dataset's levels in every
 * locale: a key is itself; a label of any locale (legacy stored text, compared with
 * `normalizeDataLevelLabel`) is its level's key; anything else, or blank, is null.
 */
export function dataLevelKeyOf(value: string | null | undefined, levels: DataLevelsByLocale): string | null {
  const text = value?.trim();
  if (!text) return null;
  const all = Object.values(levels).flat();
  if (all.some((level) => level.key === text)) return text;
  const wanted = normalizeDataLevelLabel(text);
  return all.find((level) => normalizeDataLevelLabel(level.label) === wanted)?.key ?? null;
}

/**
 * The label of a stored data level in each locale where the dataset offers it
 * (`{ en: 'Level 2 – De-identified', fr: 'Niveau 2 – …' }`); empty when the text is not one of
 * the dataset's levels (it is then shown as stored).
 */
export function dataLevelLabels(value: string | null | undefined, levels: DataLevelsByLocale): Record<string, string> {
  const key = dataLevelKeyOf(value, levels);
  if (!key) return {};
  const labels: Record<string, string> = {};
  for (const [locale, list] of Object.entries(levels)) {
    const level = list.find((item) => item.key === key);
    if (level) labels[locale] = level.label;
  }
  return labels;
}

/**
 * What a reader sees for a requested level: the label of their locale, else the default
 * locale's, else any locale's, else the stored text itself (a level the dataset no longer offers).
 */
export function dataLevelLabelFor(
  detail: { dataLevel: string | null; dataLevelLabels?: Readonly<Record<string, string>> | null },
  locale: string,
  defaultLocale: string = DEFAULT_LOCALE,
): string | null {
  const labels = detail.dataLevelLabels ?? {};
  return labels[locale] ?? labels[defaultLocale] ?? Object.values(labels)[0] ?? detail.dataLevel ?? null;
}
