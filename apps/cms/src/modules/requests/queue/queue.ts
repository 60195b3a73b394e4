import type { Core } from '@strapi/strapi';
import {
  ACCESS_QUEUE_FILTERS,
  APPROVAL_STATUSES,
  PAGE_SIZE_MAX,
  REQUEST_STATUSES,
  isApprovalStatus,
  isRequestFormat,
  isRequestStatus,
  type RequestFormat,
  type RequestStatus,
  isDocumentId,
  weekEndsAt,
  type AccessQueueFilter,
} from '@portal/shared';
import { accessParts } from '../access/queue-filter';
import { loadWorkflowSettings } from '../../settings';
import { DATASET_UID, USER_UID } from '../workflow/constants';
import { badRequest } from '../workflow/errors';
import {
  loadQueueItemViews,
  loadRequestDatasets,
  queueItemOf,
  type QueueItem,
  type QueueItemView,
} from './queue-items';
import { cachedCount, generation } from '../queue-index/counts';
import { containsPattern } from '../queue-index/keys';
import {
  DATASETS_TABLE,
  ENTRIES_TABLE,
  GENERATION_SEQUENCE,
  NO_DUE_MS,
  isPostgres,
  queueTable,
  type QueryBuilder,
} from '../queue-index/table';
import type { Actor } from '../workflow/types';
import { toStaffRequest, type StaffRequest } from '../workflow/view';
import { unreadCounts, unreadOf } from '../conversation/reads';

const QUEUE_SORT_FIELDS = ['updatedAt', 'createdAt', 'projectTitle', 'requestStatus', 'dueAt'] as const;
type SortField = (typeof QUEUE_SORT_FIELDS)[number];

const QUEUE_DEFAULT_PAGE_SIZE = 25;

/**
 * How long the total of a view whose filters move with the clock (overdue, due this week, access)
 * is kept, under the index's generation like every total: counting such a view over a large
 * queue is the one statement that grows with it, and its total moves only as entries cross a due
 * date or an access end — within these seconds, an entry may be on the page before it is in the total. The page itself is always
 * read at the request's time.
 */
const CLOCK_COUNT_MS = 10_000;

/**
 * How long a queue read may take on PostgreSQL before it is cancelled in the database (a page
 * and a total answer in well under a second at a million requests): one that does not — a lock
 * held by a migration, a plan gone wrong — answers 503 with Retry-After (the database-unavailable
 * middleware) instead of holding a core and a connection after its caller has given up.
 */
const QUEUE_READ_TIMEOUT_MS = 10_000;

/** `builder` with the queue's read timeout (PostgreSQL: the statement is cancelled server-side). */
function bounded<T extends { timeout: (ms: number, options: { cancel: boolean }) => T }>(
  strapi: Core.Strapi,
  builder: T,
): T {
  return isPostgres(strapi) ? builder.timeout(QUEUE_READ_TIMEOUT_MS, { cancel: true }) : builder;
}

interface QueueParams {
  requestStatus: RequestStatus[] | null;
  approvalStatus: string[] | null;
  assignee: string | null;
  dataset: string | null;
  format: RequestFormat | null;
  q: string[];
  /** true: due before now; false: not overdue (due later, or no deadline). */
  overdue: boolean | null;
  /** Not overdue yet, due before the end of the committee's week. */
  dueThisWeek: boolean;
  /** Where the access period stands (docs/workflow.md, "Access periods"). */
  access: AccessQueueFilter | null;
  sort: { field: SortField; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

function list(value: unknown, name: string): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item !== 'string') throw badRequest(`${name} must be a comma-separated list`);
    return item
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });
  return items.length > 0 ? items : null;
}

function single(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a single value`);
  return value.trim() || null;
}

function flag(value: unknown, name: string): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`${name} must be true or false`);
}

function positiveInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw badRequest(`${name} must be a positive integer`);
  return Number(value);
}

/** Validates the queue's query string; 400 with a clear message on anything unexpected. */
export function parseQueueQuery(query: Record<string, unknown>, scope: RequestFormat[]): QueueParams {
  const requestStatus = list(query.requestStatus, 'requestStatus');
  const badRequestStatus = requestStatus?.find((status) => !isRequestStatus(status));
  if (badRequestStatus)
    throw badRequest(`Unknown requestStatus: ${badRequestStatus}. Use: ${REQUEST_STATUSES.join(', ')}`);
  const approvalStatus = list(query.approvalStatus, 'approvalStatus');
  const badApproval = approvalStatus?.find((status) => !isApprovalStatus(status));
  if (badApproval) throw badRequest(`Unknown approvalStatus: ${badApproval}. Use: ${APPROVAL_STATUSES.join(', ')}`);

  const assignee = single(query.assignee, 'assignee');
  if (assignee && !isDocumentId(assignee)) throw badRequest("assignee must be a user's documentId, 'me' or 'none'");
  const dataset = single(query.dataset, 'dataset');
  if (dataset && !/^[A-Za-z0-9-]{1,200}$/.test(dataset))
    throw badRequest('dataset must be a dataset documentId or slug');

  const format = single(query.format, 'format');
  if (format && !isRequestFormat(format)) throw badRequest('format must be v1 or v2');
  if (format && !scope.includes(format as RequestFormat))
    throw badRequest(`This queue lists ${scope.join(' and ')} requests only`);

  const q = single(query.q, 'q');
  if (q && q.length > 200) throw badRequest('q must be at most 200 characters');

  const overdue = flag(query.overdue, 'overdue');
  const dueThisWeek = flag(query.dueThisWeek, 'dueThisWeek') === true;
  const access = single(query.access, 'access');
  if (access && !(ACCESS_QUEUE_FILTERS as readonly string[]).includes(access))
    throw badRequest('access must be one of: endingSoon, ended, closeoutOverdue');

  const rawSort = single(query.sort, 'sort') ?? 'updatedAt:desc';
  const [field, order = 'asc', ...rest] = rawSort.split(':');
  if (
    rest.length > 0 ||
    !(QUEUE_SORT_FIELDS as readonly string[]).includes(field ?? '') ||
    (order !== 'asc' && order !== 'desc')
  ) {
    throw badRequest(`sort must be one of ${QUEUE_SORT_FIELDS.join(', ')}, optionally followed by :asc or :desc`);
  }

  const pagination = (query.pagination ?? {}) as Record<string, unknown>;
  const page = positiveInt(query.page ?? pagination.page, 'page', 1);
  const pageSize = positiveInt(query.pageSize ?? pagination.pageSize, 'pageSize', QUEUE_DEFAULT_PAGE_SIZE);
  if (pageSize > PAGE_SIZE_MAX) throw badRequest(`pageSize must be at most ${PAGE_SIZE_MAX}`);

  return {
    requestStatus: requestStatus as RequestStatus[] | null,
    approvalStatus,
    assignee,
    dataset,
    format: format as RequestFormat | null,
    q: q ? q.split(/\s+/).filter(Boolean).slice(0, 8) : [],
    overdue,
    dueThisWeek,
    access: access as AccessQueueFilter | null,
    sort: { field: field as SortField, order },
    page,
    pageSize,
  };
}

/** The queue index's column of each sort field. */
const SORT_COLUMNS: Record<SortField, string> = {
  updatedAt: 'q.updated_ms',
  createdAt: 'q.created_ms',
  projectTitle: 'q.title_key',
  requestStatus: 'q.status_rank',
  dueAt: 'q.due_ms',
};

/**
 * The entries of the queue index that match the parsed query, or null when a filter names
 * something that does not exist (an unknown assignee or dataset: nothing can match).
 */
async function matching(
  strapi: Core.Strapi,
  params: QueueParams,
  formats: RequestFormat[],
  actor: Actor,
  now: number,
): Promise<{ parts: MatchingPart[] } | null> {
  const conn = strapi.db.connection;
  const query = queueTable(strapi, conn, `${ENTRIES_TABLE} as q`).whereIn('q.format', formats);
  if (params.requestStatus) query.whereIn('q.request_status', params.requestStatus);
  if (params.approvalStatus) query.whereIn('q.approval_status', params.approvalStatus);
  if (params.assignee === 'me') query.where('q.assignee_id', actor.id);
  else if (params.assignee === 'none') query.whereNull('q.assignee_id');
  else if (params.assignee) {
    const user = (await strapi.db
      .query(USER_UID)
      .findOne({ where: { documentId: params.assignee }, select: ['id'] })) as { id: number } | null;
    if (!user) return null;
    query.where('q.assignee_id', user.id);
  }
  if (params.dataset) {
    // documentId or slug, in any locale: every row of the dataset document counts.
    const rows = (await strapi.db.query(DATASET_UID).findMany({
      where: { $or: [{ documentId: params.dataset }, { slug: params.dataset }] },
      select: ['documentId'],
    })) as Array<{ documentId: string }>;
    const ids = [...new Set(rows.map((row) => row.documentId))];
    if (ids.length === 0) return null;
    query.whereExists(
      queueTable(strapi, conn, `${DATASETS_TABLE} as d`)
        .select(conn.raw('1'))
        .whereRaw('d.format = q.format and d.request_id = q.request_id')
        .whereIn('d.dataset_document_id', ids),
    );
  }
  // Overdue and "due this week" move with the clock, not with the index: `now` is the caller's.
  if (params.overdue === true) query.where('q.due_ms', '<', now);
  else if (params.overdue === false) {
    query.where((notDue) => {
      notDue.where('q.due_ms', '>=', now).orWhereNull('q.due_ms');
    });
  }
  if (params.dueThisWeek) {
    const { timeZone } = await loadWorkflowSettings(strapi);
    query.where('q.due_ms', '>=', now).where('q.due_ms', '<', weekEndsAt(new Date(now), timeZone).getTime());
  }
  for (const word of params.q) query.whereRaw('q.search_text LIKE ? ESCAPE ?', [containsPattern(word), '\\']);
  // Wrapped: a knex builder is thenable, and returning it from an async function would run it.
  if (!params.access) return { parts: [{ query, byEnd: false }] };
  return {
    parts: (await accessParts(strapi, params.access, now)).map((part) => ({
      query: query.clone().modify(part.where),
      byEnd: part.byEnd,
    })),
  };
}

/** The matching entries, or one of disjoint parts whose union they are (access filters). */
interface MatchingPart {
  query: QueryBuilder;
  /** Read by the end's index and sorted, not walked in the page's order (access-filter parts). */
  byEnd: boolean;
}

interface PageRow {
  format: RequestFormat;
  document_id: string;
  view: string | null;
  due_ms: number | string | null;
  generation?: string;
  /** The entry's sort keys, in the order's columns (read when the caller asks for a cursor). */
  [key: `key_${number}`]: number | string | null;
}

/**
 * Where a read of the queue left off: the sort keys of its last entry. Reading on from there
 * (`after`) costs the same at any depth, where a page number makes the database skip every entry
 * before it: the export reads a view of any size this way.
 */
type QueueCursor = Array<number | string | null>;

/** A read by cursor (the export's): it returns `next` and counts nothing (its total is 0). */
export interface QueueReadOptions {
  /** Return `next`, the cursor after this page's last entry (null once the view is read to its end). */
  cursor?: boolean;
  /** Read the entries after this cursor (from `next` of the same query), not the query's page. */
  after?: QueueCursor;
}

/**
 * The page's queue items in order: each entry's stored view, or the view read live for an entry
 * that has none yet (written by raw SQL since the last boot), with the datasets of all of them
 * in one statement.
 */
async function pageItems(strapi: Core.Strapi, page: PageRow[]): Promise<Array<QueueItem & { dueMs: number | null }>> {
  const views = new Map<string, QueueItemView>();
  const missing: Record<RequestFormat, string[]> = { v1: [], v2: [] };
  for (const row of page) {
    if (row.view) views.set(`${row.format}:${row.document_id}`, JSON.parse(row.view) as QueueItemView);
    else missing[row.format].push(row.document_id);
  }
  for (const format of ['v1', 'v2'] as const) {
    for (const view of await loadQueueItemViews(strapi, format, missing[format]))
      views.set(`${format}:${view.entity.documentId as string}`, view);
  }
  const found = page.flatMap((row) => {
    const view = views.get(`${row.format}:${row.document_id}`);
    const due = row.due_ms == null ? NO_DUE_MS : Number(row.due_ms);
    return view ? [{ format: row.format, view, dueMs: due === NO_DUE_MS ? null : due }] : [];
  });
  const datasets = await loadRequestDatasets(
    strapi,
    found.map(({ format, view }) => ({ format, id: view.entity.id as number })),
  );
  return found.map(({ format, view, dueMs }) => ({
    ...queueItemOf(format, view, datasets.get(`${format}:${view.entity.id as number}`) ?? []),
    dueMs,
  }));
}

export interface QueuePage {
  data: StaffRequest[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  /** With `cursor` or `after`: where the next read starts, or null at the end of the view. */
  next?: QueueCursor | null;
}

/**
 * Entries strictly after `cursor` in the order of `columns` (each ascending or descending): after
 * on the first column, or equal on it and after on the next, and so on. The first column's bound
 * is repeated on its own so that the database starts its walk of the sort's index there.
 */
function afterCursor(
  builder: QueryBuilder,
  columns: Array<{ column: string; order?: string }>,
  cursor: QueueCursor,
): void {
  const [lead] = columns as [{ column: string; order?: string }];
  if (cursor[0] !== null) builder.where(lead.column, lead.order === 'asc' ? '>=' : '<=', cursor[0]!);
  builder.where((any) => {
    columns.forEach(({ column, order }, i) => {
      any.orWhere((tier) => {
        for (let j = 0; j < i; j += 1) tier.where(columns[j]!.column, cursor[j] ?? null);
        tier.where(column, order === 'asc' ? '>' : '<', cursor[i]!);
      });
    });
  });
}

/**
 * The staff queue over the formats in `scope` (the v2 queue: both), read from the queue index
 * (queue-index/: one row per request with its filter and sort keys, kept in step with every
 * write): one indexed query counts the matches, one reads the page's references in order (ties:
 * updatedAt desc, then documentId, then format), and only the page's requests are loaded with
 * their relations. Items are tagged with their format.
 */
export async function listQueue(
  strapi: Core.Strapi,
  input: { actor: Actor; scope: RequestFormat[]; query: Record<string, unknown> },
  options: QueueReadOptions = {},
): Promise<QueuePage> {
  const params = parseQueueQuery(input.query, input.scope);
  const formats = params.format ? [params.format] : input.scope;
  const now = Date.now();
  const parts = (await matching(strapi, params, formats, input.actor, now))?.parts;

  const { field, order } = params.sort;
  const countKey = JSON.stringify([
    formats,
    params.requestStatus,
    params.approvalStatus,
    params.assignee === 'me' ? input.actor.id : params.assignee,
    params.dataset,
    params.q,
    // A count under a filter that moves with the clock is good for a few seconds only.
    params.overdue !== null || params.dueThisWeek || params.access
      ? [params.overdue, params.dueThisWeek, params.access, Math.floor(now / CLOCK_COUNT_MS)]
      : null,
  ]);
  // The page: its entries' keys in order from the sort's covering index (a deep page skips index
  // entries, not rows: an index-only scan), then those 25 entries' stored queue item views; the
  // index's generation rides along (PostgreSQL: the count cache needs no round trip of its own).
  const conn = strapi.db.connection;
  const sortColumns = [
    SORT_COLUMNS[field],
    ...(field === 'updatedAt' ? [] : ['q.updated_ms']),
    'q.document_id',
    'q.format',
  ];
  const sortOrders = [order, ...(field === 'updatedAt' ? [] : ['desc']), 'asc', 'asc'];
  const orderBy = (alias: string) =>
    sortColumns.map((column, i) => ({ column: column.replace(/^q\./, `${alias}.`), order: sortOrders[i] }));
  const schema = strapi.db.getSchemaName();
  const after = options.after;
  const byCursor = Boolean(options.cursor || after);
  // A cursor comes from `next` of the same query (never from a request), so a mismatch is a bug.
  if (after && after.length !== sortColumns.length) throw new Error('The cursor does not fit this sort');
  const offset = after ? 0 : (params.page - 1) * params.pageSize;
  // A part's entries in the page's order: a band of end dates is read by the end's index and
  // sorted, faster than the walk in order finds 25 in it (the most recently updated entries with
  // access are those whose access has just begun, far from ending: "ending soon" at a million
  // requests 2.7 ms against 5–8). `+ 0` keeps the planner off the walk; the order is the same.
  const inOrder = (part: MatchingPart) =>
    part.query
      .clone()
      .select(sortColumns)
      .modify((inner) => {
        if (after) afterCursor(inner, orderBy('q'), after);
        if (part.byEnd && field === 'updatedAt')
          inner.orderByRaw(`q.updated_ms + 0 ${order}`).orderBy(orderBy('q').slice(1));
        else inner.orderBy(orderBy('q'));
      });
  // Several parts: the first `offset + pageSize` of each, merged in order (a subquery each, as
  // SQLite refuses ORDER BY and LIMIT on the members of a compound select).
  const keys = (matched: MatchingPart[]) => {
    const [first, ...rest] = matched as [MatchingPart, ...MatchingPart[]];
    if (rest.length === 0) return inOrder(first).limit(params.pageSize).offset(offset);
    const head = (part: MatchingPart, alias: string) =>
      conn.select('*').from(
        inOrder(part)
          .limit(offset + params.pageSize)
          .as(alias),
      );
    return conn
      .from(
        head(first, 'm0')
          .unionAll(rest.map((part, i) => head(part, `m${i + 1}`)))
          .as('u'),
      )
      .select(sortColumns.map((column) => column.replace(/^q\./, 'u.')))
      .orderBy(orderBy('u'))
      .limit(params.pageSize)
      .offset(offset);
  };
  const page = parts
    ? ((await bounded(
        strapi,
        conn
          .from(keys(parts).as('p'))
          .join(`${schema ? `${schema}.` : ''}${ENTRIES_TABLE} as e`, (on) =>
            on.on('e.document_id', 'p.document_id').andOn('e.format', 'p.format'),
          )
          .select('e.format', 'e.document_id', 'e.view', 'e.due_ms')
          .modify((builder) => {
            if (byCursor) builder.select(sortColumns.map((column, i) => `${column.replace(/^q\./, 'p.')} as key_${i}`));
            if (isPostgres(strapi))
              builder.select(
                conn.raw(
                  `(SELECT last_value::text || ':' || is_called::text FROM ${GENERATION_SEQUENCE}) as generation`,
                ),
              );
          })
          .orderBy(orderBy('p')),
      )) as PageRow[])
    : [];
  // A read by cursor walks the view to its end: it needs no total, and counting a million-entry
  // view is the one statement of a read that grows with it.
  const total = byCursor
    ? 0
    : parts
      ? await cachedCount(page[0]?.generation ?? (await generation(strapi)), countKey, async () => {
          let sum = 0;
          for (const part of parts) {
            const counted = (await bounded(strapi, part.query.clone().count({ n: '*' }).first())) as
              { n: number | string } | undefined;
            sum += Number(counted?.n ?? 0);
          }
          return sum;
        })
      : 0;

  const items = await pageItems(strapi, page);
  const unread = await unreadCounts(
    strapi,
    input.actor,
    items.map(({ request }) => request),
  );
  const data = items.map(({ request, statusSince, dueMs }) => {
    const view = toStaffRequest(request, input.actor);
    return {
      ...view,
      statusSince: statusSince ?? view.createdAt,
      dueAt: dueMs === null ? null : new Date(dueMs).toISOString(),
      overdue: dueMs !== null && dueMs < now,
      unreadMessages: unreadOf(unread, request),
    };
  });

  const last = page.at(-1);
  return {
    data,
    meta: {
      pagination: {
        page: params.page,
        pageSize: params.pageSize,
        pageCount: Math.ceil(total / params.pageSize),
        total,
      },
    },
    ...(byCursor
      ? { next: last && page.length === params.pageSize ? sortColumns.map((_, i) => last[`key_${i}`] ?? null) : null }
      : {}),
  };
}
