import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { EVENT_UID } from '../../requests';
import { foldRequests } from './fold';
import { isMilestoneAction } from './table';

interface LifecycleEvent {
  params: { data?: Record<string, unknown> };
  result?: { id?: number; ids?: number[]; requestDocumentId?: unknown; format?: unknown; action?: unknown } | null;
}

type EventRow = { requestDocumentId?: unknown; format?: unknown; action?: unknown };

/** The requests whose milestones these events may move (an event of another kind moves none). */
function requestsOf(events: EventRow[]): Array<{ format: RequestFormat; documentId: string }> {
  return events.flatMap((event) =>
    isMilestoneAction(event.action) &&
    typeof event.requestDocumentId === 'string' &&
    (event.format === 'v1' || event.format === 'v2')
      ? [{ format: event.format, documentId: event.requestDocumentId }]
      : [],
  );
}

/**
 * Keeps the projection in step with the event log, whoever writes an event — the command
 * pipeline (every command's one event goes through appendEvent), the clock and reminders, the
 * seed, an import or a test through the Document Service: each new event's request is folded
 * again inside the event's transaction (Strapi's query-engine lifecycles run inside the write's
 * transaction, and a nested strapi.db.transaction joins it), so a rolled-back command leaves no
 * milestone behind. Only raw SQL bypasses it; the boot backfill folds what it wrote.
 */
export function subscribeMilestones(strapi: Core.Strapi): void {
  const fold = async (events: EventRow[]) => {
    const requests = requestsOf(events);
    if (requests.length === 0) return;
    await strapi.db.transaction(({ trx }) => foldRequests(strapi, trx, requests));
  };
  const eventsWithIds = async (ids: number[]) =>
    ids.length === 0
      ? []
      : ((await strapi.db.query(EVENT_UID).findMany({
          where: { id: { $in: ids } },
          select: ['requestDocumentId', 'format', 'action'],
        })) as EventRow[]);
  strapi.db.lifecycles.subscribe({
    models: [EVENT_UID],
    afterCreate: (event: LifecycleEvent) => fold([{ ...(event.params.data ?? {}), ...(event.result ?? {}) }]),
    afterCreateMany: async (event: LifecycleEvent) => fold(await eventsWithIds(event.result?.ids ?? [])),
  });
}
