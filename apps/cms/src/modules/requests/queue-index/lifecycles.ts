import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { EVENT_UID, INTERNAL_COMPONENT_UID, REQUEST_UIDS, USER_UID } from '../workflow/constants';
import {
  ownersOfInternal,
  syncQueueEntries,
  syncQueueEntriesOfDocuments,
  syncQueueEntriesOfRoles,
  syncQueueEntriesOfUsers,
} from './sync';

interface LifecycleEvent {
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id?: number; ids?: number[] } | null;
  state: Record<string, unknown>;
}

/** The row ids a `before…Many` hook remembered for its `after…Many`. */
const rememberedIds = (event: LifecycleEvent): number[] =>
  Array.isArray(event.state.ids) ? event.state.ids.filter((id): id is number => typeof id === 'number') : [];

const FORMAT_OF: Record<string, RequestFormat> = { [REQUEST_UIDS.v1]: 'v1', [REQUEST_UIDS.v2]: 'v2' };

/** What the queue searches or shows of a user: a change to anything else leaves the entries as they are. */
const SHOWN_USER_FIELDS = ['firstName', 'lastName', 'email', 'organization', 'organizationType', 'role'];

/** What a queue item shows of an assignee's role. */
const SHOWN_ROLE_FIELDS = ['name', 'type'];

const ROLE_UID = 'plugin::users-permissions.role';

async function idsWhere(
  strapi: Core.Strapi,
  uid: string,
  where: Record<string, unknown> | undefined,
): Promise<number[]> {
  if (!where || Object.keys(where).length === 0) return [];
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['id'] })) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

/**
 * Keeps the queue index in step with every write, whoever makes it — the workflow service, the
 * applicant services, the seed, the admin panel, a script on the query engine: each write to a
 * request, to its workflow state component, to a searched or shown user field or role, or a new
 * event (the status time) rewrites the entries concerned in the same transaction (Strapi's query-engine lifecycles run inside the write's
 * transaction). Only raw SQL bypasses it; the boot backfill adds what is missing.
 */
export function subscribeQueueIndex(strapi: Core.Strapi): void {
  const syncRequest = (event: LifecycleEvent, ids: Array<number | undefined>) =>
    syncQueueEntries(
      strapi,
      FORMAT_OF[event.model.uid] as RequestFormat,
      ids.filter((id): id is number => typeof id === 'number'),
    );
  const remember = async (event: LifecycleEvent) => {
    event.state.ids = await idsWhere(strapi, event.model.uid, event.params.where);
  };

  strapi.db.lifecycles.subscribe({
    models: [REQUEST_UIDS.v1, REQUEST_UIDS.v2],
    afterCreate: (event: LifecycleEvent) => syncRequest(event, [event.result?.id]),
    afterCreateMany: (event: LifecycleEvent) => syncRequest(event, event.result?.ids ?? []),
    afterUpdate: (event: LifecycleEvent) => syncRequest(event, [event.result?.id]),
    beforeUpdateMany: remember,
    afterUpdateMany: (event: LifecycleEvent) => syncRequest(event, rememberedIds(event)),
    afterDelete: (event: LifecycleEvent) => syncRequest(event, [event.result?.id]),
    beforeDeleteMany: remember,
    afterDeleteMany: (event: LifecycleEvent) => syncRequest(event, rememberedIds(event)),
  });

  const syncOwners = async (ids: Array<number | undefined>) => {
    const componentIds = ids.filter((id): id is number => typeof id === 'number');
    for (const owner of await ownersOfInternal(strapi, componentIds))
      await syncQueueEntries(strapi, owner.format, owner.ids);
  };
  strapi.db.lifecycles.subscribe({
    models: [INTERNAL_COMPONENT_UID],
    afterUpdate: (event: LifecycleEvent) => syncOwners([event.result?.id]),
    beforeUpdateMany: remember,
    afterUpdateMany: (event: LifecycleEvent) => syncOwners(rememberedIds(event)),
  });

  /** Resync after an update that touches one of `fields` (an updateMany's ids are read before it). */
  const onUpdateOf = (fields: string[], sync: (ids: number[]) => Promise<void>) => {
    const touches = (event: LifecycleEvent) => fields.some((field) => event.params.data && field in event.params.data);
    return {
      afterUpdate: async (event: LifecycleEvent) => {
        if (touches(event) && event.result?.id) await sync([event.result.id]);
      },
      beforeUpdateMany: async (event: LifecycleEvent) => {
        if (touches(event)) await remember(event);
      },
      afterUpdateMany: (event: LifecycleEvent) => sync(rememberedIds(event)),
    };
  };

  const syncUsers = (ids: number[]) => syncQueueEntriesOfUsers(strapi, ids);
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    ...onUpdateOf(SHOWN_USER_FIELDS, syncUsers),
    // The relations to a deleted user are gone: its requests lose their requester or assignee.
    afterDelete: (event: LifecycleEvent) => (event.result?.id ? syncUsers([event.result.id]) : undefined),
    beforeDeleteMany: remember,
    afterDeleteMany: (event: LifecycleEvent) => syncUsers(rememberedIds(event)),
  });

  strapi.db.lifecycles.subscribe({
    models: [ROLE_UID],
    ...onUpdateOf(SHOWN_ROLE_FIELDS, (ids) => syncQueueEntriesOfRoles(strapi, ids)),
  });

  // Events are append-only: a new one may move the request's status time.
  const eventsOf = async (ids: number[]) =>
    (await strapi.db.query(EVENT_UID).findMany({
      where: { id: { $in: ids } },
      select: ['requestDocumentId', 'format'],
    })) as Array<{ requestDocumentId: string; format: RequestFormat }>;
  const syncEvents = (events: Array<{ requestDocumentId?: unknown; format?: unknown }>) =>
    syncQueueEntriesOfDocuments(
      strapi,
      events.flatMap((event) =>
        typeof event.requestDocumentId === 'string' && (event.format === 'v1' || event.format === 'v2')
          ? [{ format: event.format, documentId: event.requestDocumentId }]
          : [],
      ),
    );
  strapi.db.lifecycles.subscribe({
    models: [EVENT_UID],
    // The data written, with what the result read back (a create may select only a few columns).
    afterCreate: (event: LifecycleEvent) =>
      syncEvents([{ ...(event.params.data ?? {}), ...(event.result ?? {}) } as Record<string, unknown>]),
    afterCreateMany: async (event: LifecycleEvent) => syncEvents(await eventsOf(event.result?.ids ?? [])),
  });
}
