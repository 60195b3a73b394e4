import { REQUEST_FORM_STEPS, isRequestFormStep, type RequestFormStep } from '@portal/shared/request-form-steps';

import type { RequestFormValues } from '@/features/requests/utils/form-values';

/**
 * The form's steps, in order: the shared list (packages/shared/src/request-form-steps.ts), whose
 * keys the CMS uses for each step's label and description. The first seven match the read-only
 * sections (components/request).
 */
export const FORM_STEPS = REQUEST_FORM_STEPS;
export type FormStep = RequestFormStep;
export const isFormStep = isRequestFormStep;

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
