import type { RequestStatus } from './statuses';

/**
 * The staff's turnaround reports (docs/workflow.md, "Turnaround reports"): the figures the CMS
 * answers at GET /api/request-management/reports and the staff page charts. The definitions
 * (what counts where, the percentile method) are the CMS's; these are the wire shapes and the
 * limits both sides know.
 */

/** The tables of a report, each also downloadable as CSV (`&format=csv&table=…`). */
export const REPORT_TABLES = ['monthly', 'turnaround', 'backlogStatus', 'backlogAssignee', 'overdue'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** A report covers whole dates, at most this many calendar months (touched, first and last included). */
export const REPORT_MAX_MONTHS = 60;
/** Without `from`: the last this many calendar months, the current one included. */
export const REPORT_DEFAULT_MONTHS = 12;

/** One calendar month of the range (`YYYY-MM`, in the committee's time zone). */
export interface ReportMonth {
  month: string;
  /** Requests submitted (their `submit` event) in the month. */
  received: number;
  /** Requests approved (their `approve` event) in the month. */
  approved: number;
  /** Requests denied (their `deny` event) in the month. */
  denied: number;
}

export const TURNAROUND_MEASURES = ['decision', 'contractSigned'] as const;
export type TurnaroundMeasure = (typeof TURNAROUND_MEASURES)[number];

/** Working days from submission to the measure's event, over the requests that reached it in the range. */
export interface ReportTurnaround {
  measure: TurnaroundMeasure;
  /** How many requests reached it in the range (and have a submit event). */
  count: number;
  /** Nearest-rank percentiles, in working days; null without any request. */
  median: number | null;
  p90: number | null;
}

export interface ReportStatusCount {
  requestStatus: RequestStatus;
  count: number;
}

export interface ReportAssigneeCount {
  /** Null: nobody is assigned. */
  assignee: { documentId: string; firstName: string; lastName: string } | null;
  count: number;
}

export interface TurnaroundReport {
  /** The dates covered (inclusive) and the time zone their days and months are read in. */
  range: { from: string; to: string; timeZone: string };
  /** When the figures were read; backlog and overdue are as of this instant. */
  generatedAt: string;
  monthly: ReportMonth[];
  turnaround: ReportTurnaround[];
  /** Open requests (not complete or published) per status, now. */
  backlogStatus: ReportStatusCount[];
  /** Open requests per assignee, now. */
  backlogAssignee: ReportAssigneeCount[];
  /** Requests past their status's due date, per status, now. */
  overdue: ReportStatusCount[];
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value with at least
 * `p` % of the values at or below it, i.e. the value at rank ⌈p/100 × n⌉. Always one of the
 * values (a whole number of working days); null for no values. The median is p = 50 (of an even
 * count, the lower of the two middle values).
 */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p * sorted.length) / 100));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}
