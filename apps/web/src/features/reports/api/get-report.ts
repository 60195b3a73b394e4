import type { ReportTable, TurnaroundReport } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, buildUrl, invalidResponse } from '@/lib/api-client';

/** The dates asked for (`YYYY-MM-DD`); none: the server's default (the last twelve months). */
export type ReportRange = { from?: string; to?: string };

async function getReport(range: ReportRange, signal?: AbortSignal): Promise<TurnaroundReport> {
  const { data } = await apiClient.get<TurnaroundReport>(apiPaths.reports, { query: { ...range }, signal });
  if (!isRecord(data) || !Array.isArray(data.monthly)) throw invalidResponse();
  return data;
}

export const reportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['staff-reports', range.from ?? null, range.to ?? null] as const,
    queryFn: ({ signal }) => getReport(range, signal),
    // A new period keeps the current figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

/** One table of the report as CSV, headers in the site's language (`locale`). */
export function reportCsvUrl(range: TurnaroundReport['range'], table: ReportTable, locale: string): string {
  return buildUrl(apiPaths.reports, { from: range.from, to: range.to, format: 'csv', table, locale });
}

/** The name the browser saves a table under (the server's own Content-Disposition name). */
export const reportCsvFileName = (range: TurnaroundReport['range'], table: ReportTable) =>
  `turnaround-report-${table}-${range.from}-to-${range.to}.csv`;
