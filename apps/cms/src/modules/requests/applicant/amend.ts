import type { Core } from '@strapi/strapi';
import {
  REQUEST_FORM_FIELDS,
  amendMetaSchema,
  draftToSubmitInput,
  makeSubmitSchema,
  summarizeIssues,
  type FieldError,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import { runRequestCommand } from '../commands/pipeline';
import { REQUEST_UIDS } from '../workflow/constants';
import { badRequest } from '../workflow/errors';
import { documents, loadRequest } from '../workflow/load';
import type { Actor } from '../workflow/types';
import { toDocumentData } from './drafts';
import { checkRequestedDatasets, loadDatasets, requestFormOptions } from './form-content';
import { formFields, toRequestDetail, type DatasetLevels, type RequestDetail } from './views';
import { recordAmendment } from '../versions/store';

const FORM_FIELDS: ReadonlySet<string> = new Set(REQUEST_FORM_FIELDS);

function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    const message = 'The request body must be a JSON object with the answers of the form';
    throw badRequest(message, { errors: [{ path: [], message, name: 'ValidationError' }] });
  }
  return body as Record<string, unknown>;
}

/**
 * The submit schema's input: the form fields normalised as for a draft (blank → missing, so a
 * missing answer reads "required"), and any other key kept so the strict schema names it.
 */
function schemaInput(answers: Record<string, unknown>): Record<string, unknown> {
  const unknown = Object.fromEntries(Object.entries(answers).filter(([key]) => !FORM_FIELDS.has(key)));
  return { ...draftToSubmitInput(answers), ...unknown };
}

/**
 * Form fields whose answer differs between the stored request and the amended one (levels
 * compared as keys: a legacy stored label is not a change when the same level is sent again).
 */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  levels: DatasetLevels,
): string[] {
  const a = formFields(before, levels);
  const b = formFields(after, levels);
  return REQUEST_FORM_FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}

/**
 * PATCH /api/data-access-request/{id}/amend: the applicant answers an information request by
 * amending their v2 request and sending it back (docs/api/requests.md). Owner only (other
 * applicants 404, staff 403), only while `informationRequested` (409). The body is the complete
 * form, validated like a submit (`makeSubmitSchema` with the current options, datasets and data
 * levels; every problem in `details.errors`), plus optional `version` and `note` (a message to
 * the reviewers). One transaction: the answers, the `amend` transition (back to review: see
 * transitions.ts) and its event; then the assignee — or the queue managers — are mailed.
 */
export async function amendRequest(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
  body: unknown,
): Promise<RequestDetail> {
  const outcome = await runRequestCommand(strapi, {
    command: 'amend',
    actor,
    format: 'v2',
    documentId,
    parse: () => {
      const { version, note, ...answers } = bodyObject(body);
      return { ...parseBody(amendMetaSchema, { version, note }), answers };
    },
    version: (input) => input.version,
    note: (input) => input.note,
    stateDetails: (state) => ({ requestStatus: state.requestStatus }),
    prepare: async (_request, input) => amendedAnswers(strapi, input.answers),
    handle: async ({ request, prepared }) => {
      await documents(strapi, REQUEST_UIDS.v2).update({ documentId: request.documentId, data: prepared.data });
      const amended = await loadRequest(strapi, 'v2', request.documentId);
      if (!amended) throw new Error('The amended request could not be read back');
      await recordAmendment(strapi, request, amended, actor);
      const after = {
        ...prepared.data,
        requestedDatasets: prepared.data.requestedDatasets.map((item) => ({
          dataset: { documentId: item.dataset },
          dataLevel: item.dataLevel,
        })),
      };
      return { details: { fields: changedFields(request.raw, after, prepared.datasets) }, reload: true };
    },
  });
  return toRequestDetail(strapi, outcome.loaded, actor);
}

/**
 * The complete form, validated like a submit (`makeSubmitSchema` with the current options,
 * datasets and data levels; every problem in `details.errors`), as the stored answers.
 */
async function amendedAnswers(strapi: Core.Strapi, answers: Record<string, unknown>) {
  const [options, datasets] = await Promise.all([
    requestFormOptions(strapi),
    loadDatasets(
      strapi,
      (Array.isArray(answers.requestedDatasets) ? answers.requestedDatasets : []).flatMap((item: unknown) => {
        const dataset = item && typeof item === 'object' ? (item as { dataset?: unknown }).dataset : undefined;
        return typeof dataset === 'string' ? [dataset] : [];
      }),
    ),
  ]);
  const parsed = makeSubmitSchema(options).safeParse(schemaInput(answers));
  const errors: FieldError[] = parsed.success ? [] : summarizeIssues(parsed.error).errors;
  const checked = parsed.success
    ? checkRequestedDatasets(parsed.data.requestedDatasets, datasets, { levels: true })
    : { items: [], errors: [] };
  errors.push(...checked.errors);
  if (!parsed.success || errors.length > 0) {
    const count = errors.length;
    throw badRequest(
      `The request is not complete: ${count} answer${count === 1 ? ' needs' : 's need'} attention. ${errors[0]?.message ?? ''}`.trim(),
      { errors },
    );
  }
  const levels = new Map(checked.items.map((item) => [item.dataset, item.dataLevel]));
  const data = {
    ...toDocumentData({ ...parsed.data }),
    requestedDatasets: parsed.data.requestedDatasets.map((item) => ({
      dataset: item.dataset,
      dataLevel: levels.get(item.dataset) ?? item.dataLevel,
    })),
    principalInvestigator: { ...parsed.data.principalInvestigator },
  };
  return { data, datasets };
}
