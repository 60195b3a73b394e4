import { draftSchema, type DraftInput, type RequestFormAnswers } from '@portal/shared';

/** The request form's values as react-hook-form holds them: no nulls, '' for "no answer". */
export type RequestFormValues = {
  requestedDatasets: Array<{ dataset: string; dataLevel: string }>;
  projectTitle: string;
  projectSummary: string;
  projectStartDate: string;
  projectEndDate: string;
  projectClassification: string;
  intendedUses: string[];
  fundingStatus: string;
  fundingDetails: string;
  independentReview: string;
  independentReviewDetails: string;
  regulatoryBodies: string[];
  regulatoryBodyDetails: string;
  dissemination: string[];
  protocol: string;
  principalInvestigator: {
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    organization: string;
    organizationType: string;
    country: string;
  };
};

type PiValues = RequestFormValues['principalInvestigator'];
const PI_FIELDS = ['title', 'firstName', 'lastName', 'email', 'organization', 'organizationType', 'country'] as const;
const TEXT_FIELDS = [
  'projectTitle',
  'projectSummary',
  'projectStartDate',
  'projectEndDate',
  'projectClassification',
  'fundingStatus',
  'fundingDetails',
  'independentReview',
  'independentReviewDetails',
  'regulatoryBodyDetails',
  'protocol',
] as const;
const LIST_FIELDS = ['intendedUses', 'regulatoryBodies', 'dissemination'] as const;

export function emptyFormValues(): RequestFormValues {
  return {
    requestedDatasets: [],
    projectTitle: '',
    projectSummary: '',
    projectStartDate: '',
    projectEndDate: '',
    projectClassification: '',
    intendedUses: [],
    fundingStatus: '',
    fundingDetails: '',
    independentReview: '',
    independentReviewDetails: '',
    regulatoryBodies: [],
    regulatoryBodyDetails: '',
    dissemination: [],
    protocol: '',
    principalInvestigator: {
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      organization: '',
      organizationType: '',
      country: '',
    },
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Stored answers (a draft, a request, a local copy) as form values; anything malformed becomes empty. */
export function formValuesFrom(
  answers: Partial<Record<keyof RequestFormAnswers, unknown>> | null | undefined,
): RequestFormValues {
  const values = emptyFormValues();
  if (!answers) return values;
  for (const field of TEXT_FIELDS) values[field] = str(answers[field]);
  for (const field of LIST_FIELDS) values[field] = strings(answers[field]);
  values.requestedDatasets = (Array.isArray(answers.requestedDatasets) ? answers.requestedDatasets : []).flatMap(
    (item: unknown) =>
      typeof item === 'object' && item !== null
        ? [
            {
              dataset: str((item as Record<string, unknown>).dataset),
              dataLevel: str((item as Record<string, unknown>).dataLevel),
            },
          ]
        : [],
  );
  const pi = answers.principalInvestigator;
  if (typeof pi === 'object' && pi !== null) {
    for (const field of PI_FIELDS) values.principalInvestigator[field] = str((pi as Record<string, unknown>)[field]);
  }
  return values;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The answers as update-draft takes them. A draft may be incomplete, but not malformed: an
 * answer the draft schema refuses (a half-typed e-mail, an over-long text) is left out of this
 * save — it stays in the form and in local storage, and goes with a later save once it is valid.
 */
export function toDraftPayload(values: RequestFormValues): DraftInput {
  const pi: Partial<Record<keyof PiValues, string>> = {};
  for (const field of PI_FIELDS) pi[field] = values.principalInvestigator[field];
  const payload: Record<string, unknown> = {
    requestedDatasets: values.requestedDatasets
      .filter((item) => item.dataset !== '')
      .map((item) => ({ dataset: item.dataset, dataLevel: orNull(item.dataLevel) })),
    principalInvestigator: pi,
  };
  for (const field of TEXT_FIELDS) payload[field] = orNull(values[field]);
  for (const field of LIST_FIELDS) payload[field] = values[field];

  const parsed = draftSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [field, sub] = issue.path;
    if (field === 'principalInvestigator' && typeof sub === 'string') delete pi[sub as keyof PiValues];
    else if (typeof field === 'string') delete payload[field];
  }
  const retried = draftSchema.safeParse(payload);
  return retried.success ? retried.data : {};
}

/** The complete form for the amend call: blank answers left out (the server reports them as required). */
export function toAnswersBody(values: RequestFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    requestedDatasets: values.requestedDatasets.map((item) => ({ dataset: item.dataset, dataLevel: item.dataLevel })),
    intendedUses: values.intendedUses,
    regulatoryBodies: values.regulatoryBodies,
    dissemination: values.dissemination,
  };
  for (const field of TEXT_FIELDS) if (values[field].trim() !== '') body[field] = values[field];
  const pi: Record<string, string> = {};
  for (const field of PI_FIELDS)
    if (values.principalInvestigator[field].trim() !== '') pi[field] = values.principalInvestigator[field];
  body.principalInvestigator = pi;
  return body;
}
