import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, PAGE_SIZE_MAX, csvRow, type AccessState, type Entitlement } from '@portal/shared';
import { findRows, toEntitlements, type EntitlementRow } from './list';

/**
 * Entitlements as CSV (docs/api/entitlements.md, "CSV"): a UTF-8 byte-order mark, a header row in
 * the reader's language (English, or French with `locale=fr`), CRLF rows, RFC 4180 quoting and
 * every formula-like cell neutralized with a leading `'` (csvRow), as the queue export writes
 * them. Dates are ISO 8601 instants; ids are kept so a spreadsheet can be joined back to the API.
 */
const ENTITLEMENT_CSV_COLUMNS = [
  'user',
  'email',
  'userId',
  'dataset',
  'datasetId',
  'datasetUrl',
  'requestId',
  'format',
  'projectTitle',
  'state',
  'startsAt',
  'endsAt',
  'active',
] as const;
type Column = (typeof ENTITLEMENT_CSV_COLUMNS)[number];

interface CsvText {
  columns: Record<Column, string>;
  states: Record<AccessState, string>;
  yes: string;
  no: string;
}

const CSV_TEXT: Record<'en' | 'fr', CsvText> = {
  en: {
    columns: {
      user: 'User',
      email: 'Email',
      userId: 'User ID',
      dataset: 'Dataset',
      datasetId: 'Dataset ID',
      datasetUrl: 'Dataset URL',
      requestId: 'Request ID',
      format: 'Request format',
      projectTitle: 'Project title',
      state: 'Access',
      startsAt: 'Starts at',
      endsAt: 'Ends at',
      active: 'Active now',
    },
    states: { pending: 'Pending', active: 'Active', ended: 'Ended', closedOut: 'Closed out' },
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    columns: {
      user: 'Utilisateur',
      email: 'Courriel',
      userId: 'ID utilisateur',
      dataset: 'Jeu de données',
      datasetId: 'ID du jeu de données',
      datasetUrl: 'URL du jeu de données',
      requestId: 'ID de la demande',
      format: 'Format de la demande',
      projectTitle: 'Titre du projet',
      state: 'Accès',
      startsAt: 'Début',
      endsAt: 'Fin',
      active: 'Actif maintenant',
    },
    states: { pending: 'En attente', active: 'Actif', ended: 'Terminé', closedOut: 'Clôturé' },
    yes: 'Oui',
    no: 'Non',
  },
};

function textFor(locale: string): CsvText {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return language === 'fr' ? CSV_TEXT.fr : CSV_TEXT[DEFAULT_LOCALE as 'en'];
}

function rowOf(item: Entitlement, text: CsvText): string {
  const name = item.user ? [item.user.firstName, item.user.lastName].filter(Boolean).join(' ') : '';
  return csvRow([
    name,
    item.user?.email,
    item.user?.documentId,
    item.dataset.title,
    item.dataset.documentId,
    item.dataset.url,
    item.request.documentId,
    item.request.format,
    item.request.projectTitle,
    text.states[item.state],
    item.startsAt,
    item.endsAt,
    item.active ? text.yes : text.no,
  ]);
}

/** `entitlements-YYYY-MM-DD.csv` (UTC date of the export). */
export function entitlementsCsvFileName(now: Date): string {
  return `entitlements-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Every row matching `where`, read in pages by id (so rows rewritten while the file is written
 * neither repeat nor shift the pages) and streamed as they are read.
 */
export function entitlementsCsvStream(
  strapi: Core.Strapi,
  where: Array<Record<string, unknown>> | null,
  locale: string,
  now: Date,
): Readable {
  const text = textFor(locale);
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow(ENTITLEMENT_CSV_COLUMNS.map((column) => text.columns[column]))}`;
    if (!where) return;
    let beforeId: number | undefined;
    for (;;) {
      const rows: EntitlementRow[] = await findRows(strapi, where, { limit: PAGE_SIZE_MAX, beforeId });
      for (const item of await toEntitlements(strapi, rows, now)) yield rowOf(item, text);
      if (rows.length < PAGE_SIZE_MAX) return;
      beforeId = rows[rows.length - 1]?.id;
    }
  }
  return Readable.from(lines());
}
