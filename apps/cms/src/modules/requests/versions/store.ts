import type { Core } from '@strapi/strapi';
import type {
  RequestDatasetDetail,
  RequestFormAnswers,
  RequestFormat,
  RequestVersion,
  RequestVersionKind,
} from '@portal/shared';
import { datasetDetailsV2, datasetLevelsOf, formFields } from '../applicant/views';
import { ensureIndexes } from '../../../platform/database/indexes';
import { VERSION_UID } from '../workflow/constants';
import { documents } from '../workflow/load';
import type { Actor, LoadedRequest } from '../workflow/types';

/**
 * The versions of v2 requests (content type `request-version`, internal: docs/workflow.md,
 * "Versions"): the answers as sent at each submission and resubmission, written only inside the
 * submit and amend commands' transactions (a command that fails leaves none), never changed.
 */

/** A stored version, as read with the query engine. */
export interface VersionRow {
  id: number;
  requestDocumentId: string;
  format: RequestFormat;
  number: number | string;
  kind: RequestVersionKind;
  answers: RequestFormAnswers;
  datasets: RequestDatasetDetail[] | null;
  createdAt: string | Date | number;
}

const FIELDS = ['id', 'requestDocumentId', 'format', 'number', 'kind', 'answers', 'datasets', 'createdAt'];

/** The answers a version keeps: the request detail's form fields and its datasets, as they read now. */
export async function snapshotOf(
  strapi: Core.Strapi,
  request: LoadedRequest,
): Promise<Pick<RequestVersion, 'answers' | 'datasets'>> {
  const levels = await datasetLevelsOf(strapi, [request.raw]);
  return {
    answers: formFields(request.raw, levels) as RequestFormAnswers,
    datasets: datasetDetailsV2(request.raw, levels),
  };
}

/** The request's stored versions, oldest first. */
export async function storedVersions(
  strapi: Core.Strapi,
  request: { format: RequestFormat; documentId: string },
): Promise<VersionRow[]> {
  return (await strapi.db.query(VERSION_UID).findMany({
    where: { requestDocumentId: request.documentId, format: request.format },
    select: FIELDS,
    orderBy: [{ number: 'asc' }, { id: 'asc' }],
  })) as VersionRow[];
}

async function lastNumber(strapi: Core.Strapi, request: LoadedRequest): Promise<number | null> {
  const row = (await strapi.db.query(VERSION_UID).findOne({
    where: { requestDocumentId: request.documentId, format: request.format },
    select: ['number'],
    orderBy: [{ number: 'desc' }],
  })) as { number: number | string } | null;
  return row ? Number(row.number) : null;
}

async function writeVersion(
  strapi: Core.Strapi,
  request: LoadedRequest,
  version: { number: number; kind: RequestVersionKind; submittedBy: { id: number; documentId?: string } | null },
  at?: string,
): Promise<void> {
  const { answers, datasets } = await snapshotOf(strapi, request);
  const created = await documents(strapi, VERSION_UID).create({
    data: {
      requestDocumentId: request.documentId,
      format: request.format,
      number: version.number,
      kind: version.kind,
      answers,
      datasets,
      submittedBy: version.submittedBy ? (version.submittedBy.documentId ?? version.submittedBy.id) : null,
    },
  });
  // A version written late (the first of a request sent before versions were kept) is dated
  // when it was sent; the Document Service stamps every entry it creates with now.
  if (at) await strapi.db.query(VERSION_UID).update({ where: { id: created.id }, data: { createdAt: new Date(at) } });
}

/** When a request was first sent: its submittedAt, else (hand-made data) its creation. */
export const firstSentAt = (request: LoadedRequest): string =>
  (request.raw.submittedAt as string | null | undefined) ?? request.createdAt;

/** Version 1 of a request just submitted (inside the submit's transaction). */
export async function recordSubmission(strapi: Core.Strapi, request: LoadedRequest, actor: Actor): Promise<void> {
  await writeVersion(strapi, request, { number: 1, kind: 'submit', submittedBy: actor });
}

/**
 * The next version of an amended request (inside the amend's transaction), `before` as loaded
 * before the new answers were written. A request submitted before versions were kept gets its
 * version 1 first, from the answers it had until this amendment.
 */
export async function recordAmendment(
  strapi: Core.Strapi,
  before: LoadedRequest,
  after: LoadedRequest,
  actor: Actor,
): Promise<void> {
  let last = await lastNumber(strapi, before);
  if (last === null) {
    await writeVersion(
      strapi,
      before,
      { number: 1, kind: 'submit', submittedBy: before.requester },
      firstSentAt(before),
    );
    last = 1;
  }
  await writeVersion(strapi, after, { number: last + 1, kind: 'amend', submittedBy: actor });
}

/**
 * One version per number of a request: the commands write under the request's compare-and-set,
 * so two writers cannot both get here; the index makes it a rule of the data as well.
 */
export async function ensureVersionIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    {
      name: 'portal_request_versions_number_ux',
      uid: VERSION_UID,
      attributes: ['requestDocumentId', 'format', 'number'],
      unique: true,
    },
  ]);
}
