import type { RequestFormStepContent } from '@portal/shared';
import { isRequestFormStep, type RequestFormStep } from '@portal/shared/request-form-steps';

type StepText = { label: string; description: string | null };
export type StepTexts = Partial<Record<RequestFormStep, StepText>>;

/**
 * The editor's label and description of each step (the dataset-request-form content, in the
 * reader's locale), by step. Entries for a step the form does not have, or without a label, are
 * left out, as is a second entry for the same step; a step left out shows the app's own title.
 */
export function stepTextsFrom(steps: readonly RequestFormStepContent[] | null | undefined): StepTexts {
  const texts: StepTexts = {};
  for (const entry of steps ?? []) {
    const label = entry.label?.trim();
    if (!isRequestFormStep(entry.step) || !label || texts[entry.step]) continue;
    texts[entry.step] = { label, description: entry.description?.trim() || null };
  }
  return texts;
}
