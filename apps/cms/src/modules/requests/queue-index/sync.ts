import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import { REQUEST_UIDS, USER_UID } from '../workflow/constants';
import { NEXT_GENERATION, bumpGeneration, bumpGenerationOnCommit } from './counts';
import { pendingQueueSync, type PendingQueueSync } from './deferred';
import { readEntries, type Entry } from './source-rows';
import { schemaOf, type Conn } from '../../../platform/database/schema-names';
import { DATASETS_TABLE, ENTRIES_TABLE, isPostgres, queueTable } from './table';

/** Requests per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const SYNC_BATCH = 500;

/**
 * Rewrites the queue entries of these requests from the request tables (the source of truth):
 * upserted when the request exists — keys and queue item view — removed when it does not. Runs in the caller's transaction
 * when there is one (Strapi keeps it in async context), else in its own. On PostgreSQL the
 * request rows are locked first, so two transactions touching the same request write its entry
 * in the order they commit, never an older read over a newer one. `held`: requests whose row the
 * caller's transaction has updated (id → documentId), so holds locked already and knows to
 * exist: a batch of those only is neither locked nor looked up again.
 */
export async function syncQueueEntries(
  strapi: Core.Strapi,
  format: RequestFormat,
  requestIds: number[],
  held?: ReadonlyMap<number, string>,
): Promise<void> {
  const ids = [...new Set(requestIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  const pending = pendingQueueSync();
  if (pending) {
    for (const id of ids) pending.ids[format].add(id);
    return;
  }
  const uid = REQUEST_UIDS[format];
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    // The count cache's generation moves inside the transaction before the entries change, and
    // after it commits (counts.ts); on PostgreSQL the move inside rides on the entries' upsert.
    let moved = false;
    const settings = await loadWorkflowSettings(strapi);
    for (let i = 0; i < ids.length; i += SYNC_BATCH) {
      const batch = ids.slice(i, i + SYNC_BATCH);
      // The requests' documentIds, their rows locked first on PostgreSQL.
      const { meta, column } = schemaOf(strapi);
      const requests = batch.every((id) => held?.has(id))
        ? batch.map((id) => ({ id, documentId: held?.get(id) ?? '' }))
        : ((await queueTable(strapi, trx, meta(uid).tableName)
            .whereIn('id', batch)
            .modify((query) => {
              if (isPostgres(strapi)) void query.forUpdate();
            })
            .select('id', `${column(uid, 'documentId')} as documentId`)) as Array<{ id: number; documentId: string }>);
      const { entries, datasets } = await readEntries(strapi, trx, format, requests, settings);
      const links = entries.flatMap(({ request_id }) =>
        (datasets.get(request_id) ?? []).map((dataset) => ({ format, request_id, dataset_document_id: dataset })),
      );
      const found = new Set(entries.map((entry) => entry.request_id));
      const gone = batch.filter((id) => !found.has(id));

      const inOne = entries.length > 0 && isPostgres(strapi);
      // The entries' upsert carries the move when it is the batch's first write.
      const moveInUpsert = !moved && inOne && gone.length === 0;
      if (moveInUpsert) bumpGenerationOnCommit(strapi, onCommit);
      else if (!moved) await bumpGeneration(strapi, trx, onCommit);
      moved = true;
      if (gone.length > 0)
        await queueTable(strapi, trx, ENTRIES_TABLE).where('format', format).whereIn('request_id', gone).delete();
      if (inOne) {
        await writeEntriesInOne(strapi, trx, format, batch, entries, links, { moveGeneration: moveInUpsert });
        continue;
      }
      await queueTable(strapi, trx, DATASETS_TABLE).where('format', format).whereIn('request_id', batch).delete();
      if (entries.length > 0)
        await queueTable(strapi, trx, ENTRIES_TABLE).insert(entries).onConflict(['format', 'request_id']).merge();
      for (let j = 0; j < links.length; j += SYNC_BATCH) {
        await queueTable(strapi, trx, DATASETS_TABLE).insert(links.slice(j, j + SYNC_BATCH));
      }
    }
  });
}

/**
 * PostgreSQL: the entries' upsert and the batch's dataset rows in one statement (every command
 * writes both, and each statement is a round trip): the upsert and the removal of the dataset rows
 * the batch's requests no longer name (all of a request that is gone) as CTEs, then the rows they
 * name, those already there kept. The two dataset writes touch disjoint rows, so their order
 * inside the statement does not matter.
 */
async function writeEntriesInOne(
  strapi: Core.Strapi,
  trx: Conn,
  format: RequestFormat,
  batch: number[],
  entries: Entry[],
  links: Array<{ request_id: number; dataset_document_id: string }>,
  { moveGeneration = false }: { moveGeneration?: boolean } = {},
): Promise<void> {
  const upsert = queueTable(strapi, trx, ENTRIES_TABLE).insert(entries).onConflict(['format', 'request_id']).merge();
  const { sql: upsertSql, bindings } = upsert.toSQL();
  // A data-modifying CTE runs to completion, its RETURNING too, whether or not it is read: the
  // generation moves in this statement, before the transaction commits.
  const sql = moveGeneration ? `${upsertSql} RETURNING ${NEXT_GENERATION}` : upsertSql;
  const schema = strapi.db.getSchemaName();
  const datasets = schema ? `${schema}.${DATASETS_TABLE}` : DATASETS_TABLE;
  const requestIds = links.map((link) => link.request_id);
  const datasetIds = links.map((link) => link.dataset_document_id);
  await trx.raw(
    `WITH entry AS (${sql}),
      stale AS (
        DELETE FROM ?? WHERE format = ? AND request_id = ANY(?::integer[])
          AND (request_id, dataset_document_id) NOT IN (SELECT * FROM unnest(?::integer[], ?::text[])))
    INSERT INTO ?? (format, request_id, dataset_document_id)
      SELECT ?, linked.request_id, linked.dataset_document_id
      FROM unnest(?::integer[], ?::text[]) AS linked(request_id, dataset_document_id)
    ON CONFLICT DO NOTHING`,
    [...bindings, datasets, format, batch, requestIds, datasetIds, datasets, format, requestIds, datasetIds] as never,
  );
}

/**
 * One request its writer holds whole: noted by id, and by documentId for the event hooks' notes.
 * `rowUpdated`: the writer's transaction has updated the request's own row (so holds it locked).
 */
export async function syncQueueEntryOf(
  strapi: Core.Strapi,
  request: { format: RequestFormat; id: number; documentId: string },
  { rowUpdated = false }: { rowUpdated?: boolean } = {},
): Promise<void> {
  const pending = pendingQueueSync();
  pending?.resolved[request.format].add(request.documentId);
  const held = rowUpdated ? new Map([[request.id, request.documentId]]) : undefined;
  if (held) pending?.held[request.format].set(request.id, request.documentId);
  await syncQueueEntries(strapi, request.format, [request.id], held);
}

/** The requests (per format) whose entries' view these events change (the status time). */
export async function syncQueueEntriesOfDocuments(
  strapi: Core.Strapi,
  documents: Array<{ format: RequestFormat; documentId: string }>,
): Promise<void> {
  const pending = pendingQueueSync();
  if (pending) {
    for (const document of documents) pending.documentIds[document.format].add(document.documentId);
    return;
  }
  for (const format of ['v1', 'v2'] as const) {
    const documentIds = [...new Set(documents.filter((d) => d.format === format).map((d) => d.documentId))];
    if (documentIds.length === 0) continue;
    const rows = (await strapi.db.query(REQUEST_UIDS[format]).findMany({
      where: { documentId: { $in: documentIds } },
      select: ['id'],
    })) as Array<{ id: number }>;
    await syncQueueEntries(
      strapi,
      format,
      rows.map((row) => row.id),
    );
  }
}

/** The entries assigned to a user of one of these roles (the view shows the assignee's role). */
export async function syncQueueEntriesOfRoles(strapi: Core.Strapi, roleIds: number[]): Promise<void> {
  const ids = roleIds.filter((id) => Number.isInteger(id));
  if (ids.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    const link = (
      strapi.db.metadata.get(USER_UID) as unknown as {
        attributes: {
          role: { joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } };
        };
      }
    ).attributes.role.joinTable;
    const assignees = (await queueTable(strapi, trx, ENTRIES_TABLE)
      .whereIn(
        'assignee_id',
        queueTable(strapi, trx, link.name).whereIn(link.inverseJoinColumn.name, ids).select(link.joinColumn.name),
      )
      .distinct('assignee_id')) as Array<{ assignee_id: number }>;
    await syncQueueEntriesOfUsers(
      strapi,
      assignees.map((row) => Number(row.assignee_id)),
    );
  });
}

/** The entries whose requester or assignee is one of these users (their names are searched and shown, their link may be gone). */
export async function syncQueueEntriesOfUsers(strapi: Core.Strapi, userIds: number[]): Promise<void> {
  const ids = userIds.filter((id) => Number.isInteger(id));
  if (ids.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    const rows = (await queueTable(strapi, trx, ENTRIES_TABLE)
      .whereIn('requester_id', ids)
      .orWhereIn('assignee_id', ids)
      .select('format', 'request_id')) as Array<{ format: RequestFormat; request_id: number }>;
    for (const format of ['v1', 'v2'] as const) {
      await syncQueueEntries(
        strapi,
        format,
        rows.filter((row) => row.format === format).map((row) => Number(row.request_id)),
      );
    }
  });
}

/** The requests (per format) that own these `workflow.internal` components. */
export async function ownersOfInternal(
  strapi: Core.Strapi,
  componentIds: number[],
): Promise<Array<{ format: RequestFormat; ids: number[] }>> {
  if (componentIds.length === 0) return [];
  const owners = [];
  for (const format of ['v1', 'v2'] as const) {
    const rows = (await strapi.db.query(REQUEST_UIDS[format]).findMany({
      where: { internal: { id: { $in: componentIds } } },
      select: ['id'],
    })) as Array<{ id: number }>;
    if (rows.length > 0) owners.push({ format, ids: rows.map((row) => row.id) });
  }
  return owners;
}

/**
 * Rewrites the entries a command noted (deferred.ts), one statement set per format; call it in
 * the command's transaction, outside the collecting scope. Returns the requests synced.
 */
export async function flushQueueSyncs(
  strapi: Core.Strapi,
  pending: PendingQueueSync,
): Promise<Array<{ format: RequestFormat; id: number }>> {
  const synced: Array<{ format: RequestFormat; id: number }> = [];
  for (const format of ['v1', 'v2'] as const) {
    const ids = new Set(pending.ids[format]);
    // The events' notes name the command's own request by documentId: its id is known already.
    const documentIds = [...pending.documentIds[format]].filter((id) => !pending.resolved[format].has(id));
    if (documentIds.length > 0) {
      const rows = (await strapi.db.query(REQUEST_UIDS[format]).findMany({
        where: { documentId: { $in: documentIds } },
        select: ['id'],
      })) as Array<{ id: number }>;
      for (const row of rows) ids.add(row.id);
    }
    if (ids.size === 0) continue;
    await syncQueueEntries(strapi, format, [...ids], pending.held[format]);
    for (const id of ids) synced.push({ format, id });
  }
  return synced;
}
