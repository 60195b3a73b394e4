import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { DATASET_UID, EVENT_UID, INTERNAL_COMPONENT_UID, REQUEST_UIDS, USER_UID } from './constants';
import { toLoadedRequest } from './load';
import type { LoadedRequest } from './types';

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

interface Attribute {
  columnName?: string;
  joinTable?: JoinTable;
}

/** Table and column names from Strapi's own metadata, so the SQL follows the schemas. */
function schemaOf(strapi: Core.Strapi) {
  const meta = (uid: string) =>
    strapi.db.metadata.get(uid) as { tableName: string; attributes: Record<string, Attribute> };
  const join = (uid: string, attribute: string): JoinTable => {
    const table = meta(uid).attributes[attribute]?.joinTable;
    if (!table) throw new Error(`${uid}.${attribute} has no join table`);
    return table;
  };
  const column = (uid: string, attribute: string): string => meta(uid).attributes[attribute]?.columnName ?? attribute;
  return { meta, join, column };
}

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
 * The page's requests with everything a queue item shows, in two SQL statements per format (the
 * request with its state, requester, assignee, role and status time; then its datasets) instead
 * of the Document Service's populate tree, which costs about a millisecond per request: the
 * queue is read far more often than anything else staff do. Same shape as loadRequests
 * (datasets distinct, in their stored order); `raw` holds only these fields. Each statement is a
 * round trip, the larger part of a queue page's cost (docs/performance.md).
 */
export async function loadQueueItems(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
): Promise<QueueItem[]> {
  if (documentIds.length === 0) return [];
  const { meta, join, column } = schemaOf(strapi);
  const knex = strapi.db.connection;
  const uid = REQUEST_UIDS[format];
  const users = meta(USER_UID).tableName;
  const internal = join(uid, 'internal');
  const requester = join(uid, 'requester');
  const assignee = join(INTERNAL_COMPONENT_UID, 'assignee');
  const role = join(USER_UID, 'role');
  // When the request entered its current status: its latest event that changed the request
  // status (from one status to another, or into the first one at submission).
  const events = meta(EVENT_UID);
  const event = (attribute: string) => `e.${column(EVENT_UID, attribute)}`;
  const statusSince = knex(`${events.tableName} as e`)
    .max(event('createdAt'))
    .whereRaw(`${event('requestDocumentId')} = r.${column(uid, 'documentId')}`)
    .where(event('format'), format)
    .whereNotNull(event('toRequestStatus'))
    .where((changed) =>
      changed
        .whereNull(event('fromRequestStatus'))
        .orWhereRaw(`${event('fromRequestStatus')} <> ${event('toRequestStatus')}`),
    )
    .as('statusSince');
  const userColumns = (alias: string) =>
    Object.entries(USER_COLUMNS).map(
      ([key, attribute]) => `${alias}.${column(USER_UID, attribute)} as ${alias}_${key}`,
    );

  const rows = (await knex(`${meta(uid).tableName} as r`)
    .leftJoin(`${internal.name} as c`, (on) =>
      on.on(`c.${internal.joinColumn.name}`, 'r.id').andOnVal('c.field', 'internal'),
    )
    .leftJoin(`${meta(INTERNAL_COMPONENT_UID).tableName} as i`, 'i.id', `c.${internal.inverseJoinColumn.name}`)
    .leftJoin(`${requester.name} as rl`, `rl.${requester.joinColumn.name}`, 'r.id')
    .leftJoin(`${users} as rq`, 'rq.id', `rl.${requester.inverseJoinColumn.name}`)
    .leftJoin(`${assignee.name} as al`, `al.${assignee.joinColumn.name}`, 'i.id')
    .leftJoin(`${users} as asg`, 'asg.id', `al.${assignee.inverseJoinColumn.name}`)
    .leftJoin(`${role.name} as ul`, `ul.${role.joinColumn.name}`, 'asg.id')
    .leftJoin(
      `${meta('plugin::users-permissions.role').tableName} as role`,
      'role.id',
      `ul.${role.inverseJoinColumn.name}`,
    )
    .whereIn(`r.${column(uid, 'documentId')}`, documentIds)
    .select(
      'r.id as id',
      `r.${column(uid, 'documentId')} as documentId`,
      `r.${column(uid, 'projectTitle')} as projectTitle`,
      `r.${column(uid, 'version')} as version`,
      `r.${column(uid, 'createdAt')} as createdAt`,
      `r.${column(uid, 'updatedAt')} as updatedAt`,
      'i.id as internal_id',
      `i.${column(INTERNAL_COMPONENT_UID, 'requestStatus')} as requestStatus`,
      `i.${column(INTERNAL_COMPONENT_UID, 'approvalStatus')} as approvalStatus`,
      ...userColumns('rq'),
      ...userColumns('asg'),
      'role.type as role_type',
      'role.name as role_name',
      statusSince,
    )) as Array<Record<string, unknown>>;

  const ids = rows.map((row) => row.id as number);
  const datasets = new Map<number, Array<Record<string, unknown>>>();
  const title = column(DATASET_UID, 'title');
  const slug = column(DATASET_UID, 'slug');
  const datasetDocumentId = column(DATASET_UID, 'documentId');
  const datasetTable = meta(DATASET_UID).tableName;
  const linked =
    format === 'v1'
      ? ((await (() => {
          const link = join(uid, 'datasets');
          return knex(`${link.name} as l`)
            .join(`${datasetTable} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
            .whereIn(`l.${link.joinColumn.name}`, ids)
            .orderBy([
              `l.${link.joinColumn.name}`,
              ...(link.orderColumnName ? [`l.${link.orderColumnName}`] : []),
              'd.id',
            ])
            .select(`l.${link.joinColumn.name} as request`, 'd.id', `d.${datasetDocumentId} as documentId`)
            .select(`d.${title} as title`, `d.${slug} as slug`);
        })()) as Array<Record<string, unknown>>)
      : ((await (() => {
          const components = join(uid, 'requestedDatasets');
          const link = join('request.requested-dataset', 'dataset');
          return knex(`${components.name} as c`)
            .join(`${link.name} as l`, `l.${link.joinColumn.name}`, `c.${components.inverseJoinColumn.name}`)
            .join(`${datasetTable} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
            .where('c.field', 'requestedDatasets')
            .whereIn(`c.${components.joinColumn.name}`, ids)
            .orderBy([
              `c.${components.joinColumn.name}`,
              ...(components.orderColumnName ? [`c.${components.orderColumnName}`] : []),
              'd.id',
            ])
            .select(`c.${components.joinColumn.name} as request`, 'd.id', `d.${datasetDocumentId} as documentId`)
            .select(`d.${title} as title`, `d.${slug} as slug`);
        })()) as Array<Record<string, unknown>>);
  for (const { request, ...dataset } of linked) {
    const list = datasets.get(Number(request)) ?? [];
    list.push(dataset);
    datasets.set(Number(request), list);
  }

  const user = (row: Record<string, unknown>, alias: string) =>
    row[`${alias}_id`] == null
      ? null
      : Object.fromEntries(Object.keys(USER_COLUMNS).map((key) => [key, row[`${alias}_${key}`] ?? null]));

  return rows.map((row) => {
    const assigneeUser = user(row, 'asg');
    const entity: Record<string, unknown> = {
      id: row.id,
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
                ? { ...assigneeUser, role: row.role_type == null ? null : { type: row.role_type, name: row.role_name } }
                : null,
            },
    };
    const list = datasets.get(row.id as number) ?? [];
    if (format === 'v1') entity.datasets = list;
    else entity.requestedDatasets = list.map((dataset) => ({ dataset }));
    return {
      request: toLoadedRequest(format, entity),
      statusSince: row.statusSince == null ? null : iso(row.statusSince),
    };
  });
}
