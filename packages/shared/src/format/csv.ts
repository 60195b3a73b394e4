/**
 * CSV written for people who open it in a spreadsheet. Text a spreadsheet would evaluate as a
 * formula (leading `=`, `+`, `-`, `@`, tab or CR) is prefixed with `'`, OWASP's advice against
 * CSV injection; then a cell is quoted when RFC 4180 needs it, with quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's text with a leading `'` when a spreadsheet would read it as a formula. */
export const neutralizeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvCell(value: string | null | undefined): string {
  const text = neutralizeFormula(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: ReadonlyArray<string | null | undefined>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
