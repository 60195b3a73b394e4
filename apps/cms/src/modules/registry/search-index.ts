import type { Core } from '@strapi/strapi';
import type { RegistryIndexEntry } from '@portal/shared';
import { datasetTitles, names } from './search';

const PI_COMPONENT = 'governance.principal-investigator';

/**
 * Every published registry entry as the table shows and searches it, newest approval first:
 * three queries whatever the size (entries with their PI, dataset links, dataset titles in
 * `locale`), about 180 bytes an entry.
 */
export async function registryIndex(strapi: Core.Strapi, locale: string): Promise<RegistryIndexEntry[]> {
  const knex = strapi.db.connection;
  const n = names(strapi);
  const entries = (await knex({ ar: n.entry })
    .leftJoin({ c: n.components }, function joinPi() {
      this.on('c.entity_id', '=', 'ar.id')
        .andOn('c.field', '=', knex.raw('?', ['principalInvestigator']))
        .andOn('c.component_type', '=', knex.raw('?', [PI_COMPONENT]));
    })
    .leftJoin({ pi: n.pi }, 'pi.id', 'c.cmp_id')
    .whereNotNull('ar.published_at')
    .select(
      'ar.id',
      'ar.document_id',
      `ar.${n.col.title} as title`,
      // Dates as text on both databases (pg would hand a Date at local midnight).
      knex.raw('CAST(?? AS VARCHAR(10)) as approval_date', [`ar.${n.col.approvalDate}`]),
      knex.raw('CAST(?? AS VARCHAR(10)) as access_start_date', [`ar.${n.col.accessStartDate}`]),
      knex.raw('CAST(?? AS VARCHAR(10)) as access_end_date', [`ar.${n.col.accessEndDate}`]),
      `pi.${n.col.firstName} as first_name`,
      `pi.${n.col.lastName} as last_name`,
      `pi.${n.col.organization} as organization`,
    )
    .orderByRaw('CASE WHEN ?? IS NULL THEN 1 ELSE 0 END', [`ar.${n.col.approvalDate}`])
    .orderBy(`ar.${n.col.approvalDate}`, 'desc')
    .orderBy('ar.id', 'desc')) as Array<{
    id: number;
    document_id: string;
    title: string;
    approval_date: string | null;
    access_start_date: string | null;
    access_end_date: string | null;
    first_name: string | null;
    last_name: string | null;
    organization: string | null;
  }>;

  const links = (await knex({ l: n.datasetsLink })
    .join({ d: n.dataset }, 'd.id', `l.${n.datasetsLinkTarget}`)
    .join({ ar: n.entry }, 'ar.id', `l.${n.datasetsLinkOwner}`)
    .whereNotNull('ar.published_at')
    .select(`l.${n.datasetsLinkOwner} as owner`, 'd.document_id')
    .orderBy(`l.${n.datasetsLinkOwner}`)
    .orderBy('l.id')) as Array<{ owner: number; document_id: string }>;
  const titles = await datasetTitles(strapi, n, locale);
  const datasets = new Map<number, string[]>();
  for (const link of links) {
    const title = titles.get(link.document_id);
    if (title === undefined) continue; // an unpublished dataset is not shown
    datasets.set(link.owner, [...(datasets.get(link.owner) ?? []), title]);
  }

  return entries.map((row) => ({
    documentId: row.document_id,
    projectTitle: row.title,
    approvalDate: row.approval_date,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    organization: row.organization ?? '',
    datasets: datasets.get(row.id) ?? [],
    accessStartDate: row.access_start_date,
    accessEndDate: row.access_end_date,
  }));
}
