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
 * The queue's current view as CSV, every page of it: the same query string as GET …/queue
 * (filters, search, sort; `page`/`pageSize` are ignored), read through `listQueue` page by page
 * so the filtering stays in one place. Headers and statuses are in the language of `?locale=`
 * (queue-csv-text.ts). The first page is read before returning, so a bad query is a 400 rather
 * than a broken download; the rest is streamed as it is read. A UTF-8 byte order mark leads so
 * that spreadsheet programs read accents correctly.
 */
export async function queueCsvStream(
  strapi: Core.Strapi,
  input: { actor: Actor; scope: RequestFormat[]; query: Record<string, unknown> },
): Promise<Readable> {
  const pageQuery = (page: number) => ({
    ...input.query,
    pagination: undefined,
    page: String(page),
    pageSize: String(PAGE_SIZE_MAX),
  });
  const first = await listQueue(strapi, { ...input, query: pageQuery(1) });
  const text = queueCsvText(await csvLocale(strapi, input.query.locale));
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow(QUEUE_CSV_COLUMNS.map((column) => text.columns[column]))}`;
    for (const item of first.data) yield rowOf(item, text);
    for (let page = 2; page <= first.meta.pagination.pageCount; page += 1) {
      const next = await listQueue(strapi, { ...input, query: pageQuery(page) });
      for (const item of next.data) yield rowOf(item, text);
    }
  }
  return Readable.from(lines());
}
