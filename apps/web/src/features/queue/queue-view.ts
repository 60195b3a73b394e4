import {
  APPROVAL_STATUSES,
  REQUEST_STATUSES,
  isApprovalStatus,
  isRequestFormat,
  isRequestStatus,
  type ApprovalStatus,
  ACCESS_QUEUE_FILTERS,
  type AccessQueueFilter,
  type QueueQuery,
  type QueueSortField,
  type RequestFormat,
  type RequestStatus,
} from '@portal/shared';

import { needsActionStates } from '@/features/queue/needs-action';

/**
 * The queue's view (filters, search, sort, page) as it lives in the URL, so a view can be
 * bookmarked and shared. Unknown or malformed values fall back to the defaults instead of
 * failing, since URLs are typed and pasted by people.
 */

export const QUICK_FILTERS = ['mine', 'unassigned', 'needsAction'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

export const QUEUE_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'projectTitle',
  'requestStatus',
  'dueAt',
] as const satisfies readonly QueueSortField[];

/** The deadline filter: past the due date, or due before the committee's week ends. */
export const DUE_FILTERS = ['overdue', 'thisWeek'] as const;
type DueFilter = (typeof DUE_FILTERS)[number];
const isDueFilter = (value: unknown): value is DueFilter =>
  typeof value === 'string' && (DUE_FILTERS as readonly string[]).includes(value);

/** The access filter (docs/workflow.md, "Access periods"): the endpoint's `access` parameter. */
type AccessFilter = AccessQueueFilter;
const isAccessFilter = (value: unknown): value is AccessFilter =>
  typeof value === 'string' && (ACCESS_QUEUE_FILTERS as readonly string[]).includes(value);

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

export type QueueSort = { field: QueueSortField; desc: boolean };

export type QueueView = {
  q: string;
  requestStatus: RequestStatus[];
  approvalStatus: ApprovalStatus[];
  format: RequestFormat | null;
  quick: QuickFilter | null;
  due: DueFilter | null;
  access: AccessFilter | null;
  sort: QueueSort;
  page: number;
  pageSize: number;
};

export const DEFAULT_SORT: QueueSort = { field: 'updatedAt', desc: true };

export const DEFAULT_VIEW: QueueView = {
  q: '',
  requestStatus: [],
  approvalStatus: [],
  format: null,
  quick: null,
  due: null,
  access: null,
  sort: DEFAULT_SORT,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const list = <T extends string>(raw: string | null, guard: (value: unknown) => value is T, order: readonly T[]) => {
  const chosen = new Set((raw ?? '').split(',').filter(guard));
  return order.filter((value) => chosen.has(value));
};

const positiveInt = (raw: string | null): number | null =>
  raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

function readSort(raw: string | null): QueueSort {
  const [field, direction] = (raw ?? '').split(':');
  if (!(QUEUE_SORT_FIELDS as readonly string[]).includes(field ?? '')) return DEFAULT_SORT;
  return { field: field as QueueSortField, desc: direction !== 'asc' };
}

export function readQueueView(params: URLSearchParams): QueueView {
  const quick = params.get('quick');
  const format = params.get('format');
  const due = params.get('due');
  const access = params.get('access');
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    q: params.get('q')?.trim() ?? '',
    requestStatus: list(params.get('requestStatus'), isRequestStatus, REQUEST_STATUSES),
    approvalStatus: list(params.get('approvalStatus'), isApprovalStatus, APPROVAL_STATUSES),
    format: isRequestFormat(format) ? format : null,
    quick: (QUICK_FILTERS as readonly string[]).includes(quick ?? '') ? (quick as QuickFilter) : null,
    due: isDueFilter(due) ? due : null,
    access: isAccessFilter(access) ? access : null,
    sort: readSort(params.get('sort')),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize !== null && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

const sortParam = (sort: QueueSort) => `${sort.field}:${sort.desc ? 'desc' : 'asc'}`;

/**
 * The URL after applying `patch`. Defaults are left out so the plain queue has a clean URL;
 * any change of filter, search or sort goes back to page 1 (the old page may not exist any more).
 */
export function writeQueueView(current: URLSearchParams, patch: Partial<QueueView>): URLSearchParams {
  const filtersChanged = Object.keys(patch).some((key) => key !== 'page');
  const view: QueueView = {
    ...readQueueView(current),
    ...patch,
    ...(filtersChanged && !patch.page ? { page: 1 } : {}),
  };
  const next = new URLSearchParams();
  if (view.q) next.set('q', view.q);
  if (view.requestStatus.length) next.set('requestStatus', view.requestStatus.join(','));
  if (view.approvalStatus.length) next.set('approvalStatus', view.approvalStatus.join(','));
  if (view.format) next.set('format', view.format);
  if (view.quick) next.set('quick', view.quick);
  if (view.due) next.set('due', view.due);
  if (view.access) next.set('access', view.access);
  if (sortParam(view.sort) !== sortParam(DEFAULT_SORT)) next.set('sort', sortParam(view.sort));
  if (view.page > 1) next.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(view.pageSize));
  return next;
}

/**
 * The queue endpoint's query for a view. "Needs my action" narrows the statuses to the states
 * where the signed-in role can move a request on (shared transition tables), intersected with
 * any status filter the user also chose.
 */
export function toQueueQuery(view: QueueView, role: string | null | undefined): QueueQuery {
  let requestStatus: readonly RequestStatus[] = view.requestStatus;
  let approvalStatus: readonly ApprovalStatus[] = view.approvalStatus;
  if (view.quick === 'needsAction') {
    const states = needsActionStates(role);
    const narrow = <T extends string>(chosen: readonly T[], allowed: readonly T[]) =>
      chosen.length ? chosen.filter((value) => allowed.includes(value)) : allowed;
    requestStatus = narrow(requestStatus, states.requestStatus);
    approvalStatus = narrow(approvalStatus, states.approvalStatus);
  }
  // An empty intersection must match nothing, not everything: ask for an impossible pair.
  const none = view.quick === 'needsAction' && (requestStatus.length === 0 || approvalStatus.length === 0);
  return {
    q: view.q || undefined,
    requestStatus: none ? 'published' : requestStatus.join(',') || undefined,
    approvalStatus: none ? 'denied' : approvalStatus.join(',') || undefined,
    format: view.format ?? undefined,
    assignee: view.quick === 'mine' ? 'me' : view.quick === 'unassigned' ? 'none' : undefined,
    overdue: view.due === 'overdue' ? 'true' : undefined,
    dueThisWeek: view.due === 'thisWeek' ? 'true' : undefined,
    access: view.access ?? undefined,
    sort: sortParam(view.sort) as QueueQuery['sort'],
    page: view.page,
    pageSize: view.pageSize,
  };
}
