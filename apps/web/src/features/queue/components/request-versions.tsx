import {
  diffVersions,
  isUnchanged,
  type PrincipalInvestigatorField,
  type RequestDatasetDetail,
  type RequestVersion,
  type VersionAnswerChange,
  type VersionAnswerField,
  type VersionAnswerValue,
} from '@portal/shared';
import { dataLevelLabelFor } from '@portal/shared/data-levels';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Dialog } from '@/components/dialog';
import { answerLabelKey } from '@/components/request/field-labels';
import { RequestAnswers } from '@/components/request/request-answers';
import { requestVersionsQueryOptions } from '@/features/queue/api/get-request-versions';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import type { OptionLabel, OptionListName } from '@/lib/option-labels';

import './versions.css';

const PI_LABEL: Record<PrincipalInvestigatorField, MessageKey> = {
  title: 'request.field.piTitle',
  firstName: 'request.field.piFirstName',
  lastName: 'request.field.piLastName',
  email: 'request.field.piEmail',
  organization: 'request.field.piOrganization',
  organizationType: 'request.field.piOrganizationType',
  country: 'request.field.piCountry',
};

/** Answers that hold option values: shown by their labels, as in the answers view. */
const OPTION_LIST: Partial<Record<VersionAnswerField, OptionListName>> = {
  projectClassification: 'projectClassifications',
  intendedUses: 'intendedUseOptions',
  fundingStatus: 'fundingStatusOptions',
  independentReview: 'independentReviewOptions',
  regulatoryBodies: 'regulatoryBodyOptions',
  dissemination: 'disseminationOptions',
  protocol: 'protocolOptions',
};

const DATE_FIELDS: ReadonlySet<VersionAnswerField> = new Set(['projectStartDate', 'projectEndDate']);

type Props = { requestId: string; optionLabel: OptionLabel };

function useDatasetName() {
  const t = useT();
  return (dataset: RequestDatasetDetail['dataset']) =>
    dataset.title || t('queue.versions.unknownDataset', { id: dataset.documentId });
}

function useLevelText() {
  const t = useT();
  const locale = useLocale();
  return (detail: Pick<RequestDatasetDetail, 'dataLevel' | 'dataLevelLabels'>) =>
    dataLevelLabelFor(detail, locale) ?? t('request.datasets.levelNone');
}

function BeforeAfter({ label, before, after }: { label: string; before: ReactNode; after: ReactNode }) {
  const t = useT();
  return (
    <div className="version-changes__item">
      <dt>{label}</dt>
      <dd className="version-changes__value">
        <span className="version-changes__tag">{t('queue.versions.before')}</span> {before}
      </dd>
      <dd className="version-changes__value">
        <span className="version-changes__tag">{t('queue.versions.after')}</span> {after}
      </dd>
    </div>
  );
}

/** What changed from one version to the next: each answer before and after, and the datasets. */
function VersionChanges({
  previous,
  next,
  optionLabel,
}: {
  previous: RequestVersion;
  next: RequestVersion;
  optionLabel: OptionLabel;
}) {
  const t = useT();
  const format = useFormat();
  const datasetName = useDatasetName();
  const levelText = useLevelText();
  const diff = diffVersions(previous, next);

  const label = (change: VersionAnswerChange) =>
    change.part
      ? t('queue.versions.partLabel', { field: t(answerLabelKey(change.field)), part: t(PI_LABEL[change.part]) })
      : t(answerLabelKey(change.field));
  const value = (change: VersionAnswerChange, answer: VersionAnswerValue): ReactNode => {
    const none = <span className="version-changes__none">{t('request.answer.none')}</span>;
    if (answer === null || (Array.isArray(answer) && answer.length === 0)) return none;
    const list = change.part === 'organizationType' ? 'organizationTypeOptions' : OPTION_LIST[change.field];
    if (Array.isArray(answer)) return answer.map((item) => (list ? optionLabel(list, item) : item)).join(', ');
    if (list) return optionLabel(list, answer);
    if (DATE_FIELDS.has(change.field)) return format.date(answer) || answer;
    return <span className="version-changes__text">{answer}</span>;
  };

  return (
    <section className="review-versions__changes" aria-labelledby="review-versions-changes">
      <h3 id="review-versions-changes" className="review-versions__subtitle">
        {t('queue.versions.changesSince', { number: previous.number })}
      </h3>
      {isUnchanged(diff) ? (
        <p className="queue-muted">{t('queue.versions.unchanged')}</p>
      ) : (
        <>
          {diff.answers.length + diff.levelsChanged.length > 0 ? (
            <dl className="version-changes">
              {diff.answers.map((change) => (
                <BeforeAfter
                  key={`${change.field}.${change.part ?? ''}`}
                  label={label(change)}
                  before={value(change, change.before)}
                  after={value(change, change.after)}
                />
              ))}
              {diff.levelsChanged.map((change) => (
                <BeforeAfter
                  key={`level.${change.dataset.documentId}`}
                  label={t('queue.versions.levelOf', { dataset: datasetName(change.dataset) })}
                  before={levelText(change.before)}
                  after={levelText(change.after)}
                />
              ))}
            </dl>
          ) : null}
          <DatasetList title={t('queue.versions.datasetsAdded')} datasets={diff.datasetsAdded} />
          <DatasetList title={t('queue.versions.datasetsRemoved')} datasets={diff.datasetsRemoved} />
        </>
      )}
    </section>
  );
}

function DatasetList({ title, datasets }: { title: string; datasets: RequestDatasetDetail[] }) {
  const t = useT();
  const datasetName = useDatasetName();
  const levelText = useLevelText();
  if (datasets.length === 0) return null;
  return (
    <>
      <h4 className="review-versions__minor">{title}</h4>
      <ul className="version-changes__datasets">
        {datasets.map((detail) => (
          <li key={detail.dataset.documentId}>
            {datasetName(detail.dataset)}
            <span className="queue-muted">
              {' '}
              · {t('request.field.dataLevel')}: {levelText(detail)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One version's answers, read-only, rendered like the request's answers. */
function VersionDialog({ version, optionLabel }: { version: RequestVersion; optionLabel: OptionLabel }) {
  const t = useT();
  const format = useFormat();
  const { requestedDatasets: _ids, ...answers } = version.answers;
  return (
    <Dialog
      title={t('queue.versions.dialogTitle', { number: version.number })}
      description={t('queue.versions.dialogDescription', { date: format.dateTime(version.submittedAt) })}
      width="60rem"
      fullScreenBelow={760}
      trigger={
        <button type="button" className="button button--secondary button--small">
          {t('queue.versions.open', { number: version.number })}
        </button>
      }
    >
      <RequestAnswers
        request={{ ...answers, format: 'v2', datasetDetails: version.datasets }}
        optionLabel={optionLabel}
        headingLevel={3}
      />
    </Dialog>
  );
}

/**
 * The versions of a v2 request on the staff review page: what changed in the latest
 * resubmission, and every version, each opening read-only.
 */
export function RequestVersions({ requestId, optionLabel }: Props) {
  const t = useT();
  const format = useFormat();
  const query = useQuery(requestVersionsQueryOptions(requestId));
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('queue.versions.error')}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const versions = query.data;
  if (versions.length === 0) return <p className="queue-muted">{t('queue.versions.none')}</p>;
  const latest = versions[versions.length - 1]!;
  const previous = versions.length >= 2 ? versions[versions.length - 2]! : null;
  return (
    <div className="review-versions">
      {previous ? <VersionChanges previous={previous} next={latest} optionLabel={optionLabel} /> : null}
      <section aria-labelledby="review-versions-list">
        <h3 id="review-versions-list" className="review-versions__subtitle">
          {t('queue.versions.list')}
        </h3>
        <ol className="review-versions__list">
          {versions.map((version) => (
            <li key={version.number} className="review-versions__item">
              <span>
                <strong>{t('queue.versions.item', { number: version.number })}</strong>
                {' · '}
                {t(version.kind === 'amend' ? 'queue.versions.kind.amend' : 'queue.versions.kind.submit')}{' '}
                <time dateTime={version.submittedAt}>{format.dateTime(version.submittedAt)}</time>
              </span>
              <VersionDialog version={version} optionLabel={optionLabel} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
