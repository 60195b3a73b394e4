import type { Core } from '@strapi/strapi';
import {
  REQUEST_STATUS_WORKFLOW_ORDER,
  workingDayCounter,
  type ClockSettings,
  type ReportAssigneeCount,
  type ReportStatusCount,
  type ReportTurnaround,
  type TurnaroundReport,
} from '@portal/shared';
import type { ReportParams } from './params';
import { rangeCounts } from './months';
import { assigneeNames, backlog, overdue, type DaysHistogram, type MilestonePair } from './queries';

/**
 * The nearest-rank median and 90th percentile of the working days each request took (a
 * histogram: days → requests), as @portal/shared's nearestRank gives them over the sorted days
 * (docs/workflow.md, "Turnaround reports").
 */
function turnaroundOfDays(measure: ReportTurnaround['measure'], histogram: DaysHistogram): ReportTurnaround {
  const days = [...histogram].filter(([, requests]) => requests > 0).sort(([a], [b]) => a - b);
  const total = days.reduce((sum, [, requests]) => sum + requests, 0);
  const rank = (p: number) => {
    if (total === 0) return null;
    const wanted = Math.min(Math.max(1, Math.ceil((p * total) / 100)), total);
    let seen = 0;
    for (const [value, requests] of days) {
      seen += requests;
      if (seen >= wanted) return value;
    }
    return null;
  };
  return { measure, count: total, median: rank(50), p90: rank(90) };
}

/** The working days of each pair in the committee's calendar (settings), then as turnaroundOfDays. */
export function turnaroundOf(
  measure: ReportTurnaround['measure'],
  pairs: readonly MilestonePair[],
  settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>,
): ReportTurnaround {
  const counter = workingDayCounter(settings);
  const histogram: DaysHistogram = new Map();
  for (const pair of pairs) {
    const days = counter(pair.submittedMs, pair.reachedMs);
    histogram.set(days, (histogram.get(days) ?? 0) + 1);
  }
  return turnaroundOfDays(measure, histogram);
}

const statusOrder = (status: string) => REQUEST_STATUS_WORKFLOW_ORDER.indexOf(status as never);

/** What depends on the range: counts per month and turnaround (range reads of the milestones, then arithmetic). */
export type RangeFigures = Pick<TurnaroundReport, 'monthly' | 'turnaround'>;
/** What is read as of now, whatever the range: backlog and overdue (and when they were read). */
export type CurrentFigures = Pick<TurnaroundReport, 'generatedAt' | 'backlogStatus' | 'backlogAssignee' | 'overdue'>;

/** `history`: the milestones' history version, read before (months.ts); `now`: when the report is read. */
export async function rangeFigures(
  strapi: Core.Strapi,
  params: ReportParams,
  settings: Pick<ClockSettings, 'workingWeek' | 'holidays' | 'timeZone'>,
  history: string | null,
  now: number,
): Promise<RangeFigures> {
  const counts = await rangeCounts(strapi, params.months, settings, history, now);
  return {
    monthly: params.months.map((month, index) => {
      const figures = counts.monthly[index];
      return {
        month: month.month,
        received: figures?.submit ?? 0,
        approved: figures?.approve ?? 0,
        denied: figures?.deny ?? 0,
      };
    }),
    turnaround: [
      turnaroundOfDays('decision', counts.decision),
      turnaroundOfDays('contractSigned', counts.contractSigned),
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
