import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { csvRow } from '@portal/shared';

/**
 * Uploaded CSV files are served with every formula-like cell neutralized (a leading `'`), so a
 * staff member who opens an applicant's CSV in a spreadsheet never runs what it contains. The
 * stored bytes stay as uploaded; only the download is rewritten.
 */
export function isCsv(name: string, mime: string): boolean {
  return /\.csv$/i.test(name) || mime === 'text/csv' || mime === 'application/csv';
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function rows(text: string): string[][] {
  try {
    return parse(text, { relax_quotes: true, relax_column_count: true, bom: true, skip_empty_lines: false });
  } catch {
    // Not CSV a parser can read: split plainly. Quoting may be lost, but no cell stays a formula.
    return text.split(/\r?\n/).map((line) => line.split(','));
  }
}

export async function neutralizedCsv(stream: NodeJS.ReadableStream): Promise<{ stream: Readable; size: number }> {
  const text = (await readAll(stream)).toString('utf8');
  const body = Buffer.from(
    rows(text)
      .map((cells) => csvRow(cells))
      .join(''),
    'utf8',
  );
  return { stream: Readable.from([body]), size: body.length };
}
