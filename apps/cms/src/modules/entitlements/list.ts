import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isInternal, type AccessState, type Entitlement, type RequestFormat } from '@portal/shared';
import { errors } from '../../platform/http/strapi-errors';
import { ACCESS_PERIOD_UID, DATASET_UID, ENTITLEMENT_UID, REQUEST_UIDS, USER_UID, type Actor } from '../requests';
import { datasetUrl } from './links';
import type { EntitlementQuery, Window } from './query';

/**
 * Reads of the entitlement rows (one per access period × dataset, kept in step with the period
 * by the requests module) and their shape on the wire: who, which dataset, under which request,
 * from when until when. The rows carry ids only; names and titles are read per page.
 */
export interface EntitlementRow {
  id: number;
  accessPeriodId: number;
  userId: number;
  datasetDocumentId: string;
  requestDocumentId: string;
  format: RequestFormat;
  state: AccessState;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

type Where = Record<string, unknown>;

const all = (where: Where[]): Where => (where.length > 0 ? { $and: where } : {});

const toIso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Runs at some moment of `window`: begun (not pending) before it ends, ending after it starts. */
export function runningIn(window: Window): Where[] {
  return [{ state: { $ne: 'pending' } }, { startsAt: { $lt: window.to } }, { endsAt: { $gt: window.from } }];
}

/** Access runs at `now`: the `active` of the wire, and what a visa asserts. */
function runsAt(row: Pick<EntitlementRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (row.state === 'pending' || row.startsAt === null || row.endsAt === null) return false;
  return new Date(row.startsAt).getTime() <= now.getTime() && now.getTime() < new Date(row.endsAt).getTime();
}

/**
 * The filters of a query for `actor`, or null when a filter names nothing that exists (an unknown
 * user or dataset: nothing can match). An applicant sees their own rows only: a `user` filter
 * naming anyone else is refused (403), so a client never takes "nothing" for someone's answer.
 */
export async function entitlementFilters(
  strapi: Core.Strapi,
  actor: Actor,
  query: Pick<EntitlementQuery, 'user' | 'dataset' | 'activeOn'>,
): Promise<Where[] | null> {
  const where: Where[] = [];
  const staff = isInternal(actor.role?.type);
  if (!staff) {
    if (query.user !== null && query.user !== actor.documentId)
      throw new errors.PolicyError('Only internal staff can do this', { param: 'user' });
    where.push({ userId: actor.id });
  } else if (query.user !== null) {
    const user = (await strapi.db.query(USER_UID).findOne({ where: { documentId: query.user }, select: ['id'] })) as {
      id: number;
    } | null;
    if (!user) return null;
    where.push({ userId: user.id });
  }
  if (query.dataset !== null) {
    // documentId or slug, in any locale and either state: every row of the dataset document counts.
    const rows = (await strapi.db.query(DATASET_UID).findMany({
      where: { $or: [{ documentId: query.dataset }, { slug: query.dataset }] },
      select: ['documentId'],
    })) as Array<{ documentId: string }>;
    const ids = [...new Set(rows.map((row) => row.documentId))];
    // A dataset deleted since: its entitlements still name its documentId.
    if (ids.length === 0) ids.push(query.dataset);
    where.push({ datasetDocumentId: { $in: ids } });
  }
  if (query.activeOn) where.push(...runningIn(query.activeOn));
  return where;
}

/** A page of rows, newest first (the id grows with each write of a period). */
export async function findRows(
  strapi: Core.Strapi,
  where: Where[],
  page: { limit: number; offset?: number; beforeId?: number },
): Promise<EntitlementRow[]> {
  const filters = page.beforeId === undefined ? where : [...where, { id: { $lt: page.beforeId } }];
  return (await strapi.db.query(ENTITLEMENT_UID).findMany({
    where: all(filters),
    orderBy: [{ id: 'desc' }],
    limit: page.limit,
    offset: page.offset ?? 0,
  })) as EntitlementRow[];
}

async function countRows(strapi: Core.Strapi, where: Where[]): Promise<number> {
  return Number(await strapi.db.query(ENTITLEMENT_UID).count({ where: all(where) }));
}

interface DatasetNames {
  title: string;
  slug: string | null;
}

/** The datasets' titles in the default locale (published first), else any locale. */
async function datasetNames(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, DatasetNames>> {
  if (documentIds.length === 0) return new Map();
  const rows = (await strapi.db.query(DATASET_UID).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['documentId', 'title', 'slug', 'locale', 'publishedAt'],
  })) as Array<{
    documentId: string;
    title: string | null;
    slug: string | null;
    locale: string | null;
    publishedAt: unknown;
  }>;
  const rank = (row: (typeof rows)[number]) => (row.locale === DEFAULT_LOCALE ? 0 : 2) + (row.publishedAt ? 0 : 1);
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const known = best.get(row.documentId);
    if (!known || rank(row) < rank(known)) best.set(row.documentId, row);
  }
  return new Map(
    [...best].map(([documentId, row]) => [documentId, { title: row.title ?? documentId, slug: row.slug ?? null }]),
  );
}

/** Names of datasets deleted since: as the access period kept them when it was opened. */
async function keptDatasetNames(strapi: Core.Strapi, rows: EntitlementRow[]): Promise<Map<string, DatasetNames>> {
  if (rows.length === 0) return new Map();
  const periods = (await strapi.db.query(ACCESS_PERIOD_UID).findMany({
    where: { id: { $in: [...new Set(rows.map((row) => row.accessPeriodId))] } },
    select: ['datasets'],
  })) as Array<{ datasets: Array<{ documentId: string; title: string | null; slug: string | null }> | null }>;
  const names = new Map<string, DatasetNames>();
  for (const dataset of periods.flatMap((period) => period.datasets ?? []))
    names.set(dataset.documentId, { title: dataset.title ?? dataset.documentId, slug: dataset.slug ?? null });
  return names;
}

async function projectTitles(strapi: Core.Strapi, rows: EntitlementRow[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const format of ['v1', 'v2'] as const) {
    const ids = [...new Set(rows.filter((row) => row.format === format).map((row) => row.requestDocumentId))];
    if (ids.length === 0) continue;
    const requests = (await strapi.db.query(REQUEST_UIDS[format]).findMany({
      where: { documentId: { $in: ids } },
      select: ['documentId', 'projectTitle'],
    })) as Array<{ documentId: string; projectTitle: string | null }>;
    for (const request of requests) titles.set(`${format}:${request.documentId}`, request.projectTitle ?? '');
  }
  return titles;
}

type UserNames = NonNullable<Entitlement['user']>;

async function userNames(strapi: Core.Strapi, rows: EntitlementRow[]): Promise<Map<number, UserNames>> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map();
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'documentId', 'email', 'firstName', 'lastName'],
  })) as Array<{ id: number; documentId: string; email: string; firstName: string | null; lastName: string | null }>;
  return new Map(
    users.map((user) => [
      user.id,
      {
        documentId: user.documentId,
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
      },
    ]),
  );
}

/** The rows on the wire, with the names of their users, datasets and requests. */
export async function toEntitlements(strapi: Core.Strapi, rows: EntitlementRow[], now: Date): Promise<Entitlement[]> {
  const datasetIds = [...new Set(rows.map((row) => row.datasetDocumentId))];
  const [datasets, titles, users] = await Promise.all([
    datasetNames(strapi, datasetIds),
    projectTitles(strapi, rows),
    userNames(strapi, rows),
  ]);
  const gone = rows.filter((row) => !datasets.has(row.datasetDocumentId));
  const kept = await keptDatasetNames(strapi, gone);
  return rows.map((row) => {
    const dataset = datasets.get(row.datasetDocumentId) ??
      kept.get(row.datasetDocumentId) ?? { title: row.datasetDocumentId, slug: null };
    return {
      user: users.get(row.userId) ?? null,
      dataset: {
        documentId: row.datasetDocumentId,
        title: dataset.title,
        slug: dataset.slug,
        url: datasetUrl(row.datasetDocumentId),
      },
      request: {
        documentId: row.requestDocumentId,
        format: row.format,
        projectTitle: titles.get(`${row.format}:${row.requestDocumentId}`) ?? '',
      },
      state: row.state,
      startsAt: toIso(row.startsAt),
      endsAt: toIso(row.endsAt),
      active: runsAt(row, now),
    };
  });
}

export interface EntitlementPage {
  data: Entitlement[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** One page of the entitlements `actor` may see that match the query. */
export async function listEntitlements(
  strapi: Core.Strapi,
  actor: Actor,
  query: EntitlementQuery,
  now: Date,
): Promise<EntitlementPage> {
  const where = await entitlementFilters(strapi, actor, query);
  const [rows, total] = where
    ? await Promise.all([
        findRows(strapi, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        countRows(strapi, where),
      ])
    : [[], 0];
  return {
    data: await toEntitlements(strapi, rows, now),
    meta: {
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
        total,
      },
    },
  };
}
