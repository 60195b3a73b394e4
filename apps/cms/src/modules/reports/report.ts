import type { Core } from '@strapi/strapi';
import {
  REQUEST_STATUS_WORKFLOW_ORDER,
  nearestRank,
  workingDayCounter,
  type ClockSettings,
  type ReportAssigneeCount,
  type ReportStatusCount,
  type ReportTurnaround,
  type TurnaroundReport,
} from '@portal/shared';
import type { ReportParams } from './params';
import { assigneeNames, backlog, milestones, monthlyCounts, overdue, type MilestonePair } from './queries';

/**
 * The working days of each pair in the committee's calendar (settings), then their nearest-rank
 * median and 90th percentile (docs/workflow.md, "Turnaround reports").
 */
export function turnaroundOf(
  measure: ReportTurnaround['measure'],
  pairs: readonly MilestonePair[],
  settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>,
): ReportTurnaround {
  const counter = workingDayCounter(settings);
  // A typed array sorts numbers natively (tens of thousands of pairs at scale).
  const days = Array.from(Float64Array.from(pairs, (pair) => counter(pair.submittedMs, pair.reachedMs)).sort());
  return { measure, count: days.length, median: nearestRank(days, 50), p90: nearestRank(days, 90) };
}

const statusOrder = (status: string) => REQUEST_STATUS_WORKFLOW_ORDER.indexOf(status as never);

/** What depends on the range: counts per month and turnaround (two queries, then arithmetic). */
export type RangeFigures = Pick<TurnaroundReport, 'monthly' | 'turnaround'>;
/** What is read as of now, whatever the range: backlog and overdue (and when they were read). */
export type CurrentFigures = Pick<TurnaroundReport, 'generatedAt' | 'backlogStatus' | 'backlogAssignee' | 'overdue'>;

export async function rangeFigures(
  strapi: Core.Strapi,
  params: ReportParams,
  settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>,
): Promise<RangeFigures> {
  const [monthly, reached] = await Promise.all([
    monthlyCounts(strapi, params.months),
    milestones(strapi, params.startMs, params.endMs),
  ]);
  return {
    monthly: params.months.map((month, index) => {
      const counts = monthly.get(index);
      return {
        month: month.month,
        received: counts?.submit ?? 0,
        approved: counts?.approve ?? 0,
        denied: counts?.deny ?? 0,
      };
    }),
    turnaround: [
      turnaroundOf('decision', reached.decision, settings),
      turnaroundOf('contractSigned', reached.contractSigned, settings),
    ],
  };
}

const statusCounts = (counts: Map<string, number>): ReportStatusCount[] =>
  [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => statusOrder(a) - statusOrder(b))
    .map(([requestStatus, count]) => ({ requestStatus: requestStatus as ReportStatusCount['requestStatus'], count }));

export async function currentFigures(strapi: Core.Strapi, now: Date): Promise<CurrentFigures> {
  const [open, late] = await Promise.all([backlog(strapi), overdue(strapi, now.getTime())]);
  const byStatus = new Map<string, number>();
  const byAssignee = new Map<number | null, number>();
  for (const row of open) {
    byStatus.set(row.requestStatus, (byStatus.get(row.requestStatus) ?? 0) + row.count);
    byAssignee.set(row.assigneeId, (byAssignee.get(row.assigneeId) ?? 0) + row.count);
  }
  const names = await assigneeNames(
    strapi,
    [...byAssignee.keys()].filter((id): id is number => id !== null),
  );
  // Keyed by the user: an id whose user is gone (no name) counts as unassigned.
  const perAssignee = new Map<string, ReportAssigneeCount>();
  for (const [id, count] of byAssignee) {
    const assignee = id === null ? null : (names.get(id) ?? null);
    const key = assignee?.documentId ?? '';
    const seen = perAssignee.get(key);
    if (seen) seen.count += count;
    else perAssignee.set(key, { assignee, count });
  }
  // Most loaded first; among equals the unassigned last, then by name, for a stable order.
  const backlogAssignee = [...perAssignee.values()].sort(
    (a, b) =>
      b.count - a.count ||
      Number(a.assignee === null) - Number(b.assignee === null) ||
      `${a.assignee?.lastName} ${a.assignee?.firstName}`.localeCompare(
        `${b.assignee?.lastName} ${b.assignee?.firstName}`,
      ),
  );
  return {
    generatedAt: now.toISOString(),
    backlogStatus: statusCounts(byStatus),
    backlogAssignee,
    overdue: statusCounts(late),
  };
}
