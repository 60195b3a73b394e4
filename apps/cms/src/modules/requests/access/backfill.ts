import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ACCESS_EDGE_EFFECTS, initialAccessEnd, type RequestFormat } from '@portal/shared';
import { tableOf } from '../../../platform/database/indexes';
import { loadWorkflowSettings, type WorkflowSettings } from '../../settings';
import { ENTRIES_TABLE, entryDocumentId, isPostgres, queueTable, type Conn } from '../queue-index/table';
import { EVENT_UID, REQUEST_UIDS } from '../workflow/constants';
import { documents, toLoadedRequest } from '../workflow/load';
import type { LoadedRequest } from '../workflow/types';
import { writeAccessQueueKeys } from './queue-keys';
import { ACCESS_PERIOD_UID, ENTITLEMENT_UID, replayAccessEdges } from './store';

/** Requests per chunk: one read of the requests, one of their events, one write of each table. */
const CHUNK = 1000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A documentId in Strapi's shape (24 lower-case letters and digits, a letter first), drawn at
 * once: Strapi's own generator hashes each one, which at hundreds of thousands of rows is most
 * of the write's CPU time.
 */
function documentIds(count: number): string[] {
  const bytes = randomBytes(count * 24);
  return Array.from({ length: count }, (_, i) => {
    let id = ALPHABET[(bytes[i * 24] ?? 0) % 26] ?? 'a';
    for (let j = 1; j < 24; j += 1) id += ALPHABET[(bytes[i * 24 + j] ?? 0) % 36];
    return id;
  });
}

/** Request statuses that come after the signature. */
const SIGNED = ['contractSigned', 'complete', 'published'];

const effectOf = (action: string) =>
  Object.hasOwn(ACCESS_EDGE_EFFECTS, action)
    ? ACCESS_EDGE_EFFECTS[action as keyof typeof ACCESS_EDGE_EFFECTS]
    : undefined;

interface Pending {
  format: RequestFormat;
  document_id: string;
  request_status: string;
}

interface Edge {
  action: string;
  at: Date;
}

/**
 * A request's access edges from its history: its approval and signature events in order, an
 * approval at `now` when it has none and a signature at `now` when its status says it was signed
 * but the event is missing (data written by hand).
 */
function historyOf(row: Pending, events: Array<{ action: string; createdAt: string | Date }>, now: Date): Edge[] {
  const has = (effect: 'open' | 'start') => events.some((event) => effectOf(event.action) === effect);
  return [
    ...(has('open') ? [] : [{ action: 'approve', at: now }]),
    ...events.map((event) => ({ action: event.action, at: new Date(event.createdAt) })),
    ...(has('start') || !SIGNED.includes(row.request_status) ? [] : [{ action: 'signContract', at: now }]),
  ];
}

/**
 * The period these edges leave, by the rules a command applies on each (store.ts, accessOnEdge):
 * the approval opens it — running at once or waiting for the signature, as the settings say —
 * and the signature starts a waiting one.
 */
function periodOf(request: LoadedRequest, edges: Edge[], settings: WorkflowSettings) {
  const projectEnd = request.format === 'v2' ? ((request.raw.projectEndDate as string | null) ?? null) : null;
  const running = (at: Date) => ({
    state: 'active' as const,
    startsAt: at.toISOString(),
    endsAt: initialAccessEnd(at, projectEnd, settings, settings.timeZone).toISOString(),
    remindersSent: [] as number[],
  });
  let timing: ReturnType<typeof running> | { state: 'pending'; startsAt: null; endsAt: null } | null = null;
  for (const edge of edges) {
    const effect = effectOf(edge.action);
    if (effect === 'open' && !timing)
      timing =
        settings.accessStartsAt === 'approval' ? running(edge.at) : { state: 'pending', startsAt: null, endsAt: null };
    else if (effect === 'start' && timing?.state === 'pending') timing = running(edge.at);
  }
  if (!timing) return null;
  return {
    requestDocumentId: request.documentId,
    format: request.format,
    userId: request.requester?.id,
    extensionState: 'none',
    closeoutState: 'none',
    datasets: request.datasets.map((dataset) => ({
      documentId: dataset.documentId,
      title: dataset.title ?? null,
      slug: dataset.slug ?? null,
    })),
    ...timing,
  };
}

type Period = NonNullable<ReturnType<typeof periodOf>>;

/**
 * What a period needs of its requests — requester, project end, datasets — through the Document
 * Service (the datasets as the per-request path reads them: workflow/load.ts), without the rest
 * of a request's populate tree.
 */
async function loadForAccess(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
): Promise<LoadedRequest[]> {
  const entities = await documents(strapi, REQUEST_UIDS[format]).findMany({
    filters: { documentId: { $in: documentIds } },
    fields: format === 'v2' ? ['documentId', 'projectEndDate'] : ['documentId'],
    populate: {
      requester: { fields: ['documentId'] },
      ...(format === 'v1'
        ? { datasets: { fields: ['title', 'slug'] } }
        : { requestedDatasets: { populate: { dataset: { fields: ['title', 'slug'] } } } }),
    },
  });
  return entities.map((entity) => toLoadedRequest(format, entity));
}

/** A timestamp as node-postgres writes a Date to a `timestamp` column (the process's local time). */
const localTimestamp = (iso: string | null) => {
  if (iso === null) return null;
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, -1);
};

/**
 * PostgreSQL: the periods, then their entitlements, each in one statement (the rows as one JSON
 * value): the query engine's createMany spends most of such a write in its per-row processing.
 */
async function insertPostgres(strapi: Core.Strapi, trx: Conn, opening: Period[], now: Date): Promise<void> {
  const periods = tableOf(strapi, ACCESS_PERIOD_UID);
  const entitlements = tableOf(strapi, ENTITLEMENT_UID);
  const stamp = localTimestamp(now.toISOString());
  const ids = documentIds(opening.length);
  const rows = opening.map((period, i) => ({
    document_id: ids[i],
    request_document_id: period.requestDocumentId,
    format: period.format,
    user_id: period.userId ?? null,
    state: period.state,
    starts_at: localTimestamp(period.startsAt),
    ends_at: localTimestamp(period.endsAt),
    extension_state: period.extensionState,
    closeout_state: period.closeoutState,
    reminders_sent: 'remindersSent' in period ? period.remindersSent : null,
    datasets: period.datasets,
  }));
  const c = periods.column;
  const inserted = (await trx.raw(
    `INSERT INTO ${periods.qualified} ("document_id", "${c('requestDocumentId')}", "${c('format')}", "${c('userId')}",
       "${c('state')}", "${c('startsAt')}", "${c('endsAt')}", "${c('extensionState')}", "${c('closeoutState')}",
       "${c('remindersSent')}", "${c('datasets')}", "created_at", "updated_at", "published_at")
     SELECT document_id, request_document_id, format, user_id, state, starts_at, ends_at, extension_state,
            closeout_state, reminders_sent, datasets, CAST(? AS timestamp), CAST(? AS timestamp), CAST(? AS timestamp)
       FROM json_to_recordset(CAST(? AS json)) AS x(document_id text, request_document_id text, format text,
            user_id integer, state text, starts_at timestamp, ends_at timestamp, extension_state text,
            closeout_state text, reminders_sent jsonb, datasets jsonb)
     RETURNING id, "${c('requestDocumentId')}" AS request`,
    [stamp, stamp, stamp, JSON.stringify(rows)],
  )) as { rows: Array<{ id: number; request: string }> };
  const periodIdOf = new Map(inserted.rows.map((row) => [row.request, Number(row.id)]));
  // Raw SQL passes the periods' hook by: the queue entries' access keys are written by name.
  await writeAccessQueueKeys(strapi, [...periodIdOf.values()]);
  const grants = opening.flatMap((period) =>
    period.datasets.map((dataset) => ({
      access_period_id: periodIdOf.get(period.requestDocumentId),
      user_id: period.userId ?? null,
      dataset_document_id: dataset.documentId,
      request_document_id: period.requestDocumentId,
      format: period.format,
      state: period.state,
      starts_at: localTimestamp(period.startsAt),
      ends_at: localTimestamp(period.endsAt),
    })),
  );
  if (grants.length === 0) return;
  const e = entitlements.column;
  const grantIds = documentIds(grants.length);
  await trx.raw(
    `INSERT INTO ${entitlements.qualified} ("document_id", "${e('accessPeriodId')}", "${e('userId')}",
       "${e('datasetDocumentId')}", "${e('requestDocumentId')}", "${e('format')}", "${e('state')}", "${e('startsAt')}",
       "${e('endsAt')}", "created_at", "updated_at", "published_at")
     SELECT document_id, access_period_id, user_id, dataset_document_id, request_document_id, format, state,
            starts_at, ends_at, CAST(? AS timestamp), CAST(? AS timestamp), CAST(? AS timestamp)
       FROM json_to_recordset(CAST(? AS json)) AS x(document_id text, access_period_id integer, user_id integer,
            dataset_document_id text, request_document_id text, format text, state text, starts_at timestamp,
            ends_at timestamp)`,
    [stamp, stamp, stamp, JSON.stringify(grants.map((grant, i) => ({ ...grant, document_id: grantIds[i] })))],
  );
}

/** Elsewhere (SQLite): through the query engine, which writes each type as that database keeps it. */
async function insertQueryEngine(strapi: Core.Strapi, opening: Period[]): Promise<void> {
  const ids = documentIds(opening.length);
  const { ids: periodIds } = (await strapi.db.query(ACCESS_PERIOD_UID).createMany({
    data: opening.map((period, i) => ({ ...period, documentId: ids[i] })),
  })) as { ids: number[] };
  const grants = opening.flatMap((period, i) =>
    period.datasets.map((dataset) => ({
      accessPeriodId: periodIds[i],
      userId: period.userId,
      datasetDocumentId: dataset.documentId,
      requestDocumentId: period.requestDocumentId,
      format: period.format,
      state: period.state,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
    })),
  );
  if (grants.length === 0) return;
  const grantIds = documentIds(grants.length);
  await strapi.db.query(ENTITLEMENT_UID).createMany({
    data: grants.map((grant, i) => ({ ...grant, documentId: grantIds[i] })),
  });
}

/** The per-request path: each request replayed in its own transaction (a chunk that conflicts). */
async function openOneByOne(
  strapi: Core.Strapi,
  rows: Pending[],
  eventsOf: (row: Pending) => Array<{ action: string; createdAt: string | Date }>,
  now: Date,
): Promise<number> {
  let opened = 0;
  for (const row of rows) {
    try {
      await strapi.db.transaction(() =>
        replayAccessEdges(strapi, row.format, row.document_id, historyOf(row, eventsOf(row), now)),
      );
      opened += 1;
    } catch (error) {
      // A command that opened the period meanwhile wins (the unique index refuses a second one).
      strapi.log.warn(`Access period of ${row.format} ${row.document_id} not opened: ${(error as Error).message}`);
    }
  }
  return opened;
}

/** The approved requests after entry `after` (in entry order) that have no period yet. */
async function nextWithout(strapi: Core.Strapi, after: number): Promise<{ rows: Pending[]; last: number | null }> {
  const conn = strapi.db.connection;
  const periods = tableOf(strapi, ACCESS_PERIOD_UID);
  // Keyset over the approved entries, then the periods of those: linear in the queue, where an
  // anti-join per chunk would read every period each time.
  const candidates = (await queueTable(strapi, conn, ENTRIES_TABLE)
    .where('approval_status', 'approved')
    .where('id', '>', after)
    .orderBy('id')
    .limit(CHUNK)
    .select('id', 'format', 'document_id', 'request_status')) as Array<Pending & { id: number }>;
  if (candidates.length === 0) return { rows: [], last: null };
  const having = new Set(
    (
      (await conn(periods.builder)
        .whereIn(
          periods.column('requestDocumentId'),
          candidates.map((row) => row.document_id),
        )
        .select(
          `${periods.column('requestDocumentId')} as request`,
          `${periods.column('format')} as format`,
        )) as Array<{
        request: string;
        format: string;
      }>
    ).map((row) => `${row.format}:${row.request}`),
  );
  return {
    rows: candidates.filter((row) => !having.has(`${row.format}:${row.document_id}`)),
    last: Number(candidates[candidates.length - 1]?.id),
  };
}

/** Whether any approved request lacks its period (one anti-join: what a boot in step costs). */
async function anyWithout(strapi: Core.Strapi): Promise<boolean> {
  const conn = strapi.db.connection;
  const periods = tableOf(strapi, ACCESS_PERIOD_UID);
  const row = await queueTable(strapi, conn, `${ENTRIES_TABLE} as q`)
    .where('q.approval_status', 'approved')
    .whereNotExists(
      conn(`${periods.builder} as p`)
        .select(conn.raw('1'))
        .whereRaw(
          `p.${periods.column('requestDocumentId')} = ${entryDocumentId(strapi, 'q.document_id')} and p.${periods.column('format')} = q.format`,
        ),
    )
    .first('q.id');
  return row !== undefined;
}

/**
 * Requests approved before access periods were kept get theirs at boot, from their own history:
 * the approval and the signature events, each at its time (the same rules as a command would
 * apply then). Set-based: a chunk of a thousand requests is read in two statements (the
 * requests, their events) and written in two (its periods, their entitlements), in one
 * transaction; a chunk that meets a period a command opened meanwhile is redone request by
 * request (that one is kept). Runs once in effect: a later boot finds no approved request
 * without a period (one anti-join). `now` stands for the missing events' time. Returns how many
 * periods it opened.
 */
export async function backfillAccessPeriods(strapi: Core.Strapi, { now = new Date() } = {}): Promise<number> {
  if (!(await anyWithout(strapi))) return 0;
  const settings = await loadWorkflowSettings(strapi);
  let opened = 0;
  for (let after = 0; ;) {
    const { rows, last } = await nextWithout(strapi, after);
    if (last === null) return opened;
    after = last;
    if (rows.length === 0) continue;

    const requests = new Map<string, LoadedRequest>();
    const events = new Map<string, Array<{ action: string; createdAt: string | Date }>>();
    for (const format of ['v1', 'v2'] as const) {
      const documentIds = rows.filter((row) => row.format === format).map((row) => row.document_id);
      if (documentIds.length === 0) continue;
      for (const request of await loadForAccess(strapi, format, documentIds))
        requests.set(`${format}:${request.documentId}`, request);
      const found = (await strapi.db.query(EVENT_UID).findMany({
        where: { requestDocumentId: { $in: documentIds }, format, action: { $in: Object.keys(ACCESS_EDGE_EFFECTS) } },
        select: ['requestDocumentId', 'action', 'createdAt'],
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as Array<{ requestDocumentId: string; action: string; createdAt: string | Date }>;
      for (const event of found) {
        const key = `${format}:${event.requestDocumentId}`;
        events.set(key, [...(events.get(key) ?? []), event]);
      }
    }
    const eventsOf = (row: Pending) => events.get(`${row.format}:${row.document_id}`) ?? [];

    const opening = rows.flatMap((row) => {
      const request = requests.get(`${row.format}:${row.document_id}`);
      const period = request ? periodOf(request, historyOf(row, eventsOf(row), now), settings) : null;
      return period ? [period] : [];
    });
    if (opening.length === 0) continue;
    try {
      await strapi.db.transaction(({ trx }) =>
        isPostgres(strapi) ? insertPostgres(strapi, trx, opening, new Date()) : insertQueryEngine(strapi, opening),
      );
      opened += opening.length;
    } catch {
      opened += await openOneByOne(strapi, rows, eventsOf, now);
    }
  }
}
