import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { idsIn, runCompiled } from '../../../platform/database/prepared';
import { recordOfRow } from '../../../platform/database/record-of-row';
import { activeConnection, schemaOf, type Conn } from '../../../platform/database/schema-names';
import {
  DATASET_UID,
  INTERNAL_COMPONENT_UID,
  REQUEST_UIDS,
  REQUESTER_FIELDS,
  USER_FIELDS,
  USER_UID,
} from './constants';

/**
 * Requests read by hand-written SQL, in the shape the Document Service gives them with
 * `requestPopulate` (load.ts): the row, its state with the assignee and role, the requester, the
 * datasets and, for the new format, the principal investigator and the requested datasets with
 * their levels. Two statements instead of the Document Service's transaction of six or seven:
 * every command loads its request, and every read of a request's page too.
 */

const ROLE_UID = 'plugin::users-permissions.role';
const PI_UID = 'request.principal-investigator';
const REQUESTED_DATASET_UID = 'request.requested-dataset';
const USER_COLUMNS = ['id', ...USER_FIELDS] as const;
const REQUESTER_COLUMNS = ['id', ...REQUESTER_FIELDS] as const;

type Row = Record<string, unknown>;

/** The columns of `row` named `${prefix}${column}`, without the prefix (null when its id is). */
function part(row: Row, prefix: string): Row | null {
  if (row[`${prefix}id`] == null) return null;
  const out: Row = {};
  for (const key of Object.keys(row)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = row[key];
  return out;
}

/**
 * The request table (alias `r`) joined with its state component (`i`), requester (`rq`),
 * assignee (`asg`) and the assignee's role (`role`): what both the request read and the queue
 * item views select from.
 */
export function joinRequestState(strapi: Core.Strapi, conn: Conn, format: RequestFormat) {
  const { meta, join } = schemaOf(strapi);
  const uid = REQUEST_UIDS[format];
  const users = meta(USER_UID).tableName;
  const internal = join(uid, 'internal');
  const requester = join(uid, 'requester');
  const assignee = join(INTERNAL_COMPONENT_UID, 'assignee');
  const role = join(USER_UID, 'role');
  return conn(`${meta(uid).tableName} as r`)
    .leftJoin(`${internal.name} as c`, (on) =>
      on.on(`c.${internal.joinColumn.name}`, 'r.id').andOnVal('c.field', 'internal'),
    )
    .leftJoin(`${meta(INTERNAL_COMPONENT_UID).tableName} as i`, 'i.id', `c.${internal.inverseJoinColumn.name}`)
    .leftJoin(`${requester.name} as rl`, `rl.${requester.joinColumn.name}`, 'r.id')
    .leftJoin(`${users} as rq`, 'rq.id', `rl.${requester.inverseJoinColumn.name}`)
    .leftJoin(`${assignee.name} as al`, `al.${assignee.joinColumn.name}`, 'i.id')
    .leftJoin(`${users} as asg`, 'asg.id', `al.${assignee.inverseJoinColumn.name}`)
    .leftJoin(`${role.name} as ul`, `ul.${role.joinColumn.name}`, 'asg.id')
    .leftJoin(`${meta(ROLE_UID).tableName} as role`, 'role.id', `ul.${role.inverseJoinColumn.name}`);
}

/** The request rows with state, requester, assignee, role and (v2) principal investigator. */
function requestRows(strapi: Core.Strapi, conn: Conn, format: RequestFormat, documentIds: string[]): Promise<Row[]> {
  return runCompiled<Row>(strapi, conn, `request_rows_${format}`, { documentIds }, (value) =>
    requestRowsQuery(strapi, conn, format, value('documentIds')),
  );
}

function requestRowsQuery(strapi: Core.Strapi, conn: Conn, format: RequestFormat, documentIds: string[]) {
  const { meta, join, column } = schemaOf(strapi);
  const uid = REQUEST_UIDS[format];
  const columnsOf = (componentUid: string, alias: string, prefix: string) =>
    Object.entries(meta(componentUid).attributes)
      .filter(([, attribute]) => attribute.type && attribute.type !== 'relation' && attribute.type !== 'component')
      .map(([name]) => `${alias}.${column(componentUid, name)} as ${prefix}${column(componentUid, name)}`);
  const userColumns = (alias: string, names: readonly string[] = USER_COLUMNS) =>
    names.map((name) => `${alias}.${column(USER_UID, name)} as ${alias}__${column(USER_UID, name)}`);

  const builder = joinRequestState(strapi, conn, format).select(
    'r.*',
    ...columnsOf(INTERNAL_COMPONENT_UID, 'i', 'i__'),
    ...userColumns('rq', REQUESTER_COLUMNS),
    ...userColumns('asg'),
    'role.id as role__id',
    `role.${column(ROLE_UID, 'documentId')} as role__document_id`,
    `role.${column(ROLE_UID, 'type')} as role__type`,
    `role.${column(ROLE_UID, 'name')} as role__name`,
  );
  if (format === 'v2') {
    const pi = join(uid, 'principalInvestigator');
    builder
      .leftJoin(`${pi.name} as pc`, (on) =>
        on.on(`pc.${pi.joinColumn.name}`, 'r.id').andOnVal('pc.field', 'principalInvestigator'),
      )
      .leftJoin(`${meta(PI_UID).tableName} as pi`, 'pi.id', `pc.${pi.inverseJoinColumn.name}`)
      .select(columnsOf(PI_UID, 'pi', 'pi__'));
  }
  return idsIn(strapi, builder, `r.${column(uid, 'documentId')}`, documentIds, 'text[]');
}

/** A dataset as the request's populate gives it. */
function datasetOf(row: Row): Row | null {
  return row.dataset_id == null
    ? null
    : { id: Number(row.dataset_id), documentId: row.document_id, title: row.title, slug: row.slug };
}

/** Each request's datasets in their stored order: v1 the linked datasets, v2 the requested items. */
async function datasetRows(
  strapi: Core.Strapi,
  conn: Conn,
  format: RequestFormat,
  ids: number[],
): Promise<Map<number, Row[]>> {
  const rows = await runCompiled<Row>(strapi, conn, `request_datasets_${format}`, { ids }, (value) =>
    datasetRowsQuery(strapi, conn, format, value('ids')),
  );
  const byRequest = new Map<number, Row[]>();
  // A requested item links its dataset's draft and published rows: one row each, the draft's
  // carrying the dataset.
  const items = new Map<number, Row>();
  for (const row of rows) {
    const request = Number(row.request);
    const list = byRequest.get(request) ?? [];
    byRequest.set(request, list);
    const dataset = datasetOf(row);
    if (format === 'v1') {
      if (dataset) list.push(dataset);
      continue;
    }
    const itemId = Number(row.item_id);
    const seen = items.get(itemId);
    if (seen) {
      seen.dataset ??= dataset;
      continue;
    }
    const item = { id: itemId, dataLevel: row.data_level ?? null, dataset };
    items.set(itemId, item);
    list.push(item);
  }
  return byRequest;
}

function datasetRowsQuery(strapi: Core.Strapi, conn: Conn, format: RequestFormat, ids: number[]) {
  const { meta, join, column } = schemaOf(strapi);
  const datasets = meta(DATASET_UID).tableName;
  // The Document Service reads every relation of a request as drafts (its default status): a
  // dataset with draft and publish is the draft row of each link, and a link to a published row
  // alone reads as no dataset.
  const draftsOnly = strapi.contentTypes[DATASET_UID].options?.draftAndPublish === true;
  const datasetColumns = [
    'd.id as dataset_id',
    `d.${column(DATASET_UID, 'documentId')} as document_id`,
    `d.${column(DATASET_UID, 'title')} as title`,
    `d.${column(DATASET_UID, 'slug')} as slug`,
  ];
  if (format === 'v1') {
    const link = join(REQUEST_UIDS.v1, 'datasets');
    const builder = conn(`${link.name} as l`)
      .join(`${datasets} as d`, (on) => {
        on.on('d.id', `l.${link.inverseJoinColumn.name}`);
        if (draftsOnly) on.andOnNull(`d.${column(DATASET_UID, 'publishedAt')}`);
      })
      .select(`l.${link.joinColumn.name} as request`, ...datasetColumns)
      .orderBy([`l.${link.joinColumn.name}`, ...(link.orderColumnName ? [`l.${link.orderColumnName}`] : []), 'd.id']);
    return idsIn(strapi, builder, `l.${link.joinColumn.name}`, ids);
  }
  const components = join(REQUEST_UIDS.v2, 'requestedDatasets');
  const link = join(REQUESTED_DATASET_UID, 'dataset');
  const builder = conn(`${components.name} as c`)
    .join(`${meta(REQUESTED_DATASET_UID).tableName} as item`, 'item.id', `c.${components.inverseJoinColumn.name}`)
    .leftJoin(`${link.name} as l`, `l.${link.joinColumn.name}`, 'item.id')
    .leftJoin(`${datasets} as d`, (on) => {
      on.on('d.id', `l.${link.inverseJoinColumn.name}`);
      if (draftsOnly) on.andOnNull(`d.${column(DATASET_UID, 'publishedAt')}`);
    })
    .where('c.field', 'requestedDatasets')
    .select(
      `c.${components.joinColumn.name} as request`,
      'item.id as item_id',
      `item.${column(REQUESTED_DATASET_UID, 'dataLevel')} as data_level`,
      ...datasetColumns,
    )
    .orderBy([
      `c.${components.joinColumn.name}`,
      ...(components.orderColumnName ? [`c.${components.orderColumnName}`] : []),
      'item.id',
    ]);
  return idsIn(strapi, builder, `c.${components.joinColumn.name}`, ids);
}

/**
 * The requests of `format` with these documentIds (those that exist, in no particular order), as
 * the Document Service's findMany with `requestPopulate(format)` returns them. Runs in the
 * caller's transaction when there is one.
 */
export async function readRequestEntities(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
): Promise<Row[]> {
  if (documentIds.length === 0) return [];
  const conn = await activeConnection(strapi);
  const { meta } = schemaOf(strapi);
  const rows = await requestRows(strapi, conn, format, documentIds);
  if (rows.length === 0) return [];
  const datasets = await datasetRows(
    strapi,
    conn,
    format,
    rows.map((row) => Number(row.id)),
  );
  const userMeta = meta(USER_UID);
  const user = (row: Row, prefix: string) => {
    const found = part(row, prefix);
    return found ? recordOfRow(userMeta, found) : null;
  };
  return rows.map((row) => {
    const entity = recordOfRow(meta(REQUEST_UIDS[format]), row);
    const internal = part(row, 'i__');
    const assignee = user(row, 'asg__');
    const role = part(row, 'role__');
    entity.requester = user(row, 'rq__');
    entity.internal = internal
      ? {
          ...recordOfRow(meta(INTERNAL_COMPONENT_UID), internal),
          assignee: assignee ? { ...assignee, role: role ? recordOfRow(meta(ROLE_UID), role) : null } : null,
        }
      : null;
    const list = datasets.get(Number(row.id)) ?? [];
    if (format === 'v1') entity.datasets = list;
    else {
      entity.requestedDatasets = list;
      const pi = part(row, 'pi__');
      entity.principalInvestigator = pi ? recordOfRow(meta(PI_UID), pi) : null;
    }
    return entity;
  });
}

/**
 * A user with its role, found by id or documentId, as the query engine gives it with `populate:
 * { role }` (USER_FIELDS, `blocked` and `confirmed`): one statement instead of the engine's two,
 * in the caller's transaction. Null when there is none.
 */
export async function readUserWithRole(
  strapi: Core.Strapi,
  ref: { id: number } | { documentId: string },
): Promise<Row | null> {
  const conn = await activeConnection(strapi);
  const { meta, join, column } = schemaOf(strapi);
  const role = join(USER_UID, 'role');
  const byId = 'id' in ref;
  const [row] = await runCompiled<Row>(
    strapi,
    conn,
    `user_with_role_by_${byId ? 'id' : 'document'}`,
    { ref: byId ? ref.id : ref.documentId },
    (value) =>
      conn(`${meta(USER_UID).tableName} as u`)
        .leftJoin(`${role.name} as ul`, `ul.${role.joinColumn.name}`, 'u.id')
        .leftJoin(`${meta(ROLE_UID).tableName} as role`, 'role.id', `ul.${role.inverseJoinColumn.name}`)
        .where(byId ? 'u.id' : `u.${column(USER_UID, 'documentId')}`, value('ref'))
        .select(
          // Under their column names: recordOfRow maps columns to attributes.
          ...[...USER_COLUMNS, 'blocked', 'confirmed'].map((field) => `u.${column(USER_UID, field)}`),
          ...['id', 'type', 'name'].map(
            (field) => `role.${column(ROLE_UID, field)} as role__${column(ROLE_UID, field)}`,
          ),
        )
        .limit(1),
  );
  if (!row) return null;
  const user = recordOfRow(meta(USER_UID), row);
  const found = part(row, 'role__');
  user.role = found ? recordOfRow(meta(ROLE_UID), found) : null;
  return user;
}
