import type { Core } from '@strapi/strapi';
import {
  APPROVAL_STATUSES,
  PAGE_SIZE_MAX,
  REQUEST_STATUSES,
  isApprovalStatus,
  isRequestFormat,
  isRequestStatus,
  type RequestFormat,
  type RequestStatus,
  isDocumentId,
} from '@portal/shared';
import { REQUEST_UIDS } from './constants';
import { badRequest } from './errors';
import { documents, loadRequests } from './load';
import type { Actor } from './types';
import { toStaffRequest, type StaffRequest } from './view';

export const QUEUE_SORT_FIELDS = ['updatedAt', 'createdAt', 'projectTitle', 'requestStatus'] as const;
type SortField = (typeof QUEUE_SORT_FIELDS)[number];

export const QUEUE_DEFAULT_PAGE_SIZE = 25;

/** requestStatus sorts in workflow order, not alphabetically. */
const STATUS_ORDER: readonly RequestStatus[] = [
  'new',
  'assigned',
  'pendingReassignment',
  'informationRequested',
  'inReview',
  'pendingContract',
  'pendingSigning',
  'contractSigned',
  'complete',
  'published',
];

export interface QueueParams {
  requestStatus: RequestStatus[] | null;
  approvalStatus: string[] | null;
  assignee: string | null;
  dataset: string | null;
  format: RequestFormat | null;
  q: string[];
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
    sort: { field: field as SortField, order },
    page,
    pageSize,
  };
}

/** Database filters of one format for the parsed query (Document Service syntax). */
export function queueFilters(format: RequestFormat, params: QueueParams, actor: Actor): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (params.requestStatus) and.push({ internal: { requestStatus: { $in: params.requestStatus } } });
  if (params.approvalStatus) and.push({ internal: { approvalStatus: { $in: params.approvalStatus } } });
  if (params.assignee === 'me') and.push({ internal: { assignee: { id: { $eq: actor.id } } } });
  else if (params.assignee === 'none') and.push({ internal: { assignee: { id: { $null: true } } } });
  else if (params.assignee) and.push({ internal: { assignee: { documentId: { $eq: params.assignee } } } });
  if (params.dataset) {
    const match = { $or: [{ documentId: { $eq: params.dataset } }, { slug: { $eq: params.dataset } }] };
    and.push(format === 'v1' ? { datasets: match } : { requestedDatasets: { dataset: match } });
  }
  for (const word of params.q) {
    const like = { $containsi: word };
    and.push({
      $or: [
        { projectTitle: like },
        { requester: { firstName: like } },
        { requester: { lastName: like } },
        { requester: { email: like } },
        { requester: { organization: like } },
      ],
    });
  }
  return and.length > 0 ? { $and: and } : {};
}

interface SortKey {
  format: RequestFormat;
  documentId: string;
  projectTitle: string;
  createdAt: number;
  updatedAt: number;
  requestStatus: number;
}

function compare(field: SortField, a: SortKey, b: SortKey): number {
  if (field === 'projectTitle')
    return a.projectTitle.localeCompare(b.projectTitle, 'en', { sensitivity: 'base', numeric: true });
  return a[field] - b[field];
}

export interface QueuePage {
  data: StaffRequest[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/**
 * The staff queue over the formats in `scope` (the v2 queue: both). Each format is filtered in
 * the database; only documentId and the sort keys of every match are fetched, merged and sorted
 * here (ties: updatedAt desc, then documentId), the page is sliced, and only the page's
 * requests are loaded with their relations. Items are tagged with their format.
 */
export async function listQueue(
  strapi: Core.Strapi,
  input: { actor: Actor; scope: RequestFormat[]; query: Record<string, unknown> },
): Promise<QueuePage> {
  const params = parseQueueQuery(input.query, input.scope);
  const formats = params.format ? [params.format] : input.scope;

  const keys: SortKey[] = [];
  for (const format of formats) {
    const rows = await documents(strapi, REQUEST_UIDS[format]).findMany({
      filters: queueFilters(format, params, input.actor),
      fields: ['documentId', 'projectTitle', 'createdAt', 'updatedAt'],
      populate: { internal: { fields: ['requestStatus'] } },
    });
    for (const row of rows) {
      const status = (row.internal as { requestStatus?: RequestStatus } | null)?.requestStatus;
      keys.push({
        format,
        documentId: row.documentId as string,
        projectTitle: (row.projectTitle as string | null) ?? '',
        createdAt: new Date(row.createdAt as string).getTime(),
        updatedAt: new Date(row.updatedAt as string).getTime(),
        requestStatus: status ? STATUS_ORDER.indexOf(status) : STATUS_ORDER.length,
      });
    }
  }

  const direction = params.sort.order === 'asc' ? 1 : -1;
  keys.sort(
    (a, b) =>
      direction * compare(params.sort.field, a, b) ||
      b.updatedAt - a.updatedAt ||
      (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0) ||
      (a.format < b.format ? -1 : a.format > b.format ? 1 : 0),
  );

  const total = keys.length;
  const start = (params.page - 1) * params.pageSize;
  const slice = keys.slice(start, start + params.pageSize);

  const loaded = new Map<string, StaffRequest>();
  for (const format of formats) {
    const ids = slice.filter((key) => key.format === format).map((key) => key.documentId);
    for (const request of await loadRequests(strapi, format, ids)) {
      loaded.set(`${format}:${request.documentId}`, toStaffRequest(request, input.actor));
    }
  }

  return {
    data: slice.flatMap((key) => {
      const item = loaded.get(`${key.format}:${key.documentId}`);
      return item ? [item] : [];
    }),
    meta: {
      pagination: {
        page: params.page,
        pageSize: params.pageSize,
        pageCount: Math.ceil(total / params.pageSize),
        total,
      },
    },
  };
}
