import {
  daysUntil,
  isCloseoutOverdue,
  isEndingSoon,
  lastAccessDate,
  type AccessView,
  type CloseoutReport,
} from '@portal/shared';
import type { WorkflowSettings } from '../../settings';
import { phaseOf, type AccessPeriodRow } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the final report is due: the configured days after the end. */
function closeoutDueAt(endsAt: string | null, settings: WorkflowSettings): Date | null {
  return endsAt ? new Date(new Date(endsAt).getTime() + settings.closeoutDueDays * DAY_MS) : null;
}

/** The stored report without who attested it (the event log keeps that). */
function reportView(stored: unknown): CloseoutReport | null {
  if (!stored || typeof stored !== 'object') return null;
  const report = stored as CloseoutReport;
  return {
    publications: report.publications ?? [],
    outputs: report.outputs ?? null,
    dataDisposition: report.dataDisposition,
    retentionReason: report.retentionReason ?? null,
    filedAt: report.filedAt,
  };
}

/** The period as request reads carry it, at `now` (the end passing shows at once, before the clock's event). */
export function toAccessView(period: AccessPeriodRow | null, now: Date, settings: WorkflowSettings): AccessView | null {
  const phase = phaseOf(period, now, settings);
  if (!period || !phase) return null;
  const endsAt = period.endsAt ? new Date(period.endsAt) : null;
  const ended = phase.state === 'ended' || phase.state === 'closedOut';
  const due = ended ? closeoutDueAt(period.endsAt, settings) : null;
  const closeout = period.closeout ?? {};
  return {
    state: phase.state,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    lastDay: endsAt ? lastAccessDate(endsAt, settings.timeZone) : null,
    daysLeft: endsAt ? daysUntil(endsAt, now) : null,
    endingSoon: phase.state === 'active' && isEndingSoon(endsAt, now, settings),
    extension: {
      state: period.extensionState,
      endsAt: period.extension?.endsAt ?? null,
      reason: period.extension?.reason ?? null,
      requestedAt: period.extension?.requestedAt ?? null,
    },
    closeout: {
      state: period.closeoutState,
      dueAt: due?.toISOString() ?? null,
      overdue: isCloseoutOverdue(phase, endsAt, now, settings),
      report: reportView(closeout.report),
      review: (closeout.review as AccessView['closeout']['review'] | undefined) ?? null,
    },
  };
}
