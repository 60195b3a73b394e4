import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { DATASET_UID, EVENT_UID, INTERNAL_COMPONENT_UID, REQUEST_UIDS, USER_UID } from '../workflow/constants';
import { idsIn, runCompiled, type BindValue } from '../../../platform/database/prepared';
import { schemaOf, type Conn } from '../../../platform/database/schema-names';
import { toLoadedRequest } from '../workflow/load';
import { joinRequestState } from '../workflow/read-requests';
import type { LoadedRequest } from '../workflow/types';

const USER_COLUMNS = {
  id: 'id',
  documentId: 'documentId',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  organization: 'organization',
  organizationType: 'organizationType',
} as const;

/** A timestamp column as the API writes it (drivers return a Date, or SQLite's stored number or text). */
function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))
    return new Date(Number(value)).toISOString();
  return new Date(String(value)).toISOString();
}

/** A queue item's request, and when it entered its current status (null: no such event). */
export interface QueueItem {
  request: LoadedRequest;
  statusSince: string | null;
}

/**
 * What the queue index stores of a request for its queue item (the entry's `view`): the request
 * with its state, requester, assignee and role, and its status time — everything but the
 * datasets, whose titles editors change and publish in the admin and which are read live.
 */
export interface QueueItemView {
  entity: Record<string, unknown>;
  statusSince: string | null;
}

/**
 * The queue item views of these requests in one SQL statement (the request with its state,
 * requester, assignee, role and status time) instead of the Document Service's populate tree.
 * The queue index stores them (queue-index/sync.ts), so a queue page does not run this join.
 */
export async function loadQueueItemViews(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
  knex: Conn = strapi.db.connection,
): Promise<QueueItemView[]> {
  return (await loadQueueItemSources(strapi, format, documentIds, knex)).map((source) => source.view);
}

/**
 * `loadQueueItemViews` with what the state component says of when the request entered its
 * status (`statusEnteredAt`, as the driver returns it; null when not kept): the queue index needs
 * both, and the join reads the state row already.
 */
export async function loadQueueItemSources(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
  knex: Conn = strapi.db.connection,
): Promise<Array<{ view: QueueItemView; statusEnteredAt: unknown }>> {
  if (documentIds.length === 0) return [];
  const { meta, column } = schemaOf(strapi);
  const uid = REQUEST_UIDS[format];
  // When the request entered its current status: its latest event that changed the request
  // status (from one status to another, or into the first one at submission).
  const events = meta(EVENT_UID);
  const event = (attribute: string) => `e.${column(EVENT_UID, attribute)}`;
  const statusSince = knex(`${events.tableName} as e`)
    .max(event('createdAt'))
    .whereRaw(`${event('requestDocumentId')} = r.${column(uid, 'documentId')}`)
    .where(event('format'), format)
    .whereNotNull(event('toRequestStatus'))
    // Block bodies: a knex builder is a thenable, and the callbacks' result is not used.
    .where((changed) => {
      changed
        .whereNull(event('fromRequestStatus'))
        .orWhereRaw(`${event('fromRequestStatus')} <> ${event('toRequestStatus')}`);
    })
    .as('statusSince');
  const userColumns = (alias: string) =>
    Object.entries(USER_COLUMNS).map(
      ([key, attribute]) => `${alias}.${column(USER_UID, attribute)} as ${alias}_${key}`,
    );

  const rows = await runCompiled<Record<string, unknown>>(
    strapi,
    knex,
    `queue_item_views_${format}`,
    { documentIds },
    (value) =>
      idsIn(
        strapi,
        joinRequestState(strapi, knex, format),
        `r.${column(uid, 'documentId')}`,
        value('documentIds'),
        'text[]',
      ).select(
        'r.id as id',
        `r.${column(uid, 'documentId')} as documentId`,
        `r.${column(uid, 'projectTitle')} as projectTitle`,
        `r.${column(uid, 'version')} as version`,
        `r.${column(uid, 'createdAt')} as createdAt`,
        `r.${column(uid, 'updatedAt')} as updatedAt`,
        'i.id as internal_id',
        `i.${column(INTERNAL_COMPONENT_UID, 'requestStatus')} as requestStatus`,
        `i.${column(INTERNAL_COMPONENT_UID, 'approvalStatus')} as approvalStatus`,
        `i.${column(INTERNAL_COMPONENT_UID, 'statusEnteredAt')} as statusEnteredAt`,
        ...userColumns('rq'),
        ...userColumns('asg'),
        'role.type as role_type',
        'role.name as role_name',
        statusSince,
      ),
  );

  const user = (row: Record<string, unknown>, alias: string) =>
    row[`${alias}_id`] == null
      ? null
      : Object.fromEntries(Object.keys(USER_COLUMNS).map((key) => [key, row[`${alias}_${key}`] ?? null]));

  return rows.map((row) => {
    const assigneeUser = user(row, 'asg');
    const view: QueueItemView = {
      entity: {
        id: Number(row.id),
        documentId: row.documentId,
        projectTitle: row.projectTitle,
        version: row.version,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        requester: user(row, 'rq'),
        internal:
          row.internal_id == null
            ? null
            : {
                id: row.internal_id,
                requestStatus: row.requestStatus ?? null,
                approvalStatus: row.approvalStatus ?? null,
                assignee: assigneeUser
                  ? {
                      ...assigneeUser,
                      role: row.role_type == null ? null : { type: row.role_type, name: row.role_name },
                    }
                  : null,
              },
      },
      statusSince: row.statusSince == null ? null : iso(row.statusSince),
    };
    return { view, statusEnteredAt: row.statusEnteredAt ?? null };
  });
}

/** A request of the page: its format and row id. */
export interface RequestKey {
  format: RequestFormat;
  id: number;
}

type DatasetRow = Record<string, unknown> & { request: number | string; format: RequestFormat };

/**
 * The datasets of these requests, both formats in one statement (UNION ALL), each list in its
 * stored order: `${format}:${id}` → datasets (with repeats; toLoadedRequest keeps them distinct).
 */
export async function loadRequestDatasets(
  strapi: Core.Strapi,
  keys: RequestKey[],
): Promise<Map<string, Array<Record<string, unknown>>>> {
  const { meta, join, column } = schemaOf(strapi);
  const knex = strapi.db.connection;
  const title = column(DATASET_UID, 'title');
  const slug = column(DATASET_UID, 'slug');
  const datasetDocumentId = column(DATASET_UID, 'documentId');
  const datasetTable = meta(DATASET_UID).tableName;
  const idsOf = (format: RequestFormat) => keys.filter((key) => key.format === format).map((key) => key.id);
  const datasetColumns = [
    `d.id as id`,
    `d.${datasetDocumentId} as documentId`,
    `d.${title} as title`,
    `d.${slug} as slug`,
  ];

  const v1 = idsOf('v1');
  const v2 = idsOf('v2');
  const byRequest = new Map<string, Array<Record<string, unknown>>>();
  if (v1.length === 0 && v2.length === 0) return byRequest;
  const statement = (value: BindValue) => {
    const parts: Array<ReturnType<Conn['queryBuilder']>> = [];
    if (v1.length > 0) {
      const link = join(REQUEST_UIDS.v1, 'datasets');
      parts.push(
        knex(`${link.name} as l`)
          .join(`${datasetTable} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
          .modify((builder) => {
            idsIn(strapi, builder, `l.${link.joinColumn.name}`, value('v1'));
          })
          .select(knex.raw("'v1' as format"), `l.${link.joinColumn.name} as request`)
          .select(link.orderColumnName ? knex.ref(`l.${link.orderColumnName}`).as('ord') : knex.raw('0 as ord'))
          .select(datasetColumns),
      );
    }
    if (v2.length > 0) {
      const components = join(REQUEST_UIDS.v2, 'requestedDatasets');
      const link = join('request.requested-dataset', 'dataset');
      parts.push(
        knex(`${components.name} as c`)
          .join(`${link.name} as l`, `l.${link.joinColumn.name}`, `c.${components.inverseJoinColumn.name}`)
          .join(`${datasetTable} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
          .where('c.field', 'requestedDatasets')
          .modify((builder) => {
            idsIn(strapi, builder, `c.${components.joinColumn.name}`, value('v2'));
          })
          .select(knex.raw("'v2' as format"), `c.${components.joinColumn.name} as request`)
          .select(
            components.orderColumnName ? knex.ref(`c.${components.orderColumnName}`).as('ord') : knex.raw('0 as ord'),
          )
          .select(datasetColumns),
      );
    }
    const [first, ...rest] = parts as [ReturnType<Conn['queryBuilder']>, ...Array<ReturnType<Conn['queryBuilder']>>];
    // Unparenthesised: SQLite refuses `union all (select …)`.
    return rest.length > 0 ? first.unionAll(rest) : first;
  };
  const rows = await runCompiled<DatasetRow>(
    strapi,
    knex,
    `queue_datasets_${v1.length > 0 ? 'v1' : ''}${v2.length > 0 ? 'v2' : ''}`,
    { v1, v2 },
    statement,
  );
  rows.sort(
    (a, b) =>
      Number(a.request) - Number(b.request) || Number(a.ord ?? 0) - Number(b.ord ?? 0) || Number(a.id) - Number(b.id),
  );
  for (const { request, format, ord: _ord, ...dataset } of rows) {
    const key = `${format}:${Number(request)}`;
    const list = byRequest.get(key) ?? [];
    list.push(dataset);
    byRequest.set(key, list);
  }
  return byRequest;
}

/** A stored view with its live datasets, as the queue item's request. */
export function queueItemOf(
  format: RequestFormat,
  view: QueueItemView,
  datasets: Array<Record<string, unknown>>,
): QueueItem {
  const entity: Record<string, unknown> = { ...view.entity };
  if (format === 'v1') entity.datasets = datasets;
  else entity.requestedDatasets = datasets.map((dataset) => ({ dataset }));
  return { request: toLoadedRequest(format, entity), statusSince: view.statusSince };
}
