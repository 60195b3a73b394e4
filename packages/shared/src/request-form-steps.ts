/**
 * The steps of the dataset request form, in order. One list for the web form (its step URLs,
 * `?step=<key>`) and the CMS (`pages.form-step.step`, the editor's label and description of
 * each step): a step added here must be added to that enum too (a CMS test compares them).
 */
export const REQUEST_FORM_STEPS = [
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

export type RequestFormStep = (typeof REQUEST_FORM_STEPS)[number];

export const isRequestFormStep = (value: unknown): value is RequestFormStep =>
  typeof value === 'string' && (REQUEST_FORM_STEPS as readonly string[]).includes(value);
