/**
 * One row per metric, values already formatted by the suite (units differ: req/s, ms, KB, score).
 * @typedef {{ metric: string, ours: string, reference: string, ratio: string, target: string, met: boolean }} Row
 */

/** @param {readonly Row[]} rows */
export function printTable(rows) {
  const head = ['metric', 'ours', 'reference', 'ratio', 'target', 'met'];
  const cells = rows.map((r) =>
    [r.metric, r.ours, r.reference, r.ratio, r.target, r.met ? 'met' : 'unmet'].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (/** @type {string[]} */ c) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const c of cells) console.log(line(c));
  const met = rows.filter((r) => r.met).length;
  console.log(`\n${met} of ${rows.length} targets met`);
}

/** Formats a ratio as a percentage or a multiplier, whichever the target is written in. */
export const pct = (/** @type {number} */ x) => `${(x * 100).toFixed(1)}%`;
export const times = (/** @type {number} */ x) => `${x.toFixed(2)}×`;
