import type { Core } from '@strapi/strapi';
import { recordDocuments } from '../../../platform/database/documents';
import type { RequestFormat } from '@portal/shared';
import { REQUEST_UIDS, USER_FIELDS } from './constants';
import type { DatasetRef, LoadedRequest, UserRef } from './types';

/** The Document Service of a uid, rows as records (the populate trees here are built per format). */
export const documents = recordDocuments;

const USER_POPULATE = { fields: [...USER_FIELDS] };

/** The fixed populate tree of a request (never from the client). */
export function requestPopulate(format: RequestFormat): Record<string, unknown> {
  const common = {
    requester: USER_POPULATE,
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
  const entity = await documents(strapi, REQUEST_UIDS[format]).findOne({
    documentId,
    populate: requestPopulate(format),
  });
  return entity ? toLoadedRequest(format, entity) : null;
}

/** Several requests of one format, in no particular order. */
export async function loadRequests(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentIds: string[],
): Promise<LoadedRequest[]> {
  if (documentIds.length === 0) return [];
  const entities = await documents(strapi, REQUEST_UIDS[format]).findMany({
    filters: { documentId: { $in: documentIds } },
    populate: requestPopulate(format),
  });
  return entities.map((entity) => toLoadedRequest(format, entity));
}

/** Only the workflow state of a request (for policies): cheaper than loadRequest. */
export async function loadState(
  strapi: Core.Strapi,
  format: RequestFormat,
  documentId: string,
): Promise<{ requestStatus: string | null; approvalStatus: string | null } | null> {
  if (typeof documentId !== 'string' || documentId.length === 0 || documentId.length > 64) return null;
  const entity = await documents(strapi, REQUEST_UIDS[format]).findOne({
    documentId,
    fields: ['documentId'],
    populate: { internal: { fields: ['requestStatus', 'approvalStatus'] } },
  });
  if (!entity) return null;
  const internal = entity.internal as { requestStatus?: string | null; approvalStatus?: string | null } | null;
  return { requestStatus: internal?.requestStatus ?? null, approvalStatus: internal?.approvalStatus ?? null };
}
