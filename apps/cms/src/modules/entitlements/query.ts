import { PAGE_SIZE_MAX, endOfLocalDate, isDocumentId, startOfLocalDate } from '@portal/shared';
import { errors } from '../../platform/http/strapi-errors';

/**
 * The query string of GET /api/entitlements (docs/api/entitlements.md): checked here, with a 400
 * and a clear message for anything it cannot use. Unknown parameters are ignored, as elsewhere.
 */
const ENTITLEMENTS_DEFAULT_PAGE_SIZE = 25;

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** `[from, to)`: entitlements running at some moment of it. */
export interface Window {
  from: Date;
  to: Date;
}

export interface EntitlementQuery {
  /** A user's documentId (staff; an applicant's own only). */
  user: string | null;
  /** A dataset's documentId or slug. */
  dataset: string | null;
  /** Absent: every entitlement, whatever its dates. */
  activeOn: Window | null;
  page: number;
  pageSize: number;
  format: 'json' | 'csv';
}

function single(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new errors.ValidationError(`${name} must be a single value`, { param: name });
  return value.trim() || null;
}

function positiveInt(value: unknown, name: string, fallback: number): number {
  const text = single(value, name);
  if (text === null) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new errors.ValidationError(`${name} must be a positive integer`);
  return Number(text);
}

/**
 * `now` is this instant; a date is that whole day of the committee's calendar (its time zone):
 * an entitlement counts when it runs at any moment of the day, so the last day of access and the
 * day it began (or was ended early) count.
 */
function activeOn(value: unknown, timeZone: string, now: Date): Window | null {
  const text = single(value, 'activeOn');
  if (text === null) return null;
  if (text === 'now') return { from: now, to: new Date(now.getTime() + 1) };
  const time = YMD.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  // 2026-02-30 parses as March 2nd: a real date reads back as itself.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    throw new errors.ValidationError('activeOn must be a date (YYYY-MM-DD) or now', { param: 'activeOn' });
  return { from: startOfLocalDate(text, timeZone), to: endOfLocalDate(text, timeZone) };
}

/**
 * `format=csv` or, without `format`, an `Accept` that prefers text/csv (`wantsCsv`) answers CSV;
 * `page` and `pageSize` are then ignored (the file holds every match).
 */
export function parseEntitlementQuery(
  query: Record<string, unknown>,
  input: { timeZone: string; now: Date; wantsCsv: boolean },
): EntitlementQuery {
  const format = single(query.format, 'format');
  if (format !== null && format !== 'json' && format !== 'csv')
    throw new errors.ValidationError('format must be json or csv');
  const user = single(query.user, 'user');
  if (user !== null && !isDocumentId(user))
    throw new errors.ValidationError("user must be a user's documentId", { param: 'user' });
  const dataset = single(query.dataset, 'dataset');
  if (dataset !== null && !/^[A-Za-z0-9-]{1,200}$/.test(dataset))
    throw new errors.ValidationError('dataset must be a dataset documentId or slug');
  const pagination = (query.pagination ?? {}) as Record<string, unknown>;
  const page = positiveInt(query.page ?? pagination.page, 'page', 1);
  const pageSize = positiveInt(query.pageSize ?? pagination.pageSize, 'pageSize', ENTITLEMENTS_DEFAULT_PAGE_SIZE);
  if (pageSize > PAGE_SIZE_MAX) throw new errors.ValidationError(`pageSize must be at most ${PAGE_SIZE_MAX}`);
  return {
    user,
    dataset,
    activeOn: activeOn(query.activeOn, input.timeZone, input.now),
    page,
    pageSize,
    format: format === 'csv' || (format === null && input.wantsCsv) ? 'csv' : 'json',
  };
}
