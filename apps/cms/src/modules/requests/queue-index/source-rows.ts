import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { schemaOf, type Conn } from '../../../platform/database/schema-names';
import { DATASET_UID, INTERNAL_COMPONENT_UID, REQUEST_UIDS } from '../workflow/constants';
import type { QueueItemView } from '../queue/queue-items';
import { queueTable } from './table';

/**
 * What a queue entry is computed from, read by hand-written SQL in the writer's transaction:
 * the request's stored view (queue-items.ts), its state's status time and its datasets. Both
 * paths of the index read it so: the per-write one (sync.ts) and the bulk one (bulk.ts).
 */

/** A request as the index computes its entry from it (sourceOf). */
export interface SourceRow {
  id: number;
  documentId: string;
  projectTitle?: string | null;
  createdAt?: string | number | Date | null;
  updatedAt?: string | number | Date | null;
  requester?: {
    id: number;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    organization?: string | null;
  } | null;
  internal?: {
    requestStatus?: string | null;
    approvalStatus?: string | null;
    statusEnteredAt?: string | number | Date | null;
    assignee?: { id: number } | null;
  } | null;
  datasets?: Array<{ documentId?: string | null } | null> | null;
  requestedDatasets?: Array<{ dataset?: { documentId?: string | null } | null } | null> | null;
}

/** A timestamp as drivers return it (a Date, or SQLite's stored number or text), in epoch ms. */
function millisOf(value: unknown): number | null {
  if (value == null) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  return new Date(String(value)).getTime();
}

/** When each request's state says it entered its status (null: not kept, an older request). */
export async function enteredAt(
  strapi: Core.Strapi,
  trx: Conn,
  format: RequestFormat,
  ids: number[],
): Promise<Map<number, number | null>> {
  const { meta, join, column } = schemaOf(strapi);
  const internal = join(REQUEST_UIDS[format], 'internal');
  const rows = (await queueTable(strapi, trx, `${internal.name} as c`)
    .join(`${meta(INTERNAL_COMPONENT_UID).tableName} as i`, 'i.id', `c.${internal.inverseJoinColumn.name}`)
    .where('c.field', 'internal')
    .whereIn(`c.${internal.joinColumn.name}`, ids)
    .select(
      `c.${internal.joinColumn.name} as request`,
      `i.${column(INTERNAL_COMPONENT_UID, 'statusEnteredAt')} as entered`,
    )) as Array<{ request: number | string; entered: unknown }>;
  return new Map(rows.map((row) => [Number(row.request), millisOf(row.entered)]));
}

/** The distinct dataset documentIds of each request (v1 `datasets`, v2 `requestedDatasets[].dataset`). */
export async function datasetsOf(
  strapi: Core.Strapi,
  trx: Conn,
  format: RequestFormat,
  ids: number[],
): Promise<Map<number, string[]>> {
  const { meta, join, column } = schemaOf(strapi);
  const datasets = meta(DATASET_UID).tableName;
  const documentId = `d.${column(DATASET_UID, 'documentId')}`;
  let query;
  if (format === 'v1') {
    const link = join(REQUEST_UIDS.v1, 'datasets');
    query = queueTable(strapi, trx, `${link.name} as l`)
      .join(`${datasets} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
      .whereIn(`l.${link.joinColumn.name}`, ids)
      .select(`l.${link.joinColumn.name} as request`, `${documentId} as dataset`);
  } else {
    const components = join(REQUEST_UIDS.v2, 'requestedDatasets');
    const link = join('request.requested-dataset', 'dataset');
    query = queueTable(strapi, trx, `${components.name} as c`)
      .join(`${link.name} as l`, `l.${link.joinColumn.name}`, `c.${components.inverseJoinColumn.name}`)
      .join(`${datasets} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
      .where('c.field', 'requestedDatasets')
      .whereIn(`c.${components.joinColumn.name}`, ids)
      .select(`c.${components.joinColumn.name} as request`, `${documentId} as dataset`);
  }
  const byRequest = new Map<number, Set<string>>();
  for (const row of (await query) as Array<{ request: number | string; dataset: string | null }>) {
    if (typeof row.dataset !== 'string' || row.dataset.length === 0) continue;
    const set = byRequest.get(Number(row.request)) ?? new Set<string>();
    set.add(row.dataset);
    byRequest.set(Number(row.request), set);
  }
  return new Map([...byRequest].map(([id, set]) => [id, [...set]]));
}

/** The query engine's shape of a request, from its stored view and its state's status time. */
export function sourceOf(view: QueueItemView, statusEnteredMs: number | null): SourceRow {
  const entity = view.entity as {
    id: number;
    documentId: string;
    projectTitle?: string | null;
    createdAt: string;
    updatedAt: string;
    requester: SourceRow['requester'];
    internal: {
      requestStatus?: string | null;
      approvalStatus?: string | null;
      assignee?: { id: number } | null;
    } | null;
  };
  return {
    id: Number(entity.id),
    documentId: entity.documentId,
    projectTitle: entity.projectTitle,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    requester: entity.requester,
    internal: entity.internal
      ? {
          requestStatus: entity.internal.requestStatus,
          approvalStatus: entity.internal.approvalStatus,
          statusEnteredAt: statusEnteredMs,
          assignee: entity.internal.assignee ? { id: Number(entity.internal.assignee.id) } : null,
        }
      : null,
  };
}
