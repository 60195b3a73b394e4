import type { Core } from '@strapi/strapi';
import type { WorkflowState } from '@portal/shared';
import { isPostgres } from '../../../platform/database/raw-sql';
import { activeConnection, schemaOf } from '../../../platform/database/schema-names';
import { syncQueueEntryOf } from '../queue-index/sync';
import { INTERNAL_COMPONENT_UID, REQUEST_UIDS } from '../workflow/constants';
import { documents } from '../workflow/load';
import type { LoadedRequest, UserRef } from '../workflow/types';

/**
 * The pipeline's own writes to a request, by hand-written SQL in the command's transaction: the
 * version's compare-and-set and the state component. Through the query engine they cost eleven
 * statements (lifecycle lookups, the relation's replace in three steps, reads back); here two
 * (PostgreSQL) or two to four. The query-engine hooks do not see them, so each notes the request
 * for the queue index itself, which the pipeline rewrites once after its last write.
 */

/**
 * Moves the request from `version` to the next one, only if it is still at `version`: false when
 * another writer got there first (the caller answers 409).
 */
export async function bumpVersion(
  strapi: Core.Strapi,
  request: LoadedRequest,
  version: number,
  updatedAt: Date,
): Promise<boolean> {
  const { meta, column } = schemaOf(strapi);
  const uid = REQUEST_UIDS[request.format];
  const conn = await activeConnection(strapi);
  const count = await conn(meta(uid).tableName)
    .where(column(uid, 'documentId'), request.documentId)
    .where(column(uid, 'version'), version)
    .update({ [column(uid, 'version')]: version + 1, [column(uid, 'updatedAt')]: updatedAt });
  if (Number(count) !== 1) return false;
  await syncQueueEntryOf(strapi, request, { rowUpdated: true });
  return true;
}

/** Writes the request's state component: both statuses, when the status was entered, the assignee. */
export async function writeState(
  strapi: Core.Strapi,
  request: LoadedRequest,
  to: WorkflowState,
  assignee: UserRef | null,
  statusEnteredAt: string | null,
): Promise<void> {
  const internalId = request.internal?.id;
  if (!internalId) {
    // A request without its state component (hand-made data): the Document Service creates it.
    await documents(strapi, REQUEST_UIDS[request.format]).update({
      documentId: request.documentId,
      data: {
        internal: {
          requestStatus: to.requestStatus,
          approvalStatus: to.approvalStatus,
          statusEnteredAt,
          assignee: assignee ? assignee.documentId : null,
        },
      },
    });
    return;
  }
  const { meta, join, column } = schemaOf(strapi);
  const conn = await activeConnection(strapi);
  const stateUpdate = conn(meta(INTERNAL_COMPONENT_UID).tableName)
    .where('id', internalId)
    .update({
      [column(INTERNAL_COMPONENT_UID, 'requestStatus')]: to.requestStatus,
      [column(INTERNAL_COMPONENT_UID, 'approvalStatus')]: to.approvalStatus,
      [column(INTERNAL_COMPONENT_UID, 'statusEnteredAt')]: statusEnteredAt ? new Date(statusEnteredAt) : null,
    });
  const before = request.internal?.assignee?.id ?? null;
  const after = assignee?.id ?? null;
  const link = join(INTERNAL_COMPONENT_UID, 'assignee');
  if (before === after) await stateUpdate;
  else if (isPostgres(strapi)) {
    // One statement (a round trip each counts on every command): the state, the old assignee's
    // link removed, the new one's written (kept when it is there already: the link is unique).
    const { sql, bindings } = stateUpdate.toSQL();
    const owner = link.joinColumn.name;
    const user = link.inverseJoinColumn.name;
    await conn.raw(
      `WITH state AS (${sql}), gone AS (DELETE FROM ?? WHERE ?? = ? AND ?? IS DISTINCT FROM ?) ${
        after === null ? 'SELECT 1' : 'INSERT INTO ?? (??, ??) VALUES (?, ?) ON CONFLICT DO NOTHING'
      }`,
      [
        ...bindings,
        ...[link.name, owner, internalId, user, after],
        ...(after === null ? [] : [link.name, owner, user, internalId, after]),
      ] as never,
    );
  } else {
    await stateUpdate;
    await conn(link.name).where(link.joinColumn.name, internalId).delete();
    if (after !== null)
      await conn(link.name).insert({ [link.joinColumn.name]: internalId, [link.inverseJoinColumn.name]: after });
  }
  await syncQueueEntryOf(strapi, request);
}
