import type { Core } from '@strapi/strapi';
import { recordDocuments } from '../../../platform/database/documents';
import type { RequestFormat } from '@portal/shared';
import { REQUESTER_FIELDS, USER_FIELDS } from './constants';
import { readRequestEntities } from './read-requests';
import type { DatasetRef, LoadedRequest, UserRef } from './types';

/** The Document Service of a uid, rows as records (the populate trees here are built per format). */
export const documents = recordDocuments;

const USER_POPULATE = { fields: [...USER_FIELDS] };

/**
 * The populate tree of a request through the Document Service: what `loadRequest` reads by
 * hand-written SQL instead (read-requests.ts), kept as the reference its test compares against.
 */
export function requestPopulate(format: RequestFormat): Record<string, unknown> {
  const common = {
    requester: { fields: [...REQUESTER_FIELDS] },
    internal: { populate: { assignee: { ...USER_POPULATE, populate: { role: { fields: ['type', 'name'] } } } } },
  };
  if (format === 'v1') return { ...common, datasets: { fields: ['title', 'slug'] } };
  return {
    ...common,
    principalInvestigator: true,
    requestedDatasets: { populate: { dataset: { fields: ['title', 'slug'] } } },
  };
}

function distinctDatasets(list: Array<DatasetRef | null | undefined>): DatasetRef[] {
  const seen = new Map<string, DatasetRef>();
  for (const dataset of list) {
    if (dataset && !seen.has(dataset.documentId)) seen.set(dataset.documentId, dataset);
  }
  return [...seen.values()];
}

export function toLoadedRequest(format: RequestFormat, entity: Record<string, unknown>): LoadedRequest {
  const internal = (entity.internal ?? null) as LoadedRequest['internal'];
  const datasets =
    format === 'v1'
      ? distinctDatasets((entity.datasets as DatasetRef[] | undefined) ?? [])
      : distinctDatasets(
          ((entity.requestedDatasets as Array<{ dataset?: DatasetRef | null }> | undefined) ?? []).map(
            (item) => item.dataset,
          ),
        );
  return {
    format,
    id: entity.id as number,
    documentId: entity.documentId as string,
    projectTitle: (entity.projectTitle as string | null) ?? '',
    version: typeof entity.version === 'number' ? entity.version : Number(entity.version ?? 0),
    createdAt: String(entity.createdAt),
    updatedAt: String(entity.updatedAt),
    requester: (entity.requester ?? null) as UserRef | null,
    internal: internal ? { ...internal, assignee: internal.assignee ?? null } : null,
    datasets,
    raw: entity,
  };
}

/** A request of `format` by documentId, fully populated, or null. */
export async function loadRequest(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentId: string,
): Promise<LoadedRequest | null> {
  if (typeof documentId !== 'string' || documentId.length === 0 || documentId.length > 64) return null;
  const [entity] = await readRequestEntities(strapi, format, [documentId]);
  return entity ? toLoadedRequest(format, entity) : null;
}

/** Several requests of one format, in no particular order. */
export async function loadRequests(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
): Promise<LoadedRequest[]> {
  const entities = await readRequestEntities(strapi, format, documentIds);
  return entities.map((entity) => toLoadedRequest(format, entity));
}
