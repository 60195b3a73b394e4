/**
 * The reports module (docs/workflow.md, "Turnaround reports"; docs/api/reports.md): requests
 * received and decided per month, turnaround in working days, backlog and overdue, from the
 * milestones projection of the event log (milestones/) and the queue index, as JSON or one table
 * as CSV. Its public entry: the rest of the CMS imports the module from here only.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type TurnaroundReport } from '@portal/shared';
import { localeExists } from '../content';
import { queueGeneration } from '../requests';
import { loadWorkflowSettings } from '../settings';
import { cached } from './cache';
import { historyVersion } from './milestones/history';
import { reportCsv, reportCsvFileName } from './csv';
import { parseReportQuery } from './params';
import { currentFigures, rangeFigures } from './report';

export { forgetReportFigures } from './forget';

export { ensureReportIndexes } from './indexes';

export { setupMilestones as setupReportMilestones } from './milestones/setup';

export type ReportAnswer = { kind: 'json'; report: TurnaroundReport } | { kind: 'csv'; csv: string; fileName: string };

/**
 * GET /api/request-management/reports: the query checked (400), the figures read, and the answer
 * in the format asked for. The caller has checked the session and the role.
 */
export async function answerReport(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<ReportAnswer> {
  const settings = await loadWorkflowSettings(strapi);
  const params = parseReportQuery(query, settings.timeZone, now);
  // Both versions before any figure: what is kept is never older than what it is kept under.
  const [generation, history] = await Promise.all([queueGeneration(strapi), historyVersion(strapi)]);
  const key = (...parts: unknown[]) => (generation === null ? null : JSON.stringify([generation, ...parts]));
  const calendar = [settings.timeZone, settings.workingWeek, settings.holidays];
  // Backlog and overdue do not depend on the range: one computation serves every range.
  const [range, current] = await Promise.all([
    cached(
      key('range', history, params.from, params.to, ...calendar),
      () => rangeFigures(strapi, params, settings, history, now.getTime()),
      now.getTime(),
    ),
    cached(key('now'), () => currentFigures(strapi, now), now.getTime()),
  ]);
  const report: TurnaroundReport = {
    range: { from: params.from, to: params.to, timeZone: params.timeZone },
    ...current,
    ...range,
  };
  if (params.format === 'json' || !params.table) return { kind: 'json', report };
  const locale =
    typeof query.locale === 'string' && (await localeExists(strapi, query.locale)) ? query.locale : DEFAULT_LOCALE;
  return {
    kind: 'csv',
    csv: reportCsv(report, params.table, locale),
    fileName: reportCsvFileName(report, params.table),
  };
}
