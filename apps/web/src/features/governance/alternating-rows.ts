/** Committee grid on desktop (spec §2, §9): rows of 2, then 3, then 2, … */
export const COMMITTEE_ROW_PATTERN = [2, 3] as const;

/**
 * Splits `items` into consecutive rows whose sizes follow `pattern` cyclically; the last row
 * holds whatever is left. Every item appears once, in order.
 */
export function toAlternatingRows<T>(items: readonly T[], pattern: readonly number[] = COMMITTEE_ROW_PATTERN): T[][] {
  const sizes = pattern.filter((size) => Number.isInteger(size) && size > 0);
  if (sizes.length === 0) throw new RangeError('toAlternatingRows needs at least one positive row size');
  const rows: T[][] = [];
  for (let start = 0, row = 0; start < items.length; row += 1) {
    const size = sizes[row % sizes.length] ?? 1;
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}
