import type { Core } from '@strapi/strapi';
import {
  REQUEST_FORM_FIELDS,
  draftSchema,
  draftToSubmitInput,
  makeSubmitSchema,
  mergeDraft,
  summarizeIssues,
  type DraftData,
  type FieldError,
  isDocumentId,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import { deleteRequestFileRecords, moveRequestFiles, removeBlob } from '../files/private-files';
import { createSubmittedRequest } from '../commands/apply-action';
import { CONFLICT_MESSAGE, DRAFT_UID, NOT_FOUND_MESSAGE } from '../workflow/constants';
import { badRequest, conflict, notFound } from '../workflow/errors';
import { documents, loadRequest } from '../workflow/load';
import type { Actor } from '../workflow/types';
import { authorizeCommand } from '../commands/pipeline';
import { DRAFT_NOT_FOUND, loadDraft, loadOwnDraft, type DraftRow } from './access';
import { checkRequestedDatasets, loadDatasets, requestFormOptions } from './form-content';
import { toDraftView, toRequestDetail, type DraftView, type RequestDetail } from './views';
import { recordSubmission } from '../versions/store';

/** The stored answers of a draft as plain form values (datasets by documentId). */
function storedAnswers(draft: DraftRow): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of REQUEST_FORM_FIELDS) {
    if (field === 'requestedDatasets') {
      answers[field] = (draft.requestedDatasets ?? []).map((item) => ({
        dataset: item.dataset?.documentId ?? null,
        dataLevel: item.dataLevel ?? null,
      }));
    } else if (field === 'principalInvestigator') {
      const pi = draft.principalInvestigator;
      if (pi) {
        const { id: _id, ...fields } = pi as Record<string, unknown>;
        answers[field] = fields;
      } else answers[field] = null;
    } else if (draft[field] !== undefined) answers[field] = draft[field];
  }
  return answers;
}

/** The Document Service data for stored answers (components as plain objects, datasets by documentId). */
export function toDocumentData(answers: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of REQUEST_FORM_FIELDS) {
    if (!(field in answers)) continue;
    const value = answers[field];
    if (field === 'requestedDatasets') {
      const items = (value as Array<{ dataset?: string | null; dataLevel?: string | null }> | null) ?? [];
      data[field] = items.map((item) => ({ dataset: item.dataset ?? null, dataLevel: item.dataLevel ?? null }));
    } else if (field === 'principalInvestigator') {
      // '' is "no answer": the stored e-mail field accepts null, not an empty string.
      data[field] = value
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
              key,
              key === 'email' && inner === '' ? null : inner,
            ]),
          )
        : null;
    } else if (field === 'projectStartDate' || field === 'projectEndDate') {
      data[field] = value === '' ? null : (value ?? null);
    } else data[field] = value ?? null;
  }
  return data;
}

function validationFailed(message: string, errors: FieldError[]): Error {
  return badRequest(message, { errors });
}

/** Datasets in a partial save must exist; their levels are normalised, checked on submit. */
async function normaliseDraftDatasets(strapi: Core.Strapi, patch: DraftData): Promise<DraftData> {
  if (!patch.requestedDatasets) return patch;
  const datasets = await loadDatasets(
    strapi,
    patch.requestedDatasets.map((item) => item.dataset),
  );
  const checked = checkRequestedDatasets(patch.requestedDatasets, datasets, { levels: false });
  if (checked.errors.length > 0)
    throw validationFailed(checked.errors[0]?.message ?? 'Invalid datasets', checked.errors);
  return { ...patch, requestedDatasets: checked.items };
}

export async function createDraft(strapi: Core.Strapi, actor: Actor, body: unknown): Promise<DraftView> {
  authorizeCommand('createDraft', actor);
  const patch = await normaliseDraftDatasets(strapi, parseBody(draftSchema, body));
  const answers = mergeDraft({}, patch);
  const created = await documents(strapi, DRAFT_UID).create({
    data: { ...toDocumentData(answers), requester: actor.documentId ?? actor.id, version: 0 },
  });
  const draft = await loadDraft(strapi, created.documentId as string);
  if (!draft) throw new Error('The created draft could not be read back');
  return toDraftView(strapi, draft);
}

/**
 * A partial save: fields left out keep their answers, `null` clears one, the PI is merged field
 * by field. The merge and the write happen under a compare-and-set on the draft's version, so
 * two saves at the same time (two tabs) both land: the loser re-reads and merges again.
 */
export async function updateDraft(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
  body: unknown,
): Promise<DraftView> {
  authorizeCommand('updateDraft', actor);
  await loadOwnDraft(strapi, documentId, actor);
  const patch = await normaliseDraftDatasets(strapi, parseBody(draftSchema, body));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const saved = await strapi.db.transaction(async () => {
      const draft = await loadOwnDraft(strapi, documentId, actor);
      const { count } = (await strapi.db.query(DRAFT_UID).updateMany({
        where: { documentId: draft.documentId, version: draft.version },
        data: { version: Number(draft.version) + 1 },
      })) as { count: number };
      if (count !== 1) return null;
      const answers = mergeDraft(storedAnswers(draft), patch);
      await documents(strapi, DRAFT_UID).update({ documentId: draft.documentId, data: toDocumentData(answers) });
      return draft.documentId;
    });
    if (saved) {
      const draft = await loadDraft(strapi, saved);
      if (!draft) throw notFound(DRAFT_NOT_FOUND);
      return toDraftView(strapi, draft);
    }
  }
  throw conflict(CONFLICT_MESSAGE);
}

export async function getDraft(strapi: Core.Strapi, actor: Actor, documentId: string | undefined): Promise<DraftView> {
  return toDraftView(strapi, await loadOwnDraft(strapi, documentId, actor));
}

/**
 * Submits a draft: the whole form is validated with the shared submit schema against the
 * current option values of the request-form content, and the datasets and data levels against
 * the library. Any problem → 400 with one entry per field in `details.errors`, the draft left as
 * it was. Otherwise, in one transaction: the request is created (new / pending) with its
 * `submit` event, the draft's files move to it and the draft is deleted; then the applicant and
 * the queue managers are notified.
 */
export async function publishDraft(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
  body: unknown,
): Promise<RequestDetail> {
  authorizeCommand('submit', actor);
  if (
    body !== undefined &&
    body !== null &&
    !(typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  ) {
    throw badRequest('Submit takes no body: save your answers with update-draft first', {
      errors: [
        {
          path: [],
          message: 'Submit takes no body: save your answers with update-draft first',
          name: 'ValidationError',
        },
      ],
    });
  }
  const draft = await loadOwnDraft(strapi, documentId, actor);
  const answers = storedAnswers(draft);
  const [options, datasets] = await Promise.all([
    requestFormOptions(strapi),
    loadDatasets(
      strapi,
      ((answers.requestedDatasets as Array<{ dataset: string | null }>) ?? []).flatMap((item) =>
        item.dataset ? [item.dataset] : [],
      ),
    ),
  ]);
  const parsed = makeSubmitSchema(options).safeParse(draftToSubmitInput(answers));
  const errors: FieldError[] = parsed.success ? [] : summarizeIssues(parsed.error).errors;
  const checked = checkRequestedDatasets(
    (answers.requestedDatasets as Array<{ dataset: string | null; dataLevel: string | null }>) ?? [],
    datasets,
    { levels: true },
  );
  errors.push(
    ...checked.errors.filter((error) => !errors.some((other) => other.path.join('.') === error.path.join('.'))),
  );
  if (!parsed.success || errors.length > 0) {
    const count = errors.length;
    throw validationFailed(
      `The request is not complete: ${count} answer${count === 1 ? ' needs' : 's need'} attention. ${errors[0]?.message ?? ''}`.trim(),
      errors,
    );
  }
  const data = parsed.data;
  const levels = new Map(checked.items.map((item) => [item.dataset, item.dataLevel]));

  const { loaded } = await createSubmittedRequest(strapi, {
    format: 'v2',
    actor,
    data: {
      ...toDocumentData({ ...data }),
      requestedDatasets: data.requestedDatasets.map((item) => ({
        dataset: item.dataset,
        dataLevel: levels.get(item.dataset) ?? item.dataLevel,
      })),
      principalInvestigator: { ...data.principalInvestigator },
    },
    details: { draftDocumentId: draft.documentId },
    within: async (created) => {
      // The draft must still be the one validated (no save or second submit in between).
      const { count } = (await strapi.db.query(DRAFT_UID).updateMany({
        where: { documentId: draft.documentId, version: draft.version },
        data: { version: Number(draft.version) + 1 },
      })) as { count: number };
      if (count !== 1) throw conflict(CONFLICT_MESSAGE);
      const moved = await moveRequestFiles(strapi, draft.documentId, created.documentId, 'v2');
      await documents(strapi, DRAFT_UID).delete({ documentId: draft.documentId });
      await recordSubmission(strapi, created, actor);
      return moved > 0 ? { files: moved } : {};
    },
  });
  return toRequestDetail(strapi, loaded, actor);
}

/**
 * DELETE /api/data-access-request/{id}: the applicant deletes their own draft (and its files).
 * A submitted request is never deleted (409); anything not theirs is 404.
 */
export async function deleteDraft(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
): Promise<{ documentId: string; deleted: true }> {
  authorizeCommand('deleteDraft', actor);
  // Someone else's draft and no draft at all answer alike: this is a request route.
  if (!isDocumentId(documentId)) throw notFound(NOT_FOUND_MESSAGE);
  const draft = await loadDraft(strapi, documentId);
  if (!draft || draft.requester?.id !== actor.id) {
    const request = await loadRequest(strapi, 'v2', documentId);
    if (request && request.requester?.id === actor.id) {
      throw conflict('A submitted request cannot be deleted.', {
        requestStatus: request.internal?.requestStatus ?? null,
      });
    }
    throw notFound(NOT_FOUND_MESSAGE);
  }
  const keys = await strapi.db.transaction(async () => {
    const removed = await deleteRequestFileRecords(strapi, draft.documentId, 'v2');
    await documents(strapi, DRAFT_UID).delete({ documentId: draft.documentId });
    return removed;
  });
  await Promise.all(keys.map((key) => removeBlob(strapi, key).catch(() => undefined)));
  return { documentId: draft.documentId, deleted: true };
}
