import type { ApprovedRequest, PrincipalInvestigator, RegistryIndexEntry } from '../types/approved-request';

export type HighlightPart = { text: string; match: boolean };

type InvestigatorNameParts = Pick<PrincipalInvestigator, 'firstName' | 'lastName'>;

export function investigatorName(pi: Partial<InvestigatorNameParts> | null | undefined): string {
  return [pi?.firstName, pi?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

function searchableFields(item: ApprovedRequest): Array<string | null | undefined> {
  const pi = item.principalInvestigator;
  return [
    item.projectTitle,
    pi?.organization,
    pi?.firstName,
    pi?.lastName,
    ...(item.datasets ?? []).map((dataset) => dataset.title),
  ];
}

/** Spec §5: case-insensitive substring match; a blank query matches everything. */
export function matchesRegistrySearch(item: ApprovedRequest, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return searchableFields(item).some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
}

/**
 * The same rule over a row of the compact registry index. `needle` is the query already trimmed
 * and lower-cased (registryNeedle): the SPA runs this over every entry on each keystroke.
 */
export function matchesRegistryIndexEntry(entry: RegistryIndexEntry, needle: string): boolean {
  if (needle === '') return true;
  const has = (text: string) => text.toLowerCase().includes(needle);
  return (
    has(entry.projectTitle) ||
    has(entry.organization) ||
    has(entry.firstName) ||
    has(entry.lastName) ||
    entry.datasets.some(has)
  );
}

export const registryNeedle = (query: string): string => query.trim().toLowerCase();

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text into alternating unmatched and matched parts for highlighting. The query is trimmed
 * the same way matchesRegistrySearch trims it, so a highlighted cell is always a matching row.
 * Joining every part's text gives back the original text.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  if (text === '') return [];
  const needle = query.trim();
  if (needle === '') return [{ text, match: false }];

  const pattern = new RegExp(escapeRegExp(needle), 'gi');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
