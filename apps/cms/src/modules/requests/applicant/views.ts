import type { Core } from '@strapi/strapi';
import {
  REQUEST_FORM_FIELDS,
  dataLevelKeyOf,
  deadlineOf,
  dataLevelLabels,
  isApplicantNoteEvent,
  isApplicantVisibleEvent,
  isInternal,
  storedFieldComments,
  type AccessView,
  type ApplicantRequestEvent,
  type InformationRequest,
  type MyRequestItem,
  type RequestDatasetDetail as DatasetDetail,
  type RequestFile,
  type RequestFormat,
  type StaffRequestEvent,
} from '@portal/shared';
import { listRequestFiles, type RequestFileRecord } from '../files/private-files';
import { listEvents } from '../workflow/events';
import { readRound, readableEvents, readableRecommendations } from '../rounds/view';
import { listRecommendations } from '../workflow/recommendations';
import { withAccess } from '../access/store';
import { toAccessView } from '../access/view';
import type { Actor, LoadedRequest } from '../workflow/types';
import {
  requesterView,
  toApplicantRequest,
  toStaffRequest,
  type ApplicantRequest,
  type StaffRequest,
} from '../workflow/view';
import type { DraftRow } from './access';
import { roleOf } from './access';
import { loadDatasets, type DatasetInfo } from './form-content';

function fileUrl(format: RequestFormat, requestDocumentId: string, fileDocumentId: string): string {
  return `${format === 'v1' ? '/api' : '/api/v2'}/file-mapping/${encodeURIComponent(requestDocumentId)}/${encodeURIComponent(fileDocumentId)}`;
}

export function toFileView(file: RequestFileRecord): RequestFile {
  return {
    documentId: file.documentId,
    name: file.name,
    mime: file.mime,
    size: Number(file.size),
    kind: file.kind,
    superseded: file.superseded === true,
    createdAt: String(file.createdAt ?? ''),
    url: fileUrl(file.format, file.requestDocumentId, file.documentId),
  };
}

/**
 * What an applicant sees of the audit log (docs/workflow.md, "What the applicant sees"): the
 * event types of APPLICANT_VISIBLE_EVENTS, without actor, role or details; a note only where it
 * is addressed to them or written by them (APPLICANT_NOTE_EVENTS).
 */
function toApplicantEvents(events: StaffRequestEvent[]): ApplicantRequestEvent[] {
  return events
    .filter((event) => isApplicantVisibleEvent(event.action))
    .map((event) => ({
      documentId: event.documentId,
      action: event.action,
      fromRequestStatus: event.fromRequestStatus,
      toRequestStatus: event.toRequestStatus,
      fromApprovalStatus: event.fromApprovalStatus,
      toApprovalStatus: event.toApprovalStatus,
      note: isApplicantNoteEvent(event.action) ? event.note : null,
      createdAt: event.createdAt,
    }));
}

// ---------------------------------------------------------------------------------------------
// Form fields

type PiRow = Record<string, unknown> | null | undefined;
const PI_FIELDS = ['title', 'firstName', 'lastName', 'email', 'organization', 'organizationType', 'country'] as const;

function piView(pi: PiRow): Record<string, string | null> | null {
  if (!pi) return null;
  return Object.fromEntries(PI_FIELDS.map((field) => [field, (pi[field] as string | null | undefined) ?? null]));
}

type RequestedDatasetRow = {
  dataset?: { documentId: string; title?: string | null; slug?: string | null } | null;
  dataLevel?: string | null;
};

/** The requested datasets' data levels, by dataset documentId (see `datasetLevelsOf`). */
export type DatasetLevels = Map<string, DatasetInfo>;

/** The data levels of every dataset the rows request, read once for a list of requests or drafts. */
export async function datasetLevelsOf(
  strapi: Core.Strapi,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<DatasetLevels> {
  const ids = rows.flatMap((row) =>
    ((row.requestedDatasets as RequestedDatasetRow[] | null | undefined) ?? []).flatMap((item) =>
      item.dataset?.documentId ? [item.dataset.documentId] : [],
    ),
  );
  return loadDatasets(strapi, ids);
}

/**
 * A stored level as the key of the dataset's level: requests saved before keys existed hold a
 * label (of any locale), read here as its key; text that is no level of the dataset is kept.
 */
function storedLevelKey(item: RequestedDatasetRow, levels: DatasetLevels | undefined): string | null {
  const info = item.dataset ? levels?.get(item.dataset.documentId) : undefined;
  return (info ? dataLevelKeyOf(item.dataLevel, info.levels) : null) ?? item.dataLevel ?? null;
}

/** The v2 form answers of a request or draft, in the shape the form sends them (levels as keys). */
export function formFields(row: Record<string, unknown>, levels?: DatasetLevels): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of REQUEST_FORM_FIELDS) {
    if (field === 'principalInvestigator') out[field] = piView(row.principalInvestigator as PiRow);
    else if (field === 'requestedDatasets') {
      const items = (row.requestedDatasets as RequestedDatasetRow[] | null | undefined) ?? [];
      out[field] = items.map((item) => ({
        dataset: item.dataset?.documentId ?? null,
        dataLevel: storedLevelKey(item, levels),
      }));
    } else if (field === 'intendedUses' || field === 'regulatoryBodies' || field === 'dissemination') {
      out[field] = Array.isArray(row[field]) ? row[field] : [];
    } else out[field] = row[field] ?? null;
  }
  return out;
}

/** The requested datasets with the level's key and its label in every locale (the reader picks theirs). */
export function datasetDetailsV2(row: Record<string, unknown>, levels?: DatasetLevels): DatasetDetail[] {
  const items = (row.requestedDatasets as RequestedDatasetRow[] | null | undefined) ?? [];
  return items.flatMap((item) => {
    if (!item.dataset) return [];
    const info = levels?.get(item.dataset.documentId);
    return [
      {
        dataset: {
          documentId: item.dataset.documentId,
          title: item.dataset.title ?? '',
          slug: item.dataset.slug ?? '',
        },
        dataLevel: storedLevelKey(item, levels),
        dataLevelLabels: info ? dataLevelLabels(item.dataLevel, info.levels) : {},
      },
    ];
  });
}

function datasetDetailsV1(request: LoadedRequest): DatasetDetail[] {
  return request.datasets.map((dataset) => ({
    dataset: { documentId: dataset.documentId, title: dataset.title ?? '', slug: dataset.slug ?? '' },
    dataLevel: null,
    dataLevelLabels: {},
  }));
}

// ---------------------------------------------------------------------------------------------
// Drafts

export interface DraftView {
  documentId: string;
  format: 'v2';
  isDraft: true;
  version: number;
  createdAt: string;
  updatedAt: string;
  datasetDetails: DatasetDetail[];
  files: RequestFile[];
  [field: string]: unknown;
}

export async function toDraftView(strapi: Core.Strapi, draft: DraftRow): Promise<DraftView> {
  const [files, levels] = await Promise.all([
    listRequestFiles(strapi, draft.documentId, 'v2'),
    datasetLevelsOf(strapi, [draft]),
  ]);
  return {
    documentId: draft.documentId,
    format: 'v2',
    isDraft: true,
    version: Number(draft.version ?? 0),
    createdAt: String(draft.createdAt),
    updatedAt: String(draft.updatedAt),
    ...formFields(draft, levels),
    datasetDetails: datasetDetailsV2(draft, levels),
    files: files.map(toFileView),
  };
}

// ---------------------------------------------------------------------------------------------
// Submitted requests

export type RequestDetail = (StaffRequest | ApplicantRequest) & {
  isDraft: false;
  submittedAt: string | null;
  datasetDetails: DatasetDetail[];
  files: RequestFile[];
  events: Array<StaffRequestEvent | ApplicantRequestEvent>;
  informationRequest: InformationRequest | null;
  access: AccessView | null;
  [field: string]: unknown;
};

/** The request's own fields by format (the applicant's answers). */
function requestFields(request: LoadedRequest, levels: DatasetLevels): Record<string, unknown> {
  const raw = request.raw;
  if (request.format === 'v1') {
    return {
      projectTitle: raw.projectTitle ?? '',
      projectDescription: raw.projectDescription ?? null,
      intendedUse: raw.intendedUse ?? null,
      datasets: request.datasets.map((dataset) => dataset.documentId),
    };
  }
  return formFields(raw, levels);
}

/**
 * The requester's profile country, read with the request: only the register entry of a v1 request
 * (its investigator) and the staff's detail show it.
 */
export function requesterCountry(request: LoadedRequest): string | null {
  return request.requester?.country ?? null;
}

/**
 * The detail of a request for its owner or for staff: the answers, the workflow state (the
 * assignee and the staff's next steps only for internal roles), the files with their download
 * paths, and the events (all of them for staff, the applicant's view for the owner). Staff also
 * get the requester's country, which the register preview shows for a v1 request.
 */
export async function toRequestDetail(
  strapi: Core.Strapi,
  request: LoadedRequest,
  actor: Actor,
): Promise<RequestDetail> {
  const internal = isInternal(roleOf(actor));
  const now = new Date();
  const [files, events, levels, reading, withPeriod, recommendations] = await Promise.all([
    listRequestFiles(strapi, request.documentId, request.format),
    listEvents(strapi, request.format, request.documentId),
    request.format === 'v2' ? datasetLevelsOf(strapi, [request.raw]) : new Map<string, DatasetInfo>(),
    // The recommendation round is the committee's: never read for the applicant.
    internal ? readRound(strapi, request, actor) : null,
    // With the workflow settings, which the deadline reads too.
    withAccess(strapi, request, now),
    internal ? listRecommendations(strapi, request.format, request.documentId) : [],
  ]);
  const settings = internal ? withPeriod.settings : null;
  // The access phase joins the state the allowed actions are computed from.
  const withPhase = withPeriod.request;
  const base = internal ? toStaffRequest(withPhase, actor) : toApplicantRequest(withPhase, actor);
  return {
    ...base,
    ...requestFields(request, levels),
    ...(internal
      ? {
          requester: { ...(base as StaffRequest).requester, country: requesterCountry(request) },
          deadline: settings
            ? deadlineOf(request.internal?.requestStatus ?? null, enteredAt(request, events), settings, new Date())
            : null,
          round: reading?.round ?? null,
          recommendations: reading ? readableRecommendations(recommendations, reading, actor) : [],
        }
      : { requester: requesterView(request.requester) }),
    isDraft: false,
    submittedAt: request.format === 'v2' ? ((request.raw.submittedAt as string | null | undefined) ?? null) : null,
    datasetDetails: request.format === 'v1' ? datasetDetailsV1(request) : datasetDetailsV2(request.raw, levels),
    files: files.map(toFileView),
    events: internal && reading ? readableEvents(events, reading, actor) : toApplicantEvents(events),
    informationRequest: informationRequestOf(request, events),
    access: toAccessView(withPeriod.period, now, withPeriod.settings),
  };
}

/**
 * What staff asked while the request waits for the applicant (docs/workflow.md, "Returns for
 * changes"): the note and the comments on answers of the latest information request. The
 * applicant's event list never carries event details, so this is how the comments reach them.
 */
function informationRequestOf(request: LoadedRequest, events: readonly StaffRequestEvent[]): InformationRequest | null {
  if (request.internal?.requestStatus !== 'informationRequested') return null;
  const latest = [...events].reverse().find((event) => event.action === 'requestInformation');
  if (!latest) return null;
  return { note: latest.note, fieldComments: storedFieldComments(latest.details), requestedAt: latest.createdAt };
}

/**
 * When the request entered its status: kept on the state since deadlines exist; for an older
 * request, the last event that moved it there (the events are in order), else its creation.
 */
function enteredAt(
  request: LoadedRequest,
  events: ReadonlyArray<{ createdAt: string; toRequestStatus?: string | null; fromRequestStatus?: string | null }>,
): Date {
  const kept = request.internal?.statusEnteredAt;
  if (kept) return new Date(kept);
  const status = request.internal?.requestStatus ?? null;
  const entered = [...events]
    .reverse()
    .find((event) => event.toRequestStatus === status && event.fromRequestStatus !== status);
  return new Date(entered?.createdAt ?? request.createdAt);
}

/** One line of "my requests": a submitted request or a draft. */
export function toMyRequestItem(request: LoadedRequest, levels?: DatasetLevels, unreadMessages = 0): MyRequestItem {
  return {
    documentId: request.documentId,
    format: request.format,
    isDraft: false,
    projectTitle: request.projectTitle,
    internal: {
      requestStatus: request.internal?.requestStatus ?? null,
      approvalStatus: request.internal?.approvalStatus ?? null,
    },
    datasetDetails: request.format === 'v1' ? datasetDetailsV1(request) : datasetDetailsV2(request.raw, levels),
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    submittedAt: request.format === 'v2' ? ((request.raw.submittedAt as string | null | undefined) ?? null) : null,
    unreadMessages,
  };
}

export function draftToMyRequestItem(draft: DraftRow, levels?: DatasetLevels): MyRequestItem {
  return {
    documentId: draft.documentId,
    format: 'v2',
    isDraft: true,
    projectTitle: (draft.projectTitle as string | null) ?? '',
    internal: null,
    datasetDetails: datasetDetailsV2(draft, levels),
    createdAt: String(draft.createdAt),
    updatedAt: String(draft.updatedAt),
    submittedAt: null,
    unreadMessages: 0,
  };
}
