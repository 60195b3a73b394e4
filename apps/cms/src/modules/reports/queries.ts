import type { Core } from '@strapi/strapi';
import { isRequestStatus, workingDayCounter, type RequestStatus } from '@portal/shared';
import { QUEUE_ENTRIES_TABLE, USER_UID, queueTable } from '../requests';
import { calendarSteps, type Calendar } from './calendar';
import { isPostgres, qualifiedTable as qualified, rawRows as rowsOf } from '../../platform/database/raw-sql';
import { MILESTONES_TABLE } from './milestones/table';
import type { ReportBucket } from './params';

/**
 * The report's SQL (docs/workflow.md, "Turnaround reports"): counts per month and turnaround
 * from the milestones projection (one row per request: the instants of its submission, decision
 * and signature, milestones/), each a range of one of its narrow indexes; backlog and overdue
 * from the queue index (one row per request). Only the few rows the figures need leave the
 * database.
 */

type Conn = Core.Strapi['db']['connection'];

const count = (value: unknown) => Number(value ?? 0);

const DAY_MS = 86_400_000;

/** How many requests took each number of working days (days → requests). */
export type DaysHistogram = Map<number, number>;

/**
 * The figures of one month of a range (any bucket of it), read from the milestones projection:
 * they add up across months, so a range's are the sum of its months'.
 */
export interface MonthFigures {
  /** Requests submitted, approved and denied in it. */
  submit: number;
  approve: number;
  deny: number;
  /** Working days from submission of the requests decided in it. */
  decision: DaysHistogram;
  /** Working days from submission of the requests that signed their contract in it. */
  contractSigned: DaysHistogram;
}

/** The moments a request was submitted and reached a milestone (epoch milliseconds). */
export interface MilestonePair {
  submittedMs: number;
  reachedMs: number;
}

/** The milestones reached in a range, by kind: the projection's column of each. */
const REACHED = [
  ['approve', 'approved_ms'],
  ['deny', 'denied_ms'],
  ['signContract', 'contract_signed_ms'],
] as const;
const SIGNED = 2;

function add(histogram: DaysHistogram, days: number, requests: number): void {
  histogram.set(days, (histogram.get(days) ?? 0) + requests);
}

/** A month with nothing in it. */
export const emptyMonth = (): MonthFigures => ({
  submit: 0,
  approve: 0,
  deny: 0,
  decision: new Map(),
  contractSigned: new Map(),
});

const emptyFigures = (months: ReportBucket[]): MonthFigures[] => months.map(emptyMonth);

/** One row of the reached milestones (kind: the index in REACHED) counted into its month. */
function addReached(month: MonthFigures | undefined, kind: number, requests: number, days: number | null): void {
  if (!month) return;
  if (kind === 0) month.approve += requests;
  if (kind === 1) month.deny += requests;
  if (days !== null) add(kind === SIGNED ? month.contractSigned : month.decision, days, requests);
}

/**
 * A statement of the figures, on PostgreSQL in a transaction of its own settings. Each walks
 * hundreds of thousands of index entries, which the planner would share out to parallel workers
 * — whose start costs more than they save, and whose cores other readers need (a third of the
 * time without them, measured at a million requests); it would compile the statement first (JIT:
 * tens of milliseconds, more than it saves); and it would sort the rows it groups into a few
 * thousand (on disk past a few megabytes), which it cannot foresee of computed keys, rather than
 * hash them.
 */
async function figuresStatement(
  strapi: Core.Strapi,
  sql: string,
  bindings: Array<string | number>,
): Promise<unknown[]> {
  const conn: Conn = strapi.db.connection;
  if (!isPostgres(strapi)) return rowsOf(await conn.raw(sql, bindings));
  return conn.transaction(async (trx) => {
    await trx.raw(
      `SELECT set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true),
              set_config('work_mem', '64MB', true)`,
    );
    return rowsOf(await trx.raw(sql, bindings));
  });
}

/**
 * Requests submitted per month of the range: one count per month, each a range of the
 * submissions' index read without touching the table, in one statement.
 */
async function submittedPerMonth(strapi: Core.Strapi, months: ReportBucket[]): Promise<number[]> {
  const table = qualified(strapi, MILESTONES_TABLE);
  const counts = months.map(() => 0);
  if (months.length === 0) return counts;
  const parts: string[] = [];
  const bindings: number[] = [];
  months.forEach((month, index) => {
    parts.push(`SELECT ? AS bucket, count(*) AS n FROM ${table} WHERE submitted_ms >= ? AND submitted_ms < ?`);
    bindings.push(index, month.startMs, month.endMs);
  });
  const rows = (await figuresStatement(strapi, parts.join(' UNION ALL '), bindings)) as Array<{
    bucket: unknown;
    n: unknown;
  }>;
  for (const row of rows) if (Number(row.bucket) in counts) counts[Number(row.bucket)] = count(row.n);
  return counts;
}

/**
 * Each request approved, denied or that signed its contract in [startMs, endMs), and when it was
 * submitted (null: never): three ranges of the milestones' indexes (milestone, then submission),
 * read from the indexes alone. Columns: kind (the index in REACHED), s (submitted), r (reached).
 */
function reachedSql(strapi: Core.Strapi): string {
  const table = qualified(strapi, MILESTONES_TABLE);
  return REACHED.map(
    ([, column], kind) =>
      `SELECT ${kind} AS kind, submitted_ms AS s, ${column} AS r FROM ${table} WHERE ${column} >= ? AND ${column} < ?`,
  ).join(' UNION ALL ');
}

const reachedBindings = (startMs: number, endMs: number) => REACHED.flatMap(() => [startMs, endMs]);

/** The month of the range an instant in it falls in. */
function monthOf(months: ReportBucket[], ms: number): number {
  let low = 0;
  let high = months.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((months[middle] as ReportBucket).startMs <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Milestone by milestone, the working days with the calendar's counter (SQLite, and where `inDatabase` cannot). */
async function countedHere(
  strapi: Core.Strapi,
  months: ReportBucket[],
  startMs: number,
  endMs: number,
  calendar: Calendar,
): Promise<MonthFigures[]> {
  const counter = workingDayCounter(calendar);
  const result = emptyFigures(months);
  const rows = (await figuresStatement(strapi, reachedSql(strapi), reachedBindings(startMs, endMs))) as Array<{
    kind: unknown;
    s: unknown;
    r: unknown;
  }>;
  for (const row of rows) {
    const reached = Number(row.r);
    const unsubmitted = row.s === null || row.s === undefined;
    addReached(
      result[monthOf(months, reached)],
      Number(row.kind),
      1,
      unsubmitted ? null : counter(Number(row.s), reached),
    );
  }
  return result;
}

/**
 * PostgreSQL counts per month and the working days itself, and answers how many requests of each
 * kind and month took each number of days: a few hundred rows for hundreds of thousands of
 * milestones. A local date is `⌊(instant + offset) / day⌋`, the offset a constant or, in a zone
 * with daylight saving, found among the calendar's changes by binary search (width_bucket); W of
 * that date is read from the calendar's array (calendar.ts). Null where the calendar's steps
 * cannot be exact or an instant falls before them: counted here instead.
 */
async function inDatabase(
  strapi: Core.Strapi,
  months: ReportBucket[],
  startMs: number,
  endMs: number,
  calendar: Calendar,
): Promise<MonthFigures[] | null> {
  const conn: Conn = strapi.db.connection;
  const [earliest] = rowsOf(
    await conn.raw(`SELECT min(submitted_ms) AS s FROM ${qualified(strapi, MILESTONES_TABLE)}`),
  ) as Array<{ s: unknown }>;
  const firstMs = earliest?.s == null ? startMs : Math.min(startMs, Number(earliest.s));
  const steps = calendarSteps(calendar, firstMs, endMs);
  if (!steps) return null;
  // Numbers of this module, written into the SQL: the arrays are bound.
  const offset = (instant: string) =>
    steps.offsets.length === 1 ? String(steps.offsets[0]) : `c.o[width_bucket(${instant}, c.t)]`;
  const worked = (instant: string) =>
    `c.w[CAST(LEAST(${steps.worked.length}, (${instant} + ${offset(instant)}) / ${DAY_MS} - ${steps.first - 1}) AS int)]`;
  const rows = (await figuresStatement(
    strapi,
    `WITH c AS (SELECT CAST(? AS int[]) AS w, CAST(? AS bigint[]) AS t, CAST(? AS bigint[]) AS o,
                         CAST(? AS bigint[]) AS m)
       SELECT p.kind, width_bucket(p.r, c.m) AS month, p.s IS NULL AS unsubmitted,
              ${worked('p.r')} - ${worked('p.s')} AS days, count(*) AS n
         FROM (${reachedSql(strapi)}) p CROSS JOIN c
        GROUP BY 1, 2, 3, 4`,
    [
      steps.workedText,
      steps.changesText,
      steps.offsetsText,
      `{${months.map((month) => month.startMs).join(',')}}`,
      ...reachedBindings(startMs, endMs),
    ],
  )) as Array<{ kind: unknown; month: unknown; unsubmitted: unknown; days: unknown; n: unknown }>;
  const result = emptyFigures(months);
  for (const row of rows) {
    const unsubmitted = row.unsubmitted === true;
    // A submission before the steps' first day has no W (null): older than the earliest one
    // read a moment ago.
    if (!unsubmitted && (row.days === null || row.days === undefined)) return null;
    // A milestone on an earlier date than its submission counts 0, as the counter says.
    addReached(
      result[Number(row.month) - 1],
      Number(row.kind),
      count(row.n),
      unsubmitted ? null : Math.max(0, Number(row.days)),
    );
  }
  return result;
}

/**
 * The figures of each month of a run of consecutive months (a range, or the part of one not
 * kept): requests submitted, approved and denied, and the working days from submission of those
 * decided and of those that signed their contract, in the committee's calendar
 * (workingDayCounter's count). The graph submits, decides and signs a request once, so each
 * request counts once per milestone; one without a submission counts in its month, not in
 * turnaround.
 */
export async function monthFigures(
  strapi: Core.Strapi,
  months: ReportBucket[],
  calendar: Calendar,
): Promise<MonthFigures[]> {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const [submitted, reached] = await Promise.all([
    submittedPerMonth(strapi, months),
    (async () =>
      (isPostgres(strapi) ? await inDatabase(strapi, months, first.startMs, last.endMs, calendar) : null) ??
      countedHere(strapi, months, first.startMs, last.endMs, calendar))(),
  ]);
  submitted.forEach((received, index) => {
    const month = reached[index];
    if (month) month.submit = received;
  });
  return reached;
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
