import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  v1UpdateSchema,
  type MyRequestItem,
  type RequestFormat,
  type V1UpdateData,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import { runRequestCommand } from '../commands/pipeline';
import { DRAFT_UID, REQUEST_UIDS } from '../workflow/constants';
import { badRequest } from '../workflow/errors';
import { documents, loadRequests } from '../workflow/load';
import type { Actor } from '../workflow/types';
import { DRAFT_POPULATE, loadVisibleRequest, type DraftRow } from './access';
import { checkRequestedDatasets, loadDatasets } from './form-content';
import { datasetLevelsOf, draftToMyRequestItem, toMyRequestItem, toRequestDetail, type RequestDetail } from './views';
import { unreadCounts, unreadOf } from '../conversation/reads';

/** At most this many entries in "my requests" (an applicant files a handful). */
const MY_REQUESTS_MAX = 500;

const byNewest = (a: MyRequestItem, b: MyRequestItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.documentId.localeCompare(a.documentId);

/**
 * The signed-in user's own requests of one format, newest first; for v2 their drafts too
 * (`isDraft: true`). Staff have none of their own: an empty list.
 */
export async function findMyRequests(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
): Promise<{ data: MyRequestItem[]; meta: { total: number } }> {
  const own = await documents(strapi, REQUEST_UIDS[format]).findMany({
    filters: { requester: { id: actor.id } },
    fields: ['documentId'],
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: MY_REQUESTS_MAX,
  });
  const requests = await loadRequests(
    strapi,
    format,
    own.map((row) => row.documentId as string),
  );
  const drafts =
    format === 'v2'
      ? ((await documents(strapi, DRAFT_UID).findMany({
          filters: { requester: { id: actor.id } },
          populate: DRAFT_POPULATE,
          sort: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: MY_REQUESTS_MAX,
        })) as DraftRow[])
      : [];
  // One read of the requested datasets' levels for the whole list (labels in every locale).
  const levels = await datasetLevelsOf(strapi, [
    ...requests.flatMap((request) => (request.format === 'v2' ? [request.raw] : [])),
    ...drafts,
  ]);
  const unread = await unreadCounts(strapi, actor, requests);
  const items = [
    ...requests.map((request) => toMyRequestItem(request, levels, unreadOf(unread, request))),
    ...drafts.map((draft) => draftToMyRequestItem(draft, levels)),
  ];
  items.sort(byNewest);
  return { data: items, meta: { total: items.length } };
}

/** GET /api/dataset-requests/{id} (v1) and GET /api/data-access-request/{id} (v2): owner or internal. */
export async function getRequest(
  strapi: Core.Strapi,
  actor: Actor,
  format: RequestFormat,
  documentId: string | undefined,
): Promise<RequestDetail> {
  const request = await loadVisibleRequest(strapi, format, documentId, actor);
  return toRequestDetail(strapi, request, actor);
}

/**
 * PATCH /api/dataset-request/update: the applicant corrects their own v1 request while the
 * committee has asked for information (the command `updateRequest`). One transaction:
 * compare-and-set on the version, the new answers, an `update` event (state unchanged, the
 * changed fields in details).
 */
export async function updateV1Request(strapi: Core.Strapi, actor: Actor, body: unknown): Promise<RequestDetail> {
  const outcome = await runRequestCommand(strapi, {
    command: 'updateRequest',
    actor,
    format: 'v1',
    documentId: (input) => input.requestId,
    parse: () => parseBody(v1UpdateSchema, body),
    version: (input) => input.version ?? null,
    stateDetails: (state) => ({ requestStatus: state.requestStatus }),
    prepare: async (_request, input) => v1Changes(strapi, input),
    handle: async ({ request, prepared }) => {
      await documents(strapi, REQUEST_UIDS.v1).update({ documentId: request.documentId, data: prepared });
      return { details: { fields: Object.keys(prepared) }, reload: true };
    },
  });
  return toRequestDetail(strapi, outcome.loaded, actor);
}

/** The answers an old-format update writes (datasets checked against the library). */
async function v1Changes(strapi: Core.Strapi, input: V1UpdateData): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  if (input.projectTitle !== undefined) data.projectTitle = input.projectTitle;
  if (input.projectDescription !== undefined) data.projectDescription = input.projectDescription;
  if (input.intendedUse !== undefined) data.intendedUse = input.intendedUse;
  if (input.datasets !== undefined) {
    const datasets = await loadDatasets(strapi, input.datasets);
    const checked = checkRequestedDatasets(
      input.datasets.map((dataset) => ({ dataset })),
      datasets,
      { levels: false, path: 'datasets' },
    );
    if (checked.errors.length > 0) {
      const errors = checked.errors.map((error) => ({ ...error, path: error.path.slice(0, 2) }));
      throw badRequest(errors[0]?.message ?? 'Invalid datasets', { errors });
    }
    data.datasets = input.datasets.map((documentId) => ({ documentId, locale: DEFAULT_LOCALE }));
  }
  return data;
}
