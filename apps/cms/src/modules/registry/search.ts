import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';
import type { RegistryParams, RegistrySort } from './params';

const UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';
const PI_COMPONENT = 'governance.principal-investigator';

type Knex = Core.Strapi['db']['connection'];
type Builder = ReturnType<Knex>;
type Metadata = {
  tableName: string;
  attributes: Record<
    string,
    {
      columnName?: string;
      joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    }
  >;
};

/** Table and column names from Strapi's metadata, so the SQL follows the schemas. */
export function names(strapi: Core.Strapi) {
  const meta = (uid: string) => strapi.db.metadata.get(uid) as Metadata;
  const column = (m: Metadata, attribute: string) => m.attributes[attribute]?.columnName ?? attribute;
  const entry = meta(UID);
  const pi = meta(PI_COMPONENT);
  const dataset = meta(DATASET_UID);
  const datasetsLink = entry.attributes.datasets?.joinTable;
  if (!datasetsLink) throw new Error('approved-request.datasets has no join table');
  return {
    entry: entry.tableName,
    // Components live in `<table>_cmps` (entity_id, cmp_id, field, component_type) in Strapi 5.
    components: `${entry.tableName}_cmps`,
    pi: pi.tableName,
    dataset: dataset.tableName,
    datasetsLink: datasetsLink.name,
    datasetsLinkOwner: datasetsLink.joinColumn.name,
    datasetsLinkTarget: datasetsLink.inverseJoinColumn.name,
    col: {
      title: column(entry, 'projectTitle'),
      approvalDate: column(entry, 'approvalDate'),
      accessStartDate: column(entry, 'accessStartDate'),
      accessEndDate: column(entry, 'accessEndDate'),
      firstName: column(pi, 'firstName'),
      lastName: column(pi, 'lastName'),
      organization: column(pi, 'organization'),
      datasetTitle: column(dataset, 'title'),
    },
  };
}

/** LIKE wildcards in the search text match literally (the query uses ESCAPE '\'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Names = ReturnType<typeof names>;

/**
 * Each published dataset's title as the registry shows it in `locale`: the translation, or the
 * default-locale title where the dataset has none (as the controller does).
 */
export async function datasetTitles(strapi: Core.Strapi, n: Names, locale: string): Promise<Map<string, string>> {
  const rows = (await strapi.db
    .connection(n.dataset)
    .select('document_id', 'locale', `${n.col.datasetTitle} as title`)
    .whereNotNull('published_at')
    .whereIn('locale', [...new Set([locale, DEFAULT_LOCALE])])) as Array<{
    document_id: string;
    locale: string;
    title: string | null;
  }>;
  const shown = new Map<string, string>();
  for (const row of rows) {
    if (row.locale === locale || !shown.has(row.document_id)) shown.set(row.document_id, row.title ?? '');
  }
  return shown;
}

/** The datasets whose title in `locale` contains the needle. */
async function matchingDatasetDocuments(strapi: Core.Strapi, n: Names, needle: string, locale: string) {
  const titles = await datasetTitles(strapi, n, locale);
  return [...titles].filter(([, title]) => title.toLowerCase().includes(needle)).map(([documentId]) => documentId);
}

export type RegistryPage = { documentIds: string[]; total: number };

/**
 * One page of the public registry as a database query (ARCHITECTURE: lists that grow are
 * filtered, sorted and paged in SQL): published entries whose title, PI organization, PI first
 * or last name, or a linked dataset's title in `locale` contains the search text
 * (case-insensitive), in the table's order, empty values last in both directions, with stable
 * tie-breaks (newest approval, then newest entry) so pages never overlap or skip.
 */
export async function findRegistryPage(
  strapi: Core.Strapi,
  params: RegistryParams,
  options: { locale: string; restrictToIds?: number[] },
): Promise<RegistryPage> {
  const knex = strapi.db.connection;
  const n = names(strapi);

  const base = (): Builder => {
    const query = knex({ ar: n.entry })
      .leftJoin({ c: n.components }, function joinPi() {
        this.on('c.entity_id', '=', 'ar.id')
          .andOn('c.field', '=', knex.raw('?', ['principalInvestigator']))
          .andOn('c.component_type', '=', knex.raw('?', [PI_COMPONENT]));
      })
      .leftJoin({ pi: n.pi }, 'pi.id', 'c.cmp_id')
      .whereNotNull('ar.published_at');
    if (options.restrictToIds) query.whereIn('ar.id', options.restrictToIds);
    return query;
  };

  const needle = params.search.toLowerCase();
  const datasetDocuments = needle ? await matchingDatasetDocuments(strapi, n, needle, options.locale) : [];
  const withSearch = (query: Builder): Builder => {
    if (!needle) return query;
    const pattern = `%${escapeLike(needle)}%`;
    return query.where(function search() {
      for (const column of [
        `ar.${n.col.title}`,
        `pi.${n.col.organization}`,
        `pi.${n.col.firstName}`,
        `pi.${n.col.lastName}`,
      ]) {
        this.orWhereRaw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, pattern]);
      }
      if (datasetDocuments.length > 0) {
        this.orWhereExists(
          knex({ l: n.datasetsLink })
            .join({ d: n.dataset }, 'd.id', `l.${n.datasetsLinkTarget}`)
            .whereRaw('?? = ??', [`l.${n.datasetsLinkOwner}`, 'ar.id'])
            .whereIn('d.document_id', datasetDocuments)
            .select(knex.raw('1')),
        );
      }
    });
  };

  const [{ total } = { total: 0 }] = (await withSearch(base()).count({ total: '*' })) as Array<{
    total: number | string;
  }>;
  const { offset, limit } =
    params.paging.kind === 'page'
      ? { offset: (params.paging.page - 1) * params.paging.pageSize, limit: params.paging.pageSize }
      : { offset: params.paging.start, limit: params.paging.limit };

  const query = withSearch(base()).select('ar.document_id');
  orderBy(query, knex, n, params.sort);
  const rows = (await query.offset(offset).limit(limit)) as Array<{ document_id: string }>;
  return { documentIds: rows.map((row) => row.document_id), total: Number(total) };
}

function orderBy(query: Builder, knex: Knex, n: Names, sort: RegistrySort | null): void {
  const date = `ar.${n.col.approvalDate}`;
  const text: Record<Exclude<RegistrySort['column'], 'approvalDate'>, string> = {
    title: `ar.${n.col.title}`,
    investigator: `pi.${n.col.lastName}`,
    organization: `pi.${n.col.organization}`,
  };
  // A missing value is neither the first nor the last of a column: it goes last both ways.
  if (sort && sort.column !== 'approvalDate') {
    const column = text[sort.column];
    query.orderByRaw(`CASE WHEN TRIM(COALESCE(??, '')) = '' THEN 1 ELSE 0 END`, [column]);
    query.orderByRaw(`LOWER(TRIM(??)) ${sort.direction}`, [column]);
  }
  const dateDirection = sort?.column === 'approvalDate' ? sort.direction : 'desc';
  query.orderByRaw(`CASE WHEN ?? IS NULL THEN 1 ELSE 0 END`, [date]);
  query.orderBy(date, dateDirection);
  query.orderBy('ar.id', dateDirection);
}
