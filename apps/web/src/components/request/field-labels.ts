import { FIELD_COMMENT_FIELDS, type FieldCommentField, type RequestFormat } from '@portal/shared';

import type { MessageKey } from '@/lib/i18n';

/**
 * The label of each answer a comment may name (FIELD_COMMENT_FIELDS, both formats): the words the
 * read-only answers use, so staff pick and applicants read the same name. The two answers made of
 * several questions (the datasets with their levels, the principal investigator) go by their
 * section's title.
 */
const FIELD_LABELS: Record<FieldCommentField, MessageKey> = {
  requestedDatasets: 'request.section.datasets',
  projectTitle: 'request.field.projectTitle',
  projectSummary: 'request.field.projectSummary',
  projectStartDate: 'request.field.projectStartDate',
  projectEndDate: 'request.field.projectEndDate',
  projectClassification: 'request.field.projectClassification',
  intendedUses: 'request.field.intendedUses',
  fundingStatus: 'request.field.fundingStatus',
  fundingDetails: 'request.field.fundingDetails',
  independentReview: 'request.field.independentReview',
  independentReviewDetails: 'request.field.independentReviewDetails',
  regulatoryBodies: 'request.field.regulatoryBodies',
  regulatoryBodyDetails: 'request.field.regulatoryBodyDetails',
  dissemination: 'request.field.dissemination',
  protocol: 'request.field.protocol',
  principalInvestigator: 'request.section.investigator',
  projectDescription: 'request.field.projectDescription',
  intendedUse: 'request.field.intendedUse',
  datasets: 'request.field.datasets',
};

/** The answers of a format's form a comment may name, in the form's order. */
export const commentableFields = (format: RequestFormat): readonly FieldCommentField[] => FIELD_COMMENT_FIELDS[format];

/** The label of an answer of either form. */
export const answerLabelKey = (field: FieldCommentField): MessageKey => FIELD_LABELS[field];

/** The label of an answer; null for a name no form has (the caller shows the name as sent). */
export function fieldLabelKey(field: string): MessageKey | null {
  return Object.prototype.hasOwnProperty.call(FIELD_LABELS, field) ? FIELD_LABELS[field as FieldCommentField] : null;
}
