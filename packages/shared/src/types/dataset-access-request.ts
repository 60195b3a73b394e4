import type { ContentPage, Hero, Option, TextColumns } from './content';

/** `request-form.section`: title and help text of one block of the request form. */
export type RequestFormSection = {
  id?: number;
  title: string;
  helpText: string | null;
};

/**
 * GET /api/dataset-access-request: the content of the dataset access request form (spec §3).
 * Option `value`s are stored in requests and are the same in every locale; `label`s are translated.
 */
export type DatasetAccessRequestPage = ContentPage & {
  hero: Hero | null;
  textColumns: TextColumns | null;
  datasetsSection: RequestFormSection | null;
  projectClassificationSection: RequestFormSection | null;
  projectClassifications: Option[];
  intendedUseSection: RequestFormSection | null;
  intendedUseOptions: Option[];
  fundingStatusSection: RequestFormSection | null;
  fundingStatusOptions: Option[];
  independentReviewSection: RequestFormSection | null;
  independentReviewOptions: Option[];
  regulatoryBodySection: RequestFormSection | null;
  regulatoryBodyOptions: Option[];
  disseminationSection: RequestFormSection | null;
  disseminationOptions: Option[];
  protocolSection: RequestFormSection | null;
  protocolOptions: Option[];
  saveDraftButtonLabel: string | null;
  submitButtonLabel: string | null;
  submittedMessage: string | null;
};
