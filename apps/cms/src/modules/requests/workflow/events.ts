import type { Core } from '@strapi/strapi';
import type { ApprovalStatus, RequestFormat, RequestStatus, StaffRequestEvent } from '@portal/shared';
import { recordOfRow } from '../../../platform/database/record-of-row';
import { isPostgres } from '../../../platform/database/raw-sql';
import { activeConnection, schemaOf } from '../../../platform/database/schema-names';
import { EVENT_UID, USER_UID } from './constants';
import type { Actor } from './types';

/** What an event shows of its actor. */
const ACTOR_FIELDS = ['documentId', 'firstName', 'lastName', 'email'] as const;

type StatePair = { requestStatus: RequestStatus | null; approvalStatus: ApprovalStatus | null };

export interface AppendEventInput {
  format: RequestFormat;
  requestDocumentId: string;
  actor: Actor | null;
  /** A WORKFLOW_ACTIONS value, or another verb for changes outside the graph (e.g. addAttachment). */
  action: string;
  from: StatePair | null;
  to: StatePair | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Appends one event to the append-only log. Call it inside the transaction of the change it
 * records (strapi.db.transaction), so both are written or neither.
 */
export async function appendEvent(strapi: Core.Strapi, input: AppendEventInput): Promise<{ documentId: string }> {
  const data: Record<string, unknown> = {
    publishedAt: new Date(),
    requestDocumentId: input.requestDocumentId,
    format: input.format,
    actor: input.actor?.id ?? null,
    actorRole: input.actor?.role?.type ?? null,
    action: input.action,
    fromRequestStatus: input.from?.requestStatus ?? null,
    fromApprovalStatus: input.from?.approvalStatus ?? null,
    toRequestStatus: input.to?.requestStatus ?? null,
    toApprovalStatus: input.to?.approvalStatus ?? null,
    note: input.note ?? null,
    details: input.details ?? null,
  };
  if (isPostgres(strapi)) return insertEventInOne(strapi, data);
  // The query engine, not the Document Service: the same row (its documentId is the attribute's
  // default, publishedAt what the Document Service sets on a type without drafts) and the same
  // hooks (queue index, report milestones), without the service's own transaction, relation
  // check and read back of the whole entry.
  const created = (await strapi.db.query(EVENT_UID).create({ select: ['documentId'], data })) as {
    documentId: string;
  };
  return { documentId: created.documentId };
}

/**
 * PostgreSQL: the event and its actor's link in one statement — every command appends one, and
 * the query engine's create is three round trips (the row, the link, a read back). The engine's
 * hooks still run around it, with what its create would hand them: `beforeCreate` (timestamps)
 * fills `data`, `afterCreate` (queue index, report milestones) gets the data and the documentId.
 */
async function insertEventInOne(strapi: Core.Strapi, data: Record<string, unknown>): Promise<{ documentId: string }> {
  const { meta, join, column } = schemaOf(strapi);
  const params = { data, select: ['documentId'] };
  const states = await strapi.db.lifecycles.run('beforeCreate', EVENT_UID, { params });
  const newDocumentId = meta(EVENT_UID).attributes.documentId?.default;
  if (typeof newDocumentId !== 'function') throw new Error(`${EVENT_UID} has no documentId default`);
  const documentId = String((newDocumentId as () => unknown)());
  const { actor, details, ...columns } = data;
  const row: Record<string, unknown> = { [column(EVENT_UID, 'documentId')]: documentId };
  for (const [attribute, value] of Object.entries(columns)) row[column(EVENT_UID, attribute)] = value;
  row[column(EVENT_UID, 'details')] = details == null ? null : JSON.stringify(details);
  const conn = await activeConnection(strapi);
  const insert = conn(meta(EVENT_UID).tableName).insert(row).returning(['id']).toSQL();
  const link = join(EVENT_UID, 'actor');
  if (actor == null) await conn.raw(insert.sql, [...insert.bindings] as never);
  else
    await conn.raw(`WITH event AS (${insert.sql}) INSERT INTO ?? (??, ??) SELECT event.id, ? FROM event`, [
      ...insert.bindings,
      ...[link.name, link.joinColumn.name, link.inverseJoinColumn.name, actor],
    ] as never);
  await strapi.db.lifecycles.run('afterCreate', EVENT_UID, { params, result: { documentId } }, states);
  return { documentId };
}

/** The events of a request, oldest first (staff only: includes actors' e-mail addresses). */
export async function listEvents(
  strapi: Core.Strapi,
  format: RequestFormat,
  requestDocumentId: string,
): Promise<StaffRequestEvent[]> {
  // One statement, the actor joined: the query engine's populate is a second one (every request
  // page and every event log reads this).
  const { meta, join, column } = schemaOf(strapi);
  const actorLink = join(EVENT_UID, 'actor');
  const conn = await activeConnection(strapi);
  const found = (await conn(`${meta(EVENT_UID).tableName} as e`)
    .leftJoin(`${actorLink.name} as l`, `l.${actorLink.joinColumn.name}`, 'e.id')
    .leftJoin(`${meta(USER_UID).tableName} as u`, 'u.id', `l.${actorLink.inverseJoinColumn.name}`)
    .where(`e.${column(EVENT_UID, 'requestDocumentId')}`, requestDocumentId)
    .andWhere(`e.${column(EVENT_UID, 'format')}`, format)
    .orderBy([
      { column: `e.${column(EVENT_UID, 'createdAt')}`, order: 'asc' },
      { column: 'e.id', order: 'asc' },
    ])
    .select(
      'e.*',
      'u.id as actor__id',
      ...ACTOR_FIELDS.map((field) => `u.${column(USER_UID, field)} as actor__${field}`),
    )) as Array<Record<string, unknown>>;
  return found.map((joined) => {
    const row = recordOfRow(meta(EVENT_UID), joined);
    const actorField = (field: string) => (joined[`actor__${field}`] as string | null | undefined) ?? '';
    return {
      documentId: row.documentId as string,
      requestDocumentId: row.requestDocumentId as string,
      format: row.format as RequestFormat,
      action: row.action as string,
      actorRole: (row.actorRole as string | null) ?? null,
      actor:
        joined.actor__id == null
          ? null
          : {
              documentId: joined.actor__documentId as string,
              firstName: actorField('firstName'),
              lastName: actorField('lastName'),
              email: actorField('email'),
            },
      fromRequestStatus: (row.fromRequestStatus as RequestStatus | null) ?? null,
      toRequestStatus: (row.toRequestStatus as RequestStatus | null) ?? null,
      fromApprovalStatus: (row.fromApprovalStatus as ApprovalStatus | null) ?? null,
      toApprovalStatus: (row.toApprovalStatus as ApprovalStatus | null) ?? null,
      note: (row.note as string | null) ?? null,
      details: (row.details as Record<string, unknown> | null) ?? null,
      createdAt: String(row.createdAt),
    };
  });
}
