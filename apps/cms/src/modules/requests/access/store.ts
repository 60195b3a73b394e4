import type { Core } from '@strapi/strapi';
import {
  ACCESS_EDGE_EFFECTS,
  accessPhaseAt,
  initialAccessEnd,
  type AccessPhase,
  type AccessState,
  type CloseoutState,
  type ExtensionState,
  type RequestFormat,
  type WorkflowAction,
} from '@portal/shared';
import { ensureIndexes } from '../../../platform/database/indexes';
import { loadWorkflowSettings, type WorkflowSettings } from '../../settings';
import { loadRequest } from '../workflow/load';
import type { LoadedRequest } from '../workflow/types';

/**
 * The access period of an approved request and its entitlements (docs/workflow.md, "Access
 * periods"): one `access-period` row per request, and one `entitlement` row per dataset of it,
 * rewritten with the period so that "who may use what, until when" is one indexed read.
 */
export const ACCESS_PERIOD_UID = 'api::access-period.access-period';
export const ENTITLEMENT_UID = 'api::entitlement.entitlement';

interface ExtensionAsked {
  endsAt: string;
  reason: string;
  requestedAt: string;
}

export interface AccessPeriodRow {
  id: number;
  documentId: string;
  requestDocumentId: string;
  format: RequestFormat;
  userId: number;
  state: AccessState;
  startsAt: string | null;
  endsAt: string | null;
  endedAt: string | null;
  extensionState: ExtensionState;
  extension: ExtensionAsked | null;
  closeoutState: CloseoutState;
  closeout: Record<string, unknown> | null;
  /** Reminder offsets (days) already sent for the current end. */
  remindersSent: number[] | null;
  datasets: Array<{ documentId: string; title: string | null; slug: string | null }> | null;
}

export async function ensureAccessIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    {
      name: 'portal_access_periods_request_ux',
      uid: ACCESS_PERIOD_UID,
      attributes: ['requestDocumentId', 'format'],
      unique: true,
    },
    // The clock's two reads: periods running out (reminders, the end) by state and end.
    { name: 'portal_access_periods_clock_ix', uid: ACCESS_PERIOD_UID, attributes: ['state', 'endsAt'] },
    { name: 'portal_entitlements_user_ix', uid: ENTITLEMENT_UID, attributes: ['userId', 'endsAt'] },
    { name: 'portal_entitlements_dataset_ix', uid: ENTITLEMENT_UID, attributes: ['datasetDocumentId', 'endsAt'] },
    { name: 'portal_entitlements_period_ix', uid: ENTITLEMENT_UID, attributes: ['accessPeriodId'] },
  ]);
}

export async function loadAccessPeriod(
  strapi: Core.Strapi,
  format: RequestFormat,
  requestDocumentId: string,
): Promise<AccessPeriodRow | null> {
  return (await strapi.db.query(ACCESS_PERIOD_UID).findOne({
    where: { requestDocumentId, format },
  })) as AccessPeriodRow | null;
}

const asDate = (value: string | null) => (value ? new Date(value) : null);

/** The period's phase at `now`, as the access graph reads it. */
export function phaseOf(period: AccessPeriodRow | null, now: Date, settings: WorkflowSettings): AccessPhase | null {
  if (!period) return null;
  return accessPhaseAt(
    {
      state: period.state,
      extension: period.extensionState,
      closeout: period.closeoutState,
      endsAt: asDate(period.endsAt),
    },
    now,
    settings,
  );
}

/** The request with its access phase read (for the views and the access commands). */
export async function withAccess(
  strapi: Core.Strapi,
  request: LoadedRequest,
  now: Date = new Date(),
): Promise<{ request: LoadedRequest; period: AccessPeriodRow | null; settings: WorkflowSettings }> {
  const [period, settings] = await Promise.all([
    loadAccessPeriod(strapi, request.format, request.documentId),
    loadWorkflowSettings(strapi),
  ]);
  return { request: { ...request, access: phaseOf(period, now, settings) }, period, settings };
}

/** Rewrites the period's entitlements: one per dataset, with the period's dates and state. */
async function syncEntitlements(strapi: Core.Strapi, period: AccessPeriodRow): Promise<void> {
  const query = strapi.db.query(ENTITLEMENT_UID);
  await query.deleteMany({ where: { accessPeriodId: period.id } });
  const datasets = period.datasets ?? [];
  if (datasets.length === 0) return;
  await query.createMany({
    data: datasets.map((dataset) => ({
      accessPeriodId: period.id,
      userId: period.userId,
      datasetDocumentId: dataset.documentId,
      requestDocumentId: period.requestDocumentId,
      format: period.format,
      state: period.state,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
    })),
  });
}

/** Writes changes to a period (inside the caller's transaction) and keeps its entitlements in step. */
export async function updateAccessPeriod(
  strapi: Core.Strapi,
  period: AccessPeriodRow,
  changes: Partial<Omit<AccessPeriodRow, 'id' | 'documentId'>>,
): Promise<AccessPeriodRow> {
  const updated = (await strapi.db.query(ACCESS_PERIOD_UID).update({
    where: { id: period.id },
    data: changes,
  })) as AccessPeriodRow;
  const moved = ['state', 'startsAt', 'endsAt'].some((field) => field in changes);
  if (moved) await syncEntitlements(strapi, updated);
  return updated;
}

const iso = (date: Date) => date.toISOString();

/**
 * What an edge of the request graph does to access: the approval opens the period (running at
 * once, or waiting for the signature, as the settings say) and the signature starts a waiting
 * one. Runs in the command's transaction; returns what the event records, or null.
 */
export async function accessOnEdge(
  strapi: Core.Strapi,
  request: LoadedRequest,
  action: WorkflowAction | null,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const effect = action ? ACCESS_EDGE_EFFECTS[action] : undefined;
  if (!effect) return null;
  const settings = await loadWorkflowSettings(strapi);
  const existing = await loadAccessPeriod(strapi, request.format, request.documentId);
  const projectEnd = request.format === 'v2' ? ((request.raw.projectEndDate as string | null) ?? null) : null;
  const running = () => ({
    state: 'active' as const,
    startsAt: iso(now),
    endsAt: iso(initialAccessEnd(now, projectEnd, settings, settings.timeZone)),
    remindersSent: [],
  });
  if (effect === 'open') {
    if (existing) return null;
    const startsNow = settings.accessStartsAt === 'approval';
    const created = (await strapi.db.query(ACCESS_PERIOD_UID).create({
      data: {
        requestDocumentId: request.documentId,
        format: request.format,
        userId: request.requester?.id,
        extensionState: 'none',
        closeoutState: 'none',
        datasets: request.datasets.map((dataset) => ({
          documentId: dataset.documentId,
          title: dataset.title ?? null,
          slug: dataset.slug ?? null,
        })),
        ...(startsNow ? running() : { state: 'pending', startsAt: null, endsAt: null }),
      },
    })) as AccessPeriodRow;
    await syncEntitlements(strapi, created);
    return { access: { state: created.state, startsAt: created.startsAt, endsAt: created.endsAt } };
  }
  if (!existing || existing.state !== 'pending') return null;
  const started = await updateAccessPeriod(strapi, existing, running());
  return { access: { state: started.state, startsAt: started.startsAt, endsAt: started.endsAt } };
}

/**
 * Demo data: the access a request's seeded history opened, each edge at its own time (the seed
 * writes histories without the pipeline). A period whose end has passed reads as ended; the
 * clock's next run records its end.
 */
export async function replayAccessEdges(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentId: string,
  events: ReadonlyArray<{ action: string; at: Date }>,
): Promise<void> {
  for (const event of events) {
    if (!Object.hasOwn(ACCESS_EDGE_EFFECTS, event.action)) continue;
    const request = await loadRequest(strapi, format, documentId);
    if (request) await accessOnEdge(strapi, request, event.action as WorkflowAction, event.at);
  }
}
