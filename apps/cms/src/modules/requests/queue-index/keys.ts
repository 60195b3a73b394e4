import { REQUEST_STATUS_WORKFLOW_ORDER, type RequestStatus } from '@portal/shared';

/** requestStatus sorts in workflow order, not alphabetically (requests without a state last). */
const STATUS_ORDER = REQUEST_STATUS_WORKFLOW_ORDER;

export function statusRank(status: string | null | undefined): number {
  const rank = status ? STATUS_ORDER.indexOf(status as RequestStatus) : -1;
  return rank === -1 ? STATUS_ORDER.length : rank;
}

/** Punctuation and symbols in the Unicode collation's (CLDR root) primary order. */
const PUNCTUATION = '_-‐–—,;:!?.…\'‘’"“”«»()[]{}§¶@*/\\&#%‰†‡•`´^¨+±<=>|~¤¢$£¥€';

/** Two characters, both below the digits: '!' then the symbol's rank (unknown ones last). */
function punctuation(char: string): string {
  const rank = PUNCTUATION.indexOf(char);
  return `!${String.fromCharCode(0x21 + (rank === -1 ? PUNCTUATION.length : rank))}`;
}

/**
 * A key whose plain byte order (SQLite BINARY, PostgreSQL COLLATE "C") is the order of
 * `localeCompare(…, 'en', { sensitivity: 'base', numeric: true })` for ordinary titles: case and
 * accents ignored, whitespace before punctuation (in the collation's order) before numbers before
 * letters, and every run of digits compared by value (its length first, then its digits). Rare
 * symbols outside PUNCTUATION tie with each other and fall back to the tie-break (last update).
 */
export function titleSortKey(title: string | null | undefined): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  let key = '';
  for (const [, space, digits, letters, other] of base.matchAll(/(\s)|(\d+)|(\p{L}+)|([^\s\d\p{L}])/gu)) {
    if (space) key += ' ';
    else if (digits) {
      const value = digits.replace(/^0+(?=\d)/, '');
      key += `${String(value.length).padStart(2, '0')}${value}`;
    } else if (letters) key += letters;
    else if (other) key += punctuation(other);
  }
  return key;
}

/**
 * What `q` searches, lower-cased (JavaScript's Unicode rules on both sides of the comparison):
 * the title and the requester's first name, last name, e-mail and organization, one per line.
 * A search word has no whitespace, so it can only ever match inside one of them.
 */
export function searchText(
  title: string | null | undefined,
  requester: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    organization?: string | null;
  } | null,
): string {
  return [title, requester?.firstName, requester?.lastName, requester?.email, requester?.organization]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join('\n')
    .toLowerCase();
}

/** A LIKE pattern that matches `word` anywhere, literally (escape character: backslash). */
export function containsPattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
