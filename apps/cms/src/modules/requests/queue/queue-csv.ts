import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, PAGE_SIZE_MAX, csvRow, type RequestFormat } from '@portal/shared';
import { localeExists } from '../../content';
import { listQueue } from './queue';
import { QUEUE_CSV_COLUMNS, queueCsvText, type QueueCsvText } from './queue-csv-text';
import type { Actor } from '../workflow/types';
import type { StaffRequest } from '../workflow/view';

const nameOf = (person: { firstName: string; lastName: string; email: string } | null): string =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email : '';

function rowOf(item: StaffRequest, text: QueueCsvText): string {
  return csvRow([
    item.documentId,
    item.format,
    item.projectTitle,
    nameOf(item.requester),
    item.requester.organization,
    item.internal.approvalStatus && text.approvalStatus[item.internal.approvalStatus],
    item.internal.requestStatus && text.requestStatus[item.internal.requestStatus],
    nameOf(item.internal.assignee),
    item.datasetDetails.map((detail) => detail.dataset.title).join('; '),
    item.createdAt,
    item.updatedAt,
  ]);
}

/** `request-queue-YYYY-MM-DD.csv` (UTC date of the export). */
export function queueCsvFileName(now = new Date()): string {
  return `request-queue-${now.toISOString().slice(0, 10)}.csv`;
}

/** The reader's locale (`?locale=`) when the CMS serves it, else English: anyone may send anything. */
async function csvLocale(strapi: Core.Strapi, locale: unknown): Promise<string> {
  return typeof locale === 'string' && (await localeExists(strapi, locale)) ? locale : DEFAULT_LOCALE;
}

/**
 * The queue's current view as CSV, all of it: the same query string as GET …/queue (filters,
 * search, sort; `page`/`pageSize` are ignored), read through `listQueue` so the filtering stays in
 * one place. Each read goes on from where the one before it left off (a cursor on the sort's
 * keys), so the export costs the same per row at any depth of a million-request queue where page
 * numbers would make each read skip every row before it. Headers and statuses are in the language
 * of `?locale=` (queue-csv-text.ts). The first rows are read before returning, so a bad query is a
 * 400 rather than a broken download; the rest is streamed as it is read. A UTF-8 byte order mark
 * leads so that spreadsheet programs read accents correctly.
 */
export async function queueCsvStream(
  strapi: Core.Strapi,
  input: { actor: Actor; scope: RequestFormat[]; query: Record<string, unknown> },
  { pageSize = PAGE_SIZE_MAX }: { pageSize?: number } = {},
): Promise<Readable> {
  const query = { ...input.query, pagination: undefined, page: '1', pageSize: String(pageSize) };
  const first = await listQueue(strapi, { ...input, query }, { cursor: true });
  const text = queueCsvText(await csvLocale(strapi, input.query.locale));
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow(QUEUE_CSV_COLUMNS.map((column) => text.columns[column]))}`;
    for (const item of first.data) yield rowOf(item, text);
    for (let after = first.next; after;) {
      const next = await listQueue(strapi, { ...input, query }, { after });
      for (const item of next.data) yield rowOf(item, text);
      after = next.next;
    }
  }
  return Readable.from(lines());
}
