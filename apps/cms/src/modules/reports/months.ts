import type { Core } from '@strapi/strapi';
import type { Calendar } from './calendar';
import { HISTORY_MARGIN_MS } from './milestones/history';
import type { ReportBucket } from './params';
import { emptyMonth, monthFigures, type DaysHistogram, type MonthFigures } from './queries';

/**
 * The figures of past months, kept (docs/workflow.md, "Turnaround reports"): events are appended
 * at their own time, so once a month has ended its figures change only when history is rewritten
 * — and then the history version moves (milestones/history.ts). A month that ended more than
 * HISTORY_MARGIN_MS ago is kept under (version, calendar, its bounds); a range reads its kept
 * months and computes only the others, each run of consecutive ones in one statement. A long
 * range thus costs its current and its partial months, not sixty months of milestones.
 */
const MAX_MONTHS = 5000;

/** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
const kept = new Map<string, MonthFigures>();

/** Drops every kept month (an instance stopping: the next one in this process has its own database). */
export function forgetMonthFigures(): void {
  kept.clear();
}

function keep(key: string, figures: MonthFigures): void {
  kept.delete(key);
  kept.set(key, figures);
  while (kept.size > MAX_MONTHS) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

/** The range's figures: each month's counts in order, and the turnaround of the whole range. */
interface RangeCounts {
  monthly: Array<Pick<MonthFigures, 'submit' | 'approve' | 'deny'>>;
  decision: DaysHistogram;
  contractSigned: DaysHistogram;
}

/** Sums months' figures: counts stay per month, the histograms add up. */
export function sumMonths(months: MonthFigures[]): RangeCounts {
  const decision: DaysHistogram = new Map();
  const contractSigned: DaysHistogram = new Map();
  const merge = (into: DaysHistogram, from: DaysHistogram) => {
    for (const [days, requests] of from) into.set(days, (into.get(days) ?? 0) + requests);
  };
  for (const month of months) {
    merge(decision, month.decision);
    merge(contractSigned, month.contractSigned);
  }
  return {
    monthly: months.map(({ submit, approve, deny }) => ({ submit, approve, deny })),
    decision,
    contractSigned,
  };
}

/** The runs of consecutive positions in `positions` (ascending), as [first, last] pairs. */
export function runsOf(positions: number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const position of positions) {
    const run = runs[runs.length - 1];
    if (run && run[1] === position - 1) run[1] = position;
    else runs.push([position, position]);
  }
  return runs;
}

/**
 * The figures of the range's months, past ones from those kept under `version` (null: none are
 * kept, as on SQLite). `version` must be read before this is called, so that what is kept is
 * never older than the version it is kept under.
 */
export async function rangeCounts(
  strapi: Core.Strapi,
  months: ReportBucket[],
  calendar: Calendar,
  version: string | null,
  now: number,
): Promise<RangeCounts> {
  const calendarKey = JSON.stringify([calendar.timeZone, calendar.workingWeek, calendar.holidays]);
  const keyOf = (month: ReportBucket) =>
    version !== null && month.endMs <= now - HISTORY_MARGIN_MS
      ? `${version}|${calendarKey}|${month.startMs}|${month.endMs}`
      : null;
  const figures: Array<MonthFigures | undefined> = months.map((month) => {
    const key = keyOf(month);
    const hit = key === null ? undefined : kept.get(key);
    if (key !== null && hit) keep(key, hit);
    return hit;
  });
  const missing = figures.flatMap((hit, position) => (hit ? [] : [position]));
  await Promise.all(
    runsOf(missing).map(async ([first, last]) => {
      const run = months.slice(first, last + 1);
      const computed = await monthFigures(strapi, run, calendar);
      computed.forEach((month, offset) => {
        const bucket = run[offset] as ReportBucket;
        figures[first + offset] = month;
        const key = keyOf(bucket);
        if (key !== null) keep(key, month);
      });
    }),
  );
  return sumMonths(figures.map((month) => month ?? emptyMonth()));
}
