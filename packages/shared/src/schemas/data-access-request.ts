import { z } from 'zod';

/**
 * The data access request form (v2) and the v1 update, shared by the CMS (validation of
 * create-draft, update-draft, publish and PATCH /api/dataset-request/update) and the web form.
 *
 * - `draftSchema`: every field optional (and nullable, to clear an answer), types and lengths
 *   checked, unknown keys refused. A draft may be incomplete and may hold choices that are no
 *   longer offered: completeness and choices are checked on submit.
 * - `makeSubmitSchema(options)`: the whole form, as submitted. Choice fields must hold a value
 *   of the dataset-access-request content's option lists (`options`, from the default locale).
 * - `v1UpdateSchema`: what an applicant may change in an old-format request while information
 *   is requested.
 */

export const REQUEST_FIELD_MAX_LENGTH = {
  projectTitle: 200,
  projectSummary: 5000,
  details: 2000,
  name: 100,
  title: 100,
  email: 254,
  organization: 200,
  organizationType: 100,
  country: 100,
  optionValue: 100,
  documentId: 64,
  dataLevel: 100,
  url: 500,
} as const;

/** Lists hold at most this many entries (choices, requested datasets). */
export const REQUEST_LIST_MAX = 30;

export const REQUEST_PROJECT_TITLE_MIN_LENGTH = 5;

export const REQUEST_MESSAGES = {
  projectTitleRequired: 'Please enter the project title.',
  projectTitleMin: `The project title must be at least ${REQUEST_PROJECT_TITLE_MIN_LENGTH} characters long.`,
  projectTitleMax: `The project title must be ${REQUEST_FIELD_MAX_LENGTH.projectTitle} characters or fewer.`,
  projectSummaryRequired: 'Please summarise the project and its public benefit.',
  projectSummaryMax: `The project summary must be ${REQUEST_FIELD_MAX_LENGTH.projectSummary} characters or fewer.`,
  detailsMax: `This answer must be ${REQUEST_FIELD_MAX_LENGTH.details} characters or fewer.`,
  choiceRequired: 'Please choose an option.',
  choiceInvalid: 'This option is not offered. Please choose one from the list.',
  choicesRequired: 'Please choose at least one option.',
  choicesDuplicate: 'Each option can be chosen once.',
  listMax: `Choose at most ${REQUEST_LIST_MAX} entries.`,
  dateRequired: 'Please enter a date.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  endAfterStart: 'The end date must be after the start date.',
  datasetsRequired: 'Please request at least one dataset.',
  datasetRequired: 'Please choose a dataset.',
  datasetDuplicate: 'Each dataset can be requested once.',
  dataLevelRequired: 'Please choose the data level you need for this dataset.',
  dataLevelMax: `The data level must be ${REQUEST_FIELD_MAX_LENGTH.dataLevel} characters or fewer.`,
  piRequired: 'Please give the principal investigator’s details.',
  piFirstNameRequired: 'Please enter the principal investigator’s first name.',
  piLastNameRequired: 'Please enter the principal investigator’s last name.',
  piEmailRequired: 'Please enter the principal investigator’s email address.',
  piEmailInvalid: 'Please enter a valid email address, for example name@university.ca.',
  piOrganizationRequired: 'Please enter the principal investigator’s organization.',
  piCountryRequired: 'Please enter the principal investigator’s country.',
  nameMax: `Names must be ${REQUEST_FIELD_MAX_LENGTH.name} characters or fewer.`,
  textMax: (max: number) => `This answer must be ${max} characters or fewer.`,
  requestIdRequired: 'requestId is required.',
  nothingToUpdate: 'Send at least one field to update.',
  versionInvalid: 'version must be a non-negative integer.',
  fileIdRequired: 'fileId is required (the documentId of a file of the request).',
  formatInvalid: "format must be 'v1' or 'v2'.",
  contractKindInvalid: "kind must be 'contract' or 'signedContract'.",
} as const;

const M = REQUEST_MESSAGES;
const L = REQUEST_FIELD_MAX_LENGTH;

/** The choice lists of the form, each holding the option `value`s of the content (default locale). */
export type RequestFormOptions = {
  projectClassifications: readonly string[];
  intendedUseOptions: readonly string[];
  fundingStatusOptions: readonly string[];
  independentReviewOptions: readonly string[];
  regulatoryBodyOptions: readonly string[];
  disseminationOptions: readonly string[];
  protocolOptions: readonly string[];
};

export const REQUEST_FORM_OPTION_LISTS = [
  'projectClassifications',
  'intendedUseOptions',
  'fundingStatusOptions',
  'independentReviewOptions',
  'regulatoryBodyOptions',
  'disseminationOptions',
  'protocolOptions',
] as const satisfies ReadonlyArray<keyof RequestFormOptions>;

/** The option values of the dataset-access-request content (`[{ value, label }]` per list). */
export function requestFormOptionsFrom(
  content: Partial<Record<keyof RequestFormOptions, ReadonlyArray<{ value: string }> | null | undefined>>,
): RequestFormOptions {
  const values = (list: keyof RequestFormOptions) => (content[list] ?? []).map((option) => option.value);
  return {
    projectClassifications: values('projectClassifications'),
    intendedUseOptions: values('intendedUseOptions'),
    fundingStatusOptions: values('fundingStatusOptions'),
    independentReviewOptions: values('independentReviewOptions'),
    regulatoryBodyOptions: values('regulatoryBodyOptions'),
    disseminationOptions: values('disseminationOptions'),
    protocolOptions: values('protocolOptions'),
  };
}

// ---------------------------------------------------------------------------------------------
// Field builders

/** Optional free text: trimmed, at most `max`; '' is kept as "no answer". */
const text = (max: number, message: string = M.textMax(max)) => z.string().trim().max(max, message);
const requiredText = (
  max: number,
  required: string,
  maxMessage: string = M.textMax(max),
  min = 1,
  minMessage = required,
) => z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, maxMessage);

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, M.dateInvalid);

const optionValue = () =>
  z.string({ error: M.choiceRequired }).trim().min(1, M.choiceRequired).max(L.optionValue, M.choiceInvalid);

const choice = (allowed?: readonly string[]) => {
  const base = optionValue();
  return allowed ? base.refine((value) => allowed.includes(value), M.choiceInvalid) : base;
};

const unique = (values: readonly string[]) => new Set(values).size === values.length;

const choices = (allowed: readonly string[] | undefined, required: boolean) =>
  z
    .array(choice(allowed), { error: M.choicesRequired })
    .max(REQUEST_LIST_MAX, M.listMax)
    .refine((values) => !required || values.length > 0, M.choicesRequired)
    .refine(unique, M.choicesDuplicate);

const documentId = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(L.documentId, required);

/** One requested dataset: the dataset's documentId and the data level asked for. */
const requestedDataset = (complete: boolean) =>
  z.strictObject({
    dataset: documentId(M.datasetRequired),
    dataLevel: complete
      ? requiredText(L.dataLevel, M.dataLevelRequired, M.dataLevelMax)
      : text(L.dataLevel, M.dataLevelMax).nullable().optional(),
  });

const piFields = {
  title: text(L.title, M.nameMax),
  firstName: requiredText(L.name, M.piFirstNameRequired, M.nameMax),
  lastName: requiredText(L.name, M.piLastNameRequired, M.nameMax),
  email: z
    .string({ error: M.piEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.piEmailRequired)
    .max(L.email, M.piEmailInvalid)
    .email(M.piEmailInvalid),
  organization: requiredText(L.organization, M.piOrganizationRequired, M.textMax(L.organization)),
  organizationType: text(L.organizationType),
  country: requiredText(L.country, M.piCountryRequired, M.textMax(L.country)),
};

/** The principal investigator as submitted: title and organization type optional. */
export const principalInvestigatorSchema = z.strictObject({
  ...piFields,
  title: piFields.title.optional(),
  organizationType: piFields.organizationType.optional(),
});
export type PrincipalInvestigatorInput = z.input<typeof principalInvestigatorSchema>;

/** In a draft every PI field is optional, may be '' or null, and only lengths are checked. */
const draftPrincipalInvestigator = z.strictObject({
  title: text(L.title, M.nameMax).nullable().optional(),
  firstName: text(L.name, M.nameMax).nullable().optional(),
  lastName: text(L.name, M.nameMax).nullable().optional(),
  // The stored field is an e-mail field: a draft may leave it empty, but not hold a malformed one.
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().max(L.email, M.piEmailInvalid).email(M.piEmailInvalid)], {
      error: M.piEmailInvalid,
    })
    .nullable()
    .optional(),
  organization: text(L.organization).nullable().optional(),
  organizationType: text(L.organizationType).nullable().optional(),
  country: text(L.country).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Draft (partial) and submit (complete) schemas

/** The field names of the v2 form, in the order of the form's sections. */
export const REQUEST_FORM_FIELDS = [
  'requestedDatasets',
  'projectTitle',
  'projectSummary',
  'projectStartDate',
  'projectEndDate',
  'projectClassification',
  'intendedUses',
  'fundingStatus',
  'fundingDetails',
  'independentReview',
  'independentReviewDetails',
  'regulatoryBodies',
  'regulatoryBodyDetails',
  'dissemination',
  'protocol',
  'principalInvestigator',
] as const;
export type RequestFormField = (typeof REQUEST_FORM_FIELDS)[number];

/**
 * A partial form (create-draft, update-draft): any subset of the fields; `null` clears an
 * answer; unknown keys (requestStatus, requester, id …) are refused.
 */
export const draftSchema = z.strictObject({
  requestedDatasets: z
    .array(requestedDataset(false))
    .max(REQUEST_LIST_MAX, M.listMax)
    .refine((items) => unique(items.map((item) => item.dataset)), M.datasetDuplicate)
    .nullable()
    .optional(),
  projectTitle: text(L.projectTitle, M.projectTitleMax).nullable().optional(),
  projectSummary: text(L.projectSummary, M.projectSummaryMax).nullable().optional(),
  projectStartDate: z
    .union([z.literal(''), isoDate(M.dateRequired)])
    .nullable()
    .optional(),
  projectEndDate: z
    .union([z.literal(''), isoDate(M.dateRequired)])
    .nullable()
    .optional(),
  projectClassification: optionValue().nullable().optional(),
  intendedUses: choices(undefined, false).nullable().optional(),
  fundingStatus: optionValue().nullable().optional(),
  fundingDetails: text(L.details, M.detailsMax).nullable().optional(),
  independentReview: optionValue().nullable().optional(),
  independentReviewDetails: text(L.details, M.detailsMax).nullable().optional(),
  regulatoryBodies: choices(undefined, false).nullable().optional(),
  regulatoryBodyDetails: text(L.details, M.detailsMax).nullable().optional(),
  dissemination: choices(undefined, false).nullable().optional(),
  protocol: optionValue().nullable().optional(),
  principalInvestigator: draftPrincipalInvestigator.nullable().optional(),
});
export type DraftInput = z.input<typeof draftSchema>;
export type DraftData = z.output<typeof draftSchema>;

/**
 * The complete form as submitted. Choice fields are checked against `options` (values of the
 * dataset-access-request content); dates are real dates with the end after the start; at least
 * one dataset, each with a data level. Unknown keys are refused.
 */
export function makeSubmitSchema(options: RequestFormOptions) {
  return z
    .strictObject({
      requestedDatasets: z
        .array(requestedDataset(true), { error: M.datasetsRequired })
        .min(1, M.datasetsRequired)
        .max(REQUEST_LIST_MAX, M.listMax)
        .refine((items) => unique(items.map((item) => item.dataset)), M.datasetDuplicate),
      projectTitle: requiredText(
        L.projectTitle,
        M.projectTitleRequired,
        M.projectTitleMax,
        REQUEST_PROJECT_TITLE_MIN_LENGTH,
        M.projectTitleMin,
      ),
      projectSummary: requiredText(L.projectSummary, M.projectSummaryRequired, M.projectSummaryMax),
      projectStartDate: isoDate(M.dateRequired),
      projectEndDate: isoDate(M.dateRequired),
      projectClassification: choice(options.projectClassifications),
      intendedUses: choices(options.intendedUseOptions, true),
      fundingStatus: choice(options.fundingStatusOptions),
      fundingDetails: text(L.details, M.detailsMax).optional(),
      independentReview: choice(options.independentReviewOptions),
      independentReviewDetails: text(L.details, M.detailsMax).optional(),
      regulatoryBodies: choices(options.regulatoryBodyOptions, false).optional().default([]),
      regulatoryBodyDetails: text(L.details, M.detailsMax).optional(),
      dissemination: choices(options.disseminationOptions, true),
      protocol: choice(options.protocolOptions),
      principalInvestigator: principalInvestigatorSchema,
    })
    .superRefine((value, ctx) => {
      if (value.projectStartDate && value.projectEndDate && value.projectEndDate <= value.projectStartDate) {
        ctx.addIssue({ code: 'custom', path: ['projectEndDate'], message: M.endAfterStart });
      }
    });
}
export type SubmitSchema = ReturnType<typeof makeSubmitSchema>;
export type SubmitInput = z.input<SubmitSchema>;
export type SubmitData = z.output<SubmitSchema>;

/**
 * A stored draft as the submit schema sees it: nulls and blank answers dropped, so a missing
 * answer is reported as "required" rather than as a wrong type.
 */
export function draftToSubmitInput(draft: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of REQUEST_FORM_FIELDS) {
    const value = draft[field];
    if (value === null || value === undefined || value === '') continue;
    if (field === 'principalInvestigator' && typeof value === 'object' && !Array.isArray(value)) {
      const pi: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner !== null && inner !== undefined && inner !== '') pi[key] = inner;
      }
      out[field] = pi;
      continue;
    }
    if (field === 'requestedDatasets' && Array.isArray(value)) {
      out[field] = value.map((item) => {
        if (!item || typeof item !== 'object') return item;
        const entry: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(item as Record<string, unknown>)) {
          if (inner !== null && inner !== undefined && inner !== '') entry[key] = inner;
        }
        return entry;
      });
      continue;
    }
    out[field] = value;
  }
  return out;
}

/**
 * Applies a partial save to a stored draft: fields left out keep their answers, `null` clears
 * one, and the principal investigator is merged field by field (saving the title of the PI
 * section never drops the e-mail saved before). Lists are replaced as a whole.
 */
export function mergeDraft(stored: Record<string, unknown>, patch: DraftData): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const field of REQUEST_FORM_FIELDS) {
    if (stored[field] !== undefined) merged[field] = stored[field];
  }
  for (const [field, value] of Object.entries(patch) as Array<[RequestFormField, unknown]>) {
    if (value === undefined) continue;
    if (field === 'principalInvestigator' && value !== null) {
      const before = stored.principalInvestigator;
      const base =
        before && typeof before === 'object' && !Array.isArray(before) ? (before as Record<string, unknown>) : {};
      const next: Record<string, unknown> = { ...base };
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner !== undefined) next[key] = inner;
      }
      merged[field] = next;
      continue;
    }
    merged[field] = value;
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// v1 (older format)

export const V1_UPDATE_FIELDS = ['projectTitle', 'projectDescription', 'intendedUse', 'datasets'] as const;

/**
 * PATCH /api/dataset-request/update: `requestId` (and optionally `version`) plus at least one of the fields an applicant
 * may correct while information is requested. Statuses, requester and assignee are refused.
 */
export const v1UpdateSchema = z
  .strictObject({
    requestId: documentId(M.requestIdRequired),
    /** The version the applicant saw (optimistic concurrency); defaults to the current one. */
    version: z.number({ error: M.versionInvalid }).int(M.versionInvalid).min(0, M.versionInvalid).optional(),
    projectTitle: requiredText(
      L.projectTitle,
      M.projectTitleRequired,
      M.projectTitleMax,
      REQUEST_PROJECT_TITLE_MIN_LENGTH,
      M.projectTitleMin,
    ).optional(),
    projectDescription: requiredText(L.projectSummary, M.projectSummaryRequired, M.projectSummaryMax).optional(),
    intendedUse: text(L.details, M.detailsMax).optional(),
    datasets: z
      .array(documentId(M.datasetRequired), { error: M.datasetsRequired })
      .min(1, M.datasetsRequired)
      .max(REQUEST_LIST_MAX, M.listMax)
      .refine(unique, M.datasetDuplicate)
      .optional(),
  })
  .refine((value) => V1_UPDATE_FIELDS.some((field) => value[field] !== undefined), { message: M.nothingToUpdate });
export type V1UpdateInput = z.input<typeof v1UpdateSchema>;
export type V1UpdateData = z.output<typeof v1UpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Contracts (JSON variants of the contract upload)

export const CONTRACT_NOTE_MAX_LENGTH = 5000;

const contractFields = {
  requestId: documentId(M.requestIdRequired),
  fileId: documentId(M.fileIdRequired),
  /** v1 or v2; when left out the request is looked up in v2, then v1. */
  format: z.enum(['v1', 'v2'], { error: M.formatInvalid }).optional(),
  version: z.number({ error: M.versionInvalid }).int(M.versionInvalid).min(0, M.versionInvalid).optional(),
  note: z
    .string({ error: M.textMax(CONTRACT_NOTE_MAX_LENGTH) })
    .trim()
    .max(CONTRACT_NOTE_MAX_LENGTH, M.textMax(CONTRACT_NOTE_MAX_LENGTH))
    .optional(),
};

/**
 * POST /api/data-access-request/add-contract: an uploaded file of the request (`fileId`, e.g.
 * sent with the attachments call) becomes its contract; the request moves to pendingSigning.
 */
export const addContractSchema = z.strictObject(contractFields);
export type AddContractInput = z.input<typeof addContractSchema>;

/**
 * POST /api/data-access-request/update-contract: replace the contract with another file
 * (`kind: 'contract'`, staff) or record the signed contract (`kind: 'signedContract'`, the
 * default for the applicant).
 */
export const updateContractSchema = z.strictObject({
  ...contractFields,
  kind: z.enum(['contract', 'signedContract'], { error: M.contractKindInvalid }).optional(),
});
export type UpdateContractInput = z.input<typeof updateContractSchema>;
