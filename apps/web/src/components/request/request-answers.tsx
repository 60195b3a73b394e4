import type { RequestDatasetDetail, RequestFormAnswers, RequestFormat, V1RequestAnswers } from '@portal/shared';
import type { RequestFormStep } from '@portal/shared/request-form-steps';
import { useId, type ReactNode } from 'react';

import { RequestDatasets } from '@/components/request/request-datasets';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';
import type { OptionLabel, OptionListName } from '@/lib/option-labels';

import './request-sections.css';

/** What the answers view reads: a v2 or v1 request detail, a staff detail, or a draft. */
type RequestAnswersSource = {
  format: RequestFormat;
  projectTitle: string | null;
  datasetDetails: readonly RequestDatasetDetail[];
} & Partial<Omit<RequestFormAnswers, 'projectTitle' | 'requestedDatasets'>> &
  Partial<Pick<V1RequestAnswers, 'projectDescription' | 'intendedUse'>>;

/** The v2 form's sections: the request form's steps that hold answers (packages/shared). */
type RequestSectionId = Exclude<RequestFormStep, 'attachments' | 'review'>;

const SECTION_TITLE: Record<RequestSectionId, MessageKey> = {
  datasets: 'request.section.datasets',
  project: 'request.section.project',
  investigator: 'request.section.investigator',
  use: 'request.section.use',
  funding: 'request.section.funding',
  regulatory: 'request.section.regulatory',
  dissemination: 'request.section.dissemination',
};

export type RequestAnswersProps = {
  request: RequestAnswersSource;
  /** A choice's label in the reader's language (`useOptionLabels` in lib/option-labels.ts); default the value. */
  optionLabel?: OptionLabel;
  /** Level of the section headings (default 2). */
  headingLevel?: 2 | 3;
  /** Something to show next to a section's heading, e.g. a "Change" link on a review step. */
  renderSectionAction?: (section: RequestSectionId) => ReactNode;
};

type Row = { key: MessageKey; value: ReactNode };

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function Answers({ rows }: { rows: Row[] }) {
  const t = useT();
  return (
    <dl className="request-answers__list">
      {rows.map((row) => (
        <div key={row.key} className="request-answers__row">
          <dt>{t(row.key)}</dt>
          <dd>
            {blank(row.value) ? <span className="request-answers__none">{t('request.answer.none')}</span> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The filled request, read-only, section by section (v2 sections; v1 has project and intended use). */
export function RequestAnswers({
  request,
  optionLabel = (_list, value) => value,
  headingLevel = 2,
  renderSectionAction,
}: RequestAnswersProps) {
  const t = useT();
  const format = useFormat();
  // Two answer views on one page (the request and a version of it in a dialog) never share ids.
  const idPrefix = useId();
  const Heading = `h${headingLevel}` as const;
  // A stored value that is no date is shown as typed rather than hidden.
  const formatDate = (value: string | null | undefined) => (value ? format.date(value) || value : null);
  const one = (list: OptionListName, value: string | null | undefined) => (value ? optionLabel(list, value) : null);
  const many = (list: OptionListName, values: readonly string[] | null | undefined) =>
    values && values.length > 0 ? (
      <ul className="request-answers__choices">
        {values.map((value) => (
          <li key={value}>{optionLabel(list, value)}</li>
        ))}
      </ul>
    ) : null;
  const text = (value: string | null | undefined) =>
    value ? <span className="request-answers__text">{value}</span> : null;

  const pi = request.principalInvestigator ?? null;
  const sections: Array<{ id: RequestSectionId; body: ReactNode }> =
    request.format === 'v1'
      ? [
          {
            id: 'datasets',
            body: <RequestDatasets datasets={request.datasetDetails} />,
          },
          {
            id: 'project',
            body: (
              <Answers
                rows={[
                  { key: 'request.field.projectTitle', value: text(request.projectTitle) },
                  { key: 'request.field.projectDescription', value: text(request.projectDescription) },
                ]}
              />
            ),
          },
          {
            id: 'use',
            body: <Answers rows={[{ key: 'request.field.intendedUse', value: text(request.intendedUse) }]} />,
          },
        ]
      : [
          {
            id: 'datasets',
            body: <RequestDatasets datasets={request.datasetDetails} />,
          },
          {
            id: 'project',
            body: (
              <Answers
                rows={[
                  { key: 'request.field.projectTitle', value: text(request.projectTitle) },
                  { key: 'request.field.projectSummary', value: text(request.projectSummary) },
                  { key: 'request.field.projectStartDate', value: formatDate(request.projectStartDate) },
                  { key: 'request.field.projectEndDate', value: formatDate(request.projectEndDate) },
                  {
                    key: 'request.field.projectClassification',
                    value: one('projectClassifications', request.projectClassification),
                  },
                ]}
              />
            ),
          },
          {
            id: 'investigator',
            body: (
              <Answers
                rows={[
                  { key: 'request.field.piTitle', value: text(pi?.title) },
                  { key: 'request.field.piFirstName', value: text(pi?.firstName) },
                  { key: 'request.field.piLastName', value: text(pi?.lastName) },
                  { key: 'request.field.piEmail', value: text(pi?.email) },
                  { key: 'request.field.piOrganization', value: text(pi?.organization) },
                  {
                    key: 'request.field.piOrganizationType',
                    value: one('organizationTypeOptions', pi?.organizationType),
                  },
                  { key: 'request.field.piCountry', value: text(pi?.country) },
                ]}
              />
            ),
          },
          {
            id: 'use',
            body: (
              <Answers
                rows={[{ key: 'request.field.intendedUses', value: many('intendedUseOptions', request.intendedUses) }]}
              />
            ),
          },
          {
            id: 'funding',
            body: (
              <Answers
                rows={[
                  { key: 'request.field.fundingStatus', value: one('fundingStatusOptions', request.fundingStatus) },
                  { key: 'request.field.fundingDetails', value: text(request.fundingDetails) },
                  {
                    key: 'request.field.independentReview',
                    value: one('independentReviewOptions', request.independentReview),
                  },
                  { key: 'request.field.independentReviewDetails', value: text(request.independentReviewDetails) },
                ]}
              />
            ),
          },
          {
            id: 'regulatory',
            body: (
              <Answers
                rows={[
                  {
                    key: 'request.field.regulatoryBodies',
                    value: many('regulatoryBodyOptions', request.regulatoryBodies),
                  },
                  { key: 'request.field.regulatoryBodyDetails', value: text(request.regulatoryBodyDetails) },
                ]}
              />
            ),
          },
          {
            id: 'dissemination',
            body: (
              <Answers
                rows={[
                  { key: 'request.field.dissemination', value: many('disseminationOptions', request.dissemination) },
                  { key: 'request.field.protocol', value: one('protocolOptions', request.protocol) },
                ]}
              />
            ),
          },
        ];

  return (
    <div className="request-answers">
      {sections.map((section) => (
        <section key={section.id} className="request-section" aria-labelledby={`${idPrefix}section-${section.id}`}>
          <div className="request-section__header">
            <Heading id={`${idPrefix}section-${section.id}`} className="request-section__title">
              {t(SECTION_TITLE[section.id])}
            </Heading>
            {renderSectionAction?.(section.id)}
          </div>
          {section.body}
        </section>
      ))}
    </div>
  );
}
