import type { Core } from '@strapi/strapi';
import { dueAt, isRequestStatus, localDate, type ClockSettings, type RequestFormat } from '@portal/shared';
import { idsIn, runCompiled, type BindValue } from '../../../platform/database/prepared';
import { schemaOf, type Conn } from '../../../platform/database/schema-names';
import { DATASET_UID, REQUEST_UIDS } from '../workflow/constants';
import { loadQueueItemSources, type QueueItemView } from '../queue/queue-items';
import { searchText, statusRank, titleSortKey } from './keys';
import { NO_DUE_MS, queueTable } from './table';

/**
 * A queue entry and how it is computed: read by hand-written SQL in the writer's transaction (the
 * request's stored view from queue-items.ts, its state's status time, its datasets), then its
 * keys and due date. Both paths of the index write entries through `readEntries`: the per-write
 * one (sync.ts) and the bulk one (bulk.ts), so they write the same rows by construction.
 */

/** A request as the index computes its entry from it (sourceOf). */
interface SourceRow {
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

/** The distinct dataset documentIds of each request (v1 `datasets`, v2 `requestedDatasets[].dataset`). */
async function datasetsOf(
  strapi: Core.Strapi,
  trx: Conn,
  format: RequestFormat,
  ids: number[],
): Promise<Map<number, string[]>> {
  const { meta, join, column } = schemaOf(strapi);
  const datasets = meta(DATASET_UID).tableName;
  const documentId = `d.${column(DATASET_UID, 'documentId')}`;
  const statement = (value: BindValue) => {
    if (format === 'v1') {
      const link = join(REQUEST_UIDS.v1, 'datasets');
      return idsIn(
        strapi,
        queueTable(strapi, trx, `${link.name} as l`).join(
          `${datasets} as d`,
          'd.id',
          `l.${link.inverseJoinColumn.name}`,
        ),
        `l.${link.joinColumn.name}`,
        value('ids'),
      ).select(`l.${link.joinColumn.name} as request`, `${documentId} as dataset`);
    }
    const components = join(REQUEST_UIDS.v2, 'requestedDatasets');
    const link = join('request.requested-dataset', 'dataset');
    return idsIn(
      strapi,
      queueTable(strapi, trx, `${components.name} as c`)
        .join(`${link.name} as l`, `l.${link.joinColumn.name}`, `c.${components.inverseJoinColumn.name}`)
        .join(`${datasets} as d`, 'd.id', `l.${link.inverseJoinColumn.name}`)
        .where('c.field', 'requestedDatasets'),
      `c.${components.joinColumn.name}`,
      value('ids'),
    ).select(`c.${components.joinColumn.name} as request`, `${documentId} as dataset`);
  };
  const rows = await runCompiled<{ request: number | string; dataset: string | null }>(
    strapi,
    trx,
    `queue_entry_datasets_${format}`,
    { ids },
    statement,
  );
  const byRequest = new Map<number, Set<string>>();
  for (const row of rows) {
    if (typeof row.dataset !== 'string' || row.dataset.length === 0) continue;
    const set = byRequest.get(Number(row.request)) ?? new Set<string>();
    set.add(row.dataset);
    byRequest.set(Number(row.request), set);
  }
  return new Map([...byRequest].map(([id, set]) => [id, [...set]]));
}

/** The query engine's shape of a request, from its stored view and its state's status time. */
function sourceOf(view: QueueItemView, statusEnteredMs: number | null): SourceRow {
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

const millis = (value: SourceRow['createdAt']): number => (value == null ? 0 : new Date(value).getTime());

/**
 * When the entry is due in its status, in epoch milliseconds; NO_DUE_MS when the status has no
 * target (or the calendar no working day).
 */
export function dueMs(status: string | null | undefined, enteredMs: number, settings: ClockSettings): number {
  if (!isRequestStatus(status)) return NO_DUE_MS;
  return dueAt(status, new Date(enteredMs), settings)?.getTime() ?? NO_DUE_MS;
}

/**
 * `dueMs` for many entries under one set of settings (the bulk paths): a due date is its entry
 * time plus a whole number of days that depends only on the status and the local date the entry
 * time falls on (clock.ts, addWorkingDays), so each (status, local date) is computed once and the
 * local date read through the shared clock's formatter of the zone — the same results as `dueMs`,
 * a hundred times cheaper over a large queue.
 */
export function dueMsFor(settings: ClockSettings): typeof dueMs {
  const offsets = new Map<string, number | null>();
  return (status, enteredMs) => {
    if (!isRequestStatus(status)) return NO_DUE_MS;
    const key = `${status}|${localDate(new Date(enteredMs), settings.timeZone)}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      const due = dueAt(status, new Date(enteredMs), settings);
      offset = due ? due.getTime() - enteredMs : null;
      offsets.set(key, offset);
    }
    return offset === null ? NO_DUE_MS : enteredMs + offset;
  };
}

/** The entry's keys (everything but the view) of a request; `due` computes its due date. */
function entryOf(
  format: RequestFormat,
  row: SourceRow,
  statusSince: string | null,
  settings: ClockSettings,
  due: typeof dueMs = dueMs,
) {
  // Kept on the state since deadlines exist; for an older request, its last status change.
  const enteredMs = millis(row.internal?.statusEnteredAt ?? statusSince ?? row.createdAt);
  return {
    status_entered_ms: enteredMs,
    due_ms: due(row.internal?.requestStatus, enteredMs, settings),
    format,
    request_id: row.id,
    document_id: row.documentId,
    request_status: row.internal?.requestStatus ?? null,
    status_rank: statusRank(row.internal?.requestStatus),
    approval_status: row.internal?.approvalStatus ?? null,
    assignee_id: row.internal?.assignee?.id ?? null,
    requester_id: row.requester?.id ?? null,
    title_key: titleSortKey(row.projectTitle),
    search_text: searchText(row.projectTitle, row.requester ?? null),
    created_ms: millis(row.createdAt),
    updated_ms: millis(row.updatedAt),
  };
}

/** An entry as both paths write it: its keys and its view (JSON). */
export type Entry = ReturnType<typeof entryOf> & { view: string };

/**
 * The entries of these requests (those that exist) and each one's distinct datasets, read in the
 * writer's transaction: the views with their status times, then the datasets (one after the
 * other: a transaction is one connection).
 */
export async function readEntries(
  strapi: Core.Strapi,
  trx: Conn,
  format: RequestFormat,
  requests: Array<{ id: number; documentId: string }>,
  settings: ClockSettings,
  due: typeof dueMs = dueMs,
): Promise<{ entries: Entry[]; datasets: Map<number, string[]> }> {
  const ids = requests.map((request) => request.id);
  const sources = await loadQueueItemSources(
    strapi,
    format,
    requests.map((request) => request.documentId),
    trx,
  );
  const datasets = await datasetsOf(strapi, trx, format, ids);
  const entries = sources.map(({ view, statusEnteredAt }) => ({
    ...entryOf(format, sourceOf(view, millisOf(statusEnteredAt)), view.statusSince, settings, due),
    view: JSON.stringify(view),
  }));
  return { entries, datasets };
}
