import { REQUEST_FORM_FIELDS, type RequestFormField } from './schemas/data-access-request';
import type { RequestDatasetDetail, RequestFormAnswers } from './types/request-api';
import type { RequestVersion } from './types/request-versions';

/**
 * Versions of a v2 request (docs/workflow.md, "Versions"): every submission and resubmission
 * keeps the answers as they were sent, and two versions compare field by field. Pure: the CMS
 * stores the versions, the staff review page shows what changed.
 */

/** What made a version: the first submission, or a resubmission after an information request. */
export const REQUEST_VERSION_KINDS = ['submit', 'amend'] as const;
export type RequestVersionKind = (typeof REQUEST_VERSION_KINDS)[number];

/** The principal investigator's answers, in the order the form asks them. */
export const PRINCIPAL_INVESTIGATOR_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'organization',
  'organizationType',
  'country',
] as const;
export type PrincipalInvestigatorField = (typeof PRINCIPAL_INVESTIGATOR_FIELDS)[number];

/** A form answer compared on its own (the datasets are compared as datasets). */
export type VersionAnswerField = Exclude<RequestFormField, 'requestedDatasets'>;

/** An answer as a diff shows it: text (or an option value), a list of option values, or none. */
export type VersionAnswerValue = string | string[] | null;

export type VersionAnswerChange = {
  field: VersionAnswerField;
  /** Which part of an answer made of parts changed (the principal investigator's `email`); else null. */
  part: PrincipalInvestigatorField | null;
  before: VersionAnswerValue;
  after: VersionAnswerValue;
};

type DatasetLevel = Pick<RequestDatasetDetail, 'dataLevel' | 'dataLevelLabels'>;

export type VersionDatasetLevelChange = {
  dataset: RequestDatasetDetail['dataset'];
  before: DatasetLevel;
  after: DatasetLevel;
};

export type VersionDiff = {
  /** In form order (REQUEST_FORM_FIELDS; a principal investigator's parts in the form's order). */
  answers: VersionAnswerChange[];
  /** Requested in the newer version only, in its order. */
  datasetsAdded: RequestDatasetDetail[];
  /** Requested in the older version only, in its order. */
  datasetsRemoved: RequestDatasetDetail[];
  /** Requested in both, at another data level. */
  levelsChanged: VersionDatasetLevelChange[];
};

type Comparable = Pick<RequestVersion, 'answers' | 'datasets'>;

/** Blank text is no answer: '' and null read alike. */
function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The same choices in another order are the same answer. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((value, index) => value === sorted[index]);
}

const LIST_FIELDS: ReadonlySet<VersionAnswerField> = new Set(['intendedUses', 'regulatoryBodies', 'dissemination']);

function answerChanges(before: Partial<RequestFormAnswers>, after: Partial<RequestFormAnswers>): VersionAnswerChange[] {
  const changes: VersionAnswerChange[] = [];
  for (const field of REQUEST_FORM_FIELDS) {
    if (field === 'requestedDatasets') continue;
    if (field === 'principalInvestigator') {
      const a = before.principalInvestigator ?? null;
      const b = after.principalInvestigator ?? null;
      for (const part of PRINCIPAL_INVESTIGATOR_FIELDS) {
        const old = textOf(a?.[part]);
        const next = textOf(b?.[part]);
        if (old !== next) changes.push({ field, part, before: old, after: next });
      }
      continue;
    }
    if (LIST_FIELDS.has(field)) {
      const old = listOf(before[field]);
      const next = listOf(after[field]);
      if (!sameList(old, next)) changes.push({ field, part: null, before: old, after: next });
      continue;
    }
    const old = textOf(before[field]);
    const next = textOf(after[field]);
    if (old !== next) changes.push({ field, part: null, before: old, after: next });
  }
  return changes;
}

/**
 * A version's requested datasets by documentId, in its order: the detail it carries, or — for an
 * entry it has no detail of (a dataset since removed from the library) — the bare answer.
 */
function datasetsOf(version: Comparable): Map<string, RequestDatasetDetail> {
  const details = new Map((version.datasets ?? []).map((detail) => [detail.dataset.documentId, detail]));
  const out = new Map<string, RequestDatasetDetail>();
  for (const item of version.answers?.requestedDatasets ?? []) {
    if (!item.dataset || out.has(item.dataset)) continue;
    const detail = details.get(item.dataset);
    out.set(
      item.dataset,
      detail
        ? { ...detail, dataLevel: item.dataLevel ?? detail.dataLevel }
        : {
            dataset: { documentId: item.dataset, title: '', slug: '' },
            dataLevel: item.dataLevel ?? null,
            dataLevelLabels: {},
          },
    );
  }
  return out;
}

const levelOf = (detail: RequestDatasetDetail): DatasetLevel => ({
  dataLevel: detail.dataLevel,
  dataLevelLabels: detail.dataLevelLabels,
});

/** What changed from `previous` to `next`: the answers field by field, and the datasets. */
export function diffVersions(previous: Comparable, next: Comparable): VersionDiff {
  const before = datasetsOf(previous);
  const after = datasetsOf(next);
  const levelsChanged: VersionDatasetLevelChange[] = [];
  for (const [id, detail] of after) {
    const old = before.get(id);
    if (old && (old.dataLevel ?? null) !== (detail.dataLevel ?? null))
      levelsChanged.push({ dataset: detail.dataset, before: levelOf(old), after: levelOf(detail) });
  }
  return {
    answers: answerChanges(previous.answers ?? {}, next.answers ?? {}),
    datasetsAdded: [...after].filter(([id]) => !before.has(id)).map(([, detail]) => detail),
    datasetsRemoved: [...before].filter(([id]) => !after.has(id)).map(([, detail]) => detail),
    levelsChanged,
  };
}

/** Whether a diff found nothing: the same answers and datasets. */
export function isUnchanged(diff: VersionDiff): boolean {
  return (
    diff.answers.length === 0 &&
    diff.datasetsAdded.length === 0 &&
    diff.datasetsRemoved.length === 0 &&
    diff.levelsChanged.length === 0
  );
}
