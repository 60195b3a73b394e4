import type { RequestFormValues } from '@/features/requests/utils/form-values';

/** The form's steps, in order; the first seven match the read-only sections (components/request). */
export const FORM_STEPS = [
  'datasets',
  'project',
  'investigator',
  'use',
  'funding',
  'regulatory',
  'dissemination',
  'attachments',
  'review',
] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export const isFormStep = (value: unknown): value is FormStep =>
  typeof value === 'string' && (FORM_STEPS as readonly string[]).includes(value);

/** The top-level fields each step asks for. */
export const STEP_FIELDS: Record<FormStep, ReadonlyArray<keyof RequestFormValues>> = {
  datasets: ['requestedDatasets'],
  project: ['projectTitle', 'projectSummary', 'projectStartDate', 'projectEndDate', 'projectClassification'],
  investigator: ['principalInvestigator'],
  use: ['intendedUses'],
  funding: ['fundingStatus', 'fundingDetails', 'independentReview', 'independentReviewDetails'],
  regulatory: ['regulatoryBodies', 'regulatoryBodyDetails'],
  dissemination: ['dissemination', 'protocol'],
  attachments: [],
  review: [],
};

/** The step that asks for a field path (`principalInvestigator.email` → investigator). */
export function stepOfPath(path: string): FormStep | null {
  const field = path.split('.')[0];
  return FORM_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field ?? '')) ?? null;
}
