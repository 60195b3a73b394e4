import type { Core } from '@strapi/strapi';
import { isRequestStatus, type RequestStatus } from '@portal/shared';
import { EVENT_UID, QUEUE_ENTRIES_TABLE, USER_UID, queueTable } from '../requests';
import type { ReportBucket } from './params';

/**
 * The report's SQL (docs/workflow.md, "Turnaround reports"), the same on SQLite and PostgreSQL:
 * counts per month and the instants of each request's submission and decision from the event log
 * (`request_events`, served by the indexes of indexes.ts), backlog and overdue from the queue
 * index (one row per request). Only the few rows the figures need leave the database.
 */

type Conn = Core.Strapi['db']['connection'];

interface Metadata {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

/** The event log's table and columns, as Strapi named them. */
function eventColumns(strapi: Core.Strapi) {
  const meta = strapi.db.metadata.get(EVENT_UID) as unknown as Metadata;
  const column = (attribute: string, fallback: string) => meta.attributes[attribute]?.columnName ?? fallback;
  return {
    table: meta.tableName,
    action: column('action', 'action'),
    format: column('format', 'format'),
    request: column('requestDocumentId', 'request_document_id'),
    createdAt: column('createdAt', 'created_at'),
  };
}

/** An identifier quoted for raw SQL (both databases accept double quotes). */
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const count = (value: unknown) => Number(value ?? 0);

export type MonthlyCounts = Map<number, { submit: number; approve: number; deny: number }>;

const MONTHLY_ACTIONS = ['submit', 'approve', 'deny'] as const;

/**
 * Submit, approve and deny events per month of the range: one count per month and action, each a
 * range of the (action, created_at) index read without touching the table, in one statement.
 */
export async function monthlyCounts(strapi: Core.Strapi, months: ReportBucket[]): Promise<MonthlyCounts> {
  const conn: Conn = strapi.db.connection;
  const events = eventColumns(strapi);
  const table = quote(events.table);
  const action = quote(events.action);
  const createdAt = quote(events.createdAt);
  const result: MonthlyCounts = new Map(months.map((_, index) => [index, { submit: 0, approve: 0, deny: 0 }]));
  if (months.length === 0) return result;
  const parts: string[] = [];
  const bindings: Array<string | number | Date> = [];
  months.forEach((month, index) => {
    for (const name of MONTHLY_ACTIONS) {
      parts.push(
        `SELECT ? AS bucket, ? AS action, count(*) AS n FROM ${table} WHERE ${action} = ? AND ${createdAt} >= ? AND ${createdAt} < ?`,
      );
      bindings.push(index, name, name, new Date(month.startMs), new Date(month.endMs));
    }
  });
  const { rows } = normalize(await conn.raw(parts.join(' UNION ALL '), bindings));
  for (const row of rows as Array<{ bucket: unknown; action: string; n: unknown }>) {
    const entry = result.get(Number(row.bucket));
    if (entry && (MONTHLY_ACTIONS as readonly string[]).includes(row.action))
      entry[row.action as (typeof MONTHLY_ACTIONS)[number]] = count(row.n);
  }
  return result;
}

/** `knex.raw` answers `{ rows }` on PostgreSQL and the rows themselves on SQLite. */
function normalize(answer: unknown): { rows: unknown[] } {
  return Array.isArray(answer) ? { rows: answer } : (answer as { rows: unknown[] });
}

/** The moments a request was submitted and reached a milestone (epoch milliseconds). */
export interface MilestonePair {
  submittedMs: number;
  reachedMs: number;
}

export interface Milestones {
  /** Approved or denied in the range. */
  decision: MilestonePair[];
  /** Contract signed in the range. */
  contractSigned: MilestonePair[];
}

const MILESTONE_ACTIONS = ['approve', 'deny', 'signContract'] as const;

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/**
 * A timestamp column as epoch milliseconds, so that tens of thousands of them cross as plain
 * numbers. SQLite keeps milliseconds already. PostgreSQL's `timestamp` holds the wall-clock time
 * the driver wrote in this process's time zone (node-postgres sends local time): its epoch is
 * read as if it were UTC and corrected in `fromWallClock`.
 */
const epochMs = (strapi: Core.Strapi, column: string) =>
  isPostgres(strapi) ? `(EXTRACT(EPOCH FROM ${column}) * 1000)` : column;

/** This process's wall-clock milliseconds (as node-postgres wrote them) back to an instant. */
function fromWallClock(wallMs: number): number {
  let instant = wallMs + new Date(wallMs).getTimezoneOffset() * 60_000;
  // The offset at the instant itself (it differs near a daylight saving change).
  instant = wallMs + new Date(instant).getTimezoneOffset() * 60_000;
  return instant;
}

/** Whether this process's local time is UTC all year (the usual server set-up): nothing to correct. */
const LOCAL_IS_UTC = [0, 6].every((month) => new Date(Date.UTC(2026, month, 1)).getTimezoneOffset() === 0);

/**
 * Each request that was decided (approve, deny) or signed its contract in [startMs, endMs), with
 * the moment of its submit event: the milestone events by the (action, created_at) index, their
 * request's submit event joined by request. The graph submits, decides and signs a request once,
 * so each request counts once per milestone. The pairs cross as one text per kind of milestone
 * (`reached:submitted,…`): tens of thousands of rows would cost more to decode than to count.
 */
export async function milestones(strapi: Core.Strapi, startMs: number, endMs: number): Promise<Milestones> {
  const conn: Conn = strapi.db.connection;
  const e = eventColumns(strapi);
  const [table, action, format, request, createdAt] = [e.table, e.action, e.format, e.request, e.createdAt].map(quote);
  const pg = isPostgres(strapi);
  const whole = (column: string) => (pg ? `CAST(${epochMs(strapi, column)} AS bigint)` : `CAST(${column} AS integer)`);
  const pair = `CAST(${whole(`m.${createdAt}`)} AS text) || ':' || CAST(${whole(`s.${createdAt}`)} AS text)`;
  const sql = `SELECT m.${action} = ? AS signed, ${pg ? `string_agg(${pair}, ',')` : `group_concat(${pair}, ',')`} AS pairs
    FROM ${table} m JOIN ${table} s
      ON s.${request} = m.${request} AND s.${format} = m.${format} AND s.${action} = ?
    WHERE m.${action} IN (?, ?, ?) AND m.${createdAt} >= ? AND m.${createdAt} < ?
    GROUP BY 1`;
  const { rows } = normalize(
    await conn.raw(sql, ['signContract', 'submit', ...MILESTONE_ACTIONS, new Date(startMs), new Date(endMs)]),
  );
  const wall = pg && !LOCAL_IS_UTC ? fromWallClock : (ms: number) => ms;
  const result: Milestones = { decision: [], contractSigned: [] };
  for (const row of rows as Array<{ signed: unknown; pairs: unknown }>) {
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    const target = row.signed === true || row.signed === 1 ? result.contractSigned : result.decision;
    const text = typeof row.pairs === 'string' ? row.pairs : '';
    let from = 0;
    while (from < text.length) {
      const comma = text.indexOf(',', from);
      const end = comma === -1 ? text.length : comma;
      const colon = text.indexOf(':', from);
      const reachedMs = wall(Number(text.slice(from, colon)));
      const submittedMs = wall(Number(text.slice(colon + 1, end)));
      if (Number.isFinite(reachedMs) && Number.isFinite(submittedMs)) target.push({ submittedMs, reachedMs });
      from = end + 1;
    }
  }
  return result;
}

/** Statuses in which a request is closed: the rest are the backlog. */
const CLOSED_STATUSES: RequestStatus[] = ['complete', 'published'];

export interface BacklogRow {
  requestStatus: RequestStatus;
  assigneeId: number | null;
  count: number;
}

/** Open requests per (status, assignee) from the queue index: one grouped scan. */
export async function backlog(strapi: Core.Strapi): Promise<BacklogRow[]> {
  const conn: Conn = strapi.db.connection;
  const rows = (await queueTable(strapi, conn, QUEUE_ENTRIES_TABLE)
    .select('request_status', 'assignee_id')
    .count({ n: '*' })
    .whereNotNull('request_status')
    .whereNotIn('request_status', CLOSED_STATUSES)
    .groupBy('request_status', 'assignee_id')) as Array<{
    request_status: string;
    assignee_id: unknown;
    n: unknown;
  }>;
  return rows
    .filter((row) => isRequestStatus(row.request_status))
    .map((row) => ({
      requestStatus: row.request_status as RequestStatus,
      assigneeId: row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id),
      count: count(row.n),
    }));
}

/** Requests whose due date (the queue index's `due_ms`) is before `nowMs`, per status. */
export async function overdue(strapi: Core.Strapi, nowMs: number): Promise<Map<RequestStatus, number>> {
  const conn: Conn = strapi.db.connection;
  const rows = (await queueTable(strapi, conn, QUEUE_ENTRIES_TABLE)
    .select('request_status')
    .count({ n: '*' })
    .where('due_ms', '<', nowMs)
    .whereNotNull('request_status')
    .groupBy('request_status')) as Array<{ request_status: string; n: unknown }>;
  const result = new Map<RequestStatus, number>();
  for (const row of rows) if (isRequestStatus(row.request_status)) result.set(row.request_status, count(row.n));
  return result;
}

export interface AssigneeName {
  documentId: string;
  firstName: string;
  lastName: string;
}

/** The names of the assignees the backlog names (a handful of staff). */
export async function assigneeNames(strapi: Core.Strapi, ids: number[]): Promise<Map<number, AssigneeName>> {
  if (ids.length === 0) return new Map();
  const rows = (await strapi.db.query(USER_UID).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'documentId', 'firstName', 'lastName'],
  })) as Array<{ id: number; documentId: string; firstName?: string | null; lastName?: string | null }>;
  return new Map(
    rows.map((row) => [
      row.id,
      { documentId: row.documentId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    ]),
  );
}
