import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { tableOf } from '../../../platform/database/indexes';
import { EVENT_UID } from '../../requests';
import { isPostgres, qualifiedTable, rawRows } from '../../../platform/database/raw-sql';
import { HISTORY_MARGIN_MS, moveHistory } from './history';
import { MILESTONE_ACTIONS, MILESTONE_COLUMNS, MILESTONES_TABLE, type Conn } from './table';

/**
 * Folding events into the projection: one INSERT … SELECT that reads the milestone events of a
 * set of requests from the event log, takes each request's first instant of each milestone, and
 * merges it into the request's row keeping the earlier instant of each. Events are only ever
 * added, so a row folded from any part of a request's log, now or later, in any order or twice,
 * ends as its whole log says: the per-event path, the boot backfill and two writers at once all
 * converge, without locks. Both databases; the per-event path and the backfill use the same SQL.
 */

/** How Node writes instants to PostgreSQL `timestamp` columns: as wall-clock time in its zone. */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const LOCAL_IS_UTC = [0, 6].every((month) => new Date(Date.UTC(2026, month, 1)).getTimezoneOffset() === 0);
const ZONE_NAME = /^[A-Za-z0-9_+\-/]+$/;

/**
 * An event's `created_at` as whole epoch milliseconds. SQLite stores milliseconds. PostgreSQL's
 * `timestamp` holds the wall-clock time node-postgres wrote in this process's zone: read in that
 * zone. Rounded down, so a range of milliseconds holds exactly the events a range of timestamps
 * would.
 */
function epochMs(strapi: Core.Strapi, column: string): string {
  if (!isPostgres(strapi)) return `CAST(${column} AS integer)`;
  if (LOCAL_IS_UTC) return `CAST(FLOOR(EXTRACT(EPOCH FROM ${column}) * 1000) AS bigint)`;
  if (!ZONE_NAME.test(LOCAL_ZONE)) throw new Error(`Unexpected local time zone name: ${LOCAL_ZONE}`);
  return `CAST(FLOOR(EXTRACT(EPOCH FROM ${column} AT TIME ZONE '${LOCAL_ZONE}') * 1000) AS bigint)`;
}

/** The event log's table and columns for raw SQL. */
export function eventLog(strapi: Core.Strapi) {
  const table = tableOf(strapi, EVENT_UID);
  const column = (attribute: string) => `"${table.column(attribute)}"`;
  return {
    table: table.qualified,
    id: column('id'),
    request: column('requestDocumentId'),
    format: column('format'),
    action: column('action'),
    createdAt: column('createdAt'),
  };
}

/** The earlier of two instants, either possibly null. */
const earlier = (strapi: Core.Strapi, a: string, b: string) =>
  isPostgres(strapi) ? `LEAST(${a}, ${b})` : `coalesce(min(${a}, ${b}), ${a}, ${b})`;

/** The action list of the SQL: constants of this module, never input. */
const ACTIONS_SQL = MILESTONE_ACTIONS.map((action) => `'${action}'`).join(', ');

/** What a fold did: rows added or changed, and of those, rows whose change touches the past. */
interface Folded {
  changed: number;
  /** Counted only when the fold is asked to look (`pastBefore`, PostgreSQL); else 0. */
  past: number;
}

/**
 * A changed row touches a past moment (history.ts) when an instant it now holds is new and older
 * than the bound, or when its submission is new and it reached a milestone before the bound (that
 * milestone's turnaround changes). `u` is the row after the fold, `o` before it (null: new).
 */
function touchesPast(before: number): { sql: string; bindings: number[] } {
  const columns = Object.values(MILESTONE_COLUMNS);
  const changed = (column: string) => `u.${column} IS DISTINCT FROM o.${column}`;
  const reached = columns.filter((column) => column !== MILESTONE_COLUMNS.submit);
  const sql = [
    ...columns.map((column) => `(${changed(column)} AND u.${column} < ?)`),
    `(${changed(MILESTONE_COLUMNS.submit)} AND (${reached.map((column) => `u.${column} < ?`).join(' OR ')}))`,
  ].join(' OR ');
  return { sql, bindings: Array.from({ length: columns.length + reached.length }, () => before) };
}

/**
 * Folds the milestone events of the events `e` matching `where` (SQL on the alias `e`, with its
 * `bindings`) into the projection, on `conn`. With `pastBefore` (PostgreSQL), the rows as
 * they were are read in the same statement (one snapshot) to tell which changes touch the past.
 */
async function foldWhere(
  strapi: Core.Strapi,
  conn: Conn,
  where: string,
  bindings: Array<string | number>,
  pastBefore?: number,
): Promise<Folded> {
  const e = eventLog(strapi);
  const ms = epochMs(strapi, `e.${e.createdAt}`);
  const columns = Object.entries(MILESTONE_COLUMNS);
  const names = columns.map(([, column]) => column).join(', ');
  const firsts = columns.map(
    ([action, column]) => `min(CASE WHEN e.${e.action} = '${action}' THEN ${ms} END) AS ${column}`,
  );
  const merged = columns.map(([, column]) => [column, earlier(strapi, `m.${column}`, `excluded.${column}`)]);
  // A row the events do not change is not written again (no dead row version, and the count says what changed).
  const differs = isPostgres(strapi) ? 'IS DISTINCT FROM' : 'IS NOT';
  const table = qualifiedTable(strapi, MILESTONES_TABLE);
  const folded = `SELECT e.${e.request} AS request_document_id, e.${e.format} AS format, ${firsts.join(', ')}
       FROM ${e.table} e
      WHERE e.${e.action} IN (${ACTIONS_SQL}) AND (${where})
      GROUP BY e.${e.request}, e.${e.format}`;
  const upsert = (source: string) => `INSERT INTO ${table} AS m (request_document_id, format, ${names})
     ${source}
     ON CONFLICT (request_document_id, format) DO UPDATE
       SET ${merged.map(([column, value]) => `${column} = ${value}`).join(', ')}
       WHERE ${merged.map(([column, value]) => `m.${column} ${differs} ${value}`).join(' OR ')}`;

  if (pastBefore !== undefined && isPostgres(strapi)) {
    const past = touchesPast(pastBefore);
    const rows = rawRows(
      await conn.raw(
        `WITH f AS (${folded}),
              o AS (SELECT m.* FROM ${table} m JOIN f USING (request_document_id, format)),
              u AS (${upsert('SELECT * FROM f')} RETURNING m.request_document_id, m.format, ${columns.map(([, column]) => `m.${column}`).join(', ')})
         SELECT count(*) AS changed, count(*) FILTER (WHERE ${past.sql}) AS past
           FROM u LEFT JOIN o USING (request_document_id, format)`,
        [...bindings, ...past.bindings],
      ),
    ) as Array<{ changed: unknown; past: unknown }>;
    return { changed: Number(rows[0]?.changed ?? 0), past: Number(rows[0]?.past ?? 0) };
  }
  const answer = (await conn.raw(upsert(folded), bindings)) as { rowCount?: number; changes?: number } | unknown[];
  // PostgreSQL answers a result with rowCount; SQLite (better-sqlite3) the run's changes.
  if (Array.isArray(answer)) return { changed: 0, past: 0 };
  return { changed: Number(answer.rowCount ?? answer.changes ?? 0), past: 0 };
}

/** Requests per statement of the per-event path: well under both databases' bound-parameter limits. */
const DOCUMENTS_PER_STATEMENT = 500;

/**
 * Folds the whole log of these requests (the per-event path), on `conn`, and moves the history
 * version in the same transaction when that changes the past (a backdated event: history.ts).
 */
export async function foldRequests(
  strapi: Core.Strapi,
  conn: Conn,
  requests: Array<{ format: RequestFormat; documentId: string }>,
): Promise<void> {
  const e = eventLog(strapi);
  const pastBefore = Date.now() - HISTORY_MARGIN_MS;
  let past = 0;
  for (const format of ['v1', 'v2'] as const) {
    const ids = [...new Set(requests.filter((r) => r.format === format).map((r) => r.documentId))];
    for (let i = 0; i < ids.length; i += DOCUMENTS_PER_STATEMENT) {
      const batch = ids.slice(i, i + DOCUMENTS_PER_STATEMENT);
      const folded = await foldWhere(
        strapi,
        conn,
        `e.${e.format} = ? AND e.${e.request} IN (${batch.map(() => '?').join(', ')})`,
        [format, ...batch],
        pastBefore,
      );
      past += folded.past;
    }
  }
  if (past > 0) await moveHistory(strapi, conn);
}

/**
 * Folds the requests whose documentIds are in (after, upTo] (null: unbounded), whole logs: a
 * chunk of the full backfill, in the event log's request index order.
 */
export async function foldRequestRange(
  strapi: Core.Strapi,
  conn: Conn,
  after: string | null,
  upTo: string | null,
): Promise<number> {
  const e = eventLog(strapi);
  const where = [after === null ? null : `e.${e.request} > ?`, upTo === null ? null : `e.${e.request} <= ?`].filter(
    (part): part is string => part !== null,
  );
  const bindings = [after, upTo].filter((value): value is string => value !== null);
  return (await foldWhere(strapi, conn, where.length > 0 ? where.join(' AND ') : 'TRUE', bindings)).changed;
}

/**
 * Folds the whole log of every request that has a milestone event with an id in (after, upTo]:
 * a chunk of the backfill of events written since the last one (by raw SQL, an import).
 */
export async function foldEventRange(strapi: Core.Strapi, conn: Conn, after: number, upTo: number): Promise<number> {
  const e = eventLog(strapi);
  const folded = await foldWhere(
    strapi,
    conn,
    `(e.${e.request}, e.${e.format}) IN (
       SELECT n.${e.request}, n.${e.format} FROM ${e.table} n
        WHERE n.${e.id} > ? AND n.${e.id} <= ? AND n.${e.action} IN (${ACTIONS_SQL}))`,
    [after, upTo],
  );
  return folded.changed;
}
