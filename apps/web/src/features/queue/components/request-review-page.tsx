import { isAcademic, type StaffRequestDetail } from '@portal/shared';
import { dataLevelLabelFor } from '@portal/shared/data-levels';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';

import { AccessSummary } from '@/components/access/access-summary';
import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitle } from '@/components/page-title';
import { RequestAnswers } from '@/components/request/request-answers';
import { RequestFiles } from '@/components/request/request-files';
import { RequestStatusBadges } from '@/components/request/request-status-badge';
import { RequestTimeline } from '@/components/request/request-timeline';
import { paths } from '@/config/paths';
import {
  DOCUMENT_ID_REQUIRED_MESSAGE,
  staffRequestQueryOptions,
  type ReviewNavigationState,
} from '@/features/queue/api/get-staff-request';
import { ActionPanel } from '@/features/queue/components/action-panel';
import { RequestDeadlineLine } from '@/features/queue/components/request-deadline';
import { RequestRecommendations } from '@/features/queue/components/request-recommendations';
import { RequestRoundSummary } from '@/features/queue/components/request-round';
import { InformationRequestSummary } from '@/features/queue/components/information-request';
import { RequestVersions } from '@/features/queue/components/request-versions';
import { ReviewConversation } from '@/features/queue/components/review-conversation';
import { roleKey } from '@/features/queue/role-key';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useOptionLabels, type OptionLabel } from '@/lib/option-labels';
import { useSession } from '@/lib/session';

import './queue.css';

function Requester({ request, optionLabel }: { request: StaffRequestDetail; optionLabel: OptionLabel }) {
  const t = useT();
  const person = request.requester;
  if (!person) return <p className="queue-muted">{t('queue.review.noRequester')}</p>;
  return (
    <dl className="review-facts">
      <div>
        <dt>{t('queue.review.name')}</dt>
        <dd>
          {`${person.firstName} ${person.lastName}`.trim() || person.email}
          {isAcademic(person) ? (
            <>
              {' '}
              <span className="queue-tag queue-tag--academic">{t('queue.academic')}</span>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('queue.review.email')}</dt>
        <dd>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('queue.review.organization')}</dt>
        <dd>{person.organization ?? t('queue.publish.empty')}</dd>
      </div>
      <div>
        <dt>{t('queue.review.organizationType')}</dt>
        <dd>
          {person.organizationType
            ? optionLabel('organizationTypeOptions', person.organizationType)
            : t('queue.publish.empty')}
        </dd>
      </div>
    </dl>
  );
}

function DatasetLinks({ request }: { request: StaffRequestDetail }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="review-datasets">
      {request.datasetDetails.map((detail) => (
        <li key={detail.dataset.documentId}>
          <a href={paths.dataset(locale, detail.dataset.slug, 'overview')} target="_blank" rel="noopener noreferrer">
            {detail.dataset.title}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
          {detail.dataLevel ? <span className="queue-muted"> · {dataLevelLabelFor(detail, locale)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="review-section" aria-labelledby={id}>
      <h2 id={id} className="review-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Review({ request, optionLabel }: { request: StaffRequestDetail; optionLabel: OptionLabel }) {
  const t = useT();
  const { session } = useSession();
  const role = session.user?.role.type;
  const contracts = request.files.filter((file) => file.kind !== 'attachment');
  const attachments = request.files.filter((file) => file.kind === 'attachment');
  const assignee = request.internal.assignee;
  const access = request.access ?? null;
  return (
    <>
      <PageTitle title={request.projectTitle} />
      <header className="review-header">
        <h1>{request.projectTitle}</h1>
        <p className="queue-request__meta">
          <span className="queue-tag">{request.format}</span>
          <span className="queue-request__ref">{request.documentId}</span>
        </p>
        <RequestStatusBadges
          requestStatus={request.internal.requestStatus}
          approvalStatus={request.internal.approvalStatus}
        />
        <p>
          {t('queue.column.assignee')}:{' '}
          {assignee
            ? `${`${assignee.firstName} ${assignee.lastName}`.trim() || assignee.email}${
                assignee.role ? ` (${t(roleKey(assignee.role.type))})` : ''
              }`
            : t('queue.unassigned')}
        </p>
        <RequestDeadlineLine deadline={request.deadline} />
      </header>
      <div className="review-layout">
        <div className="review-layout__main">
          {access ? (
            <Section id="review-access" title={t('access.title')}>
              <AccessSummary access={access} />
            </Section>
          ) : null}
          {request.informationRequest ? (
            <Section id="review-information-request" title={t('queue.infoRequest.title')}>
              <InformationRequestSummary request={request.informationRequest} />
            </Section>
          ) : null}
          <Section id="review-requester" title={t('queue.review.requester')}>
            <Requester request={request} optionLabel={optionLabel} />
          </Section>
          <Section id="review-datasets" title={t('queue.review.datasets')}>
            <DatasetLinks request={request} />
          </Section>
          <Section id="review-answers" title={t('queue.review.answers')}>
            <RequestAnswers request={request} optionLabel={optionLabel} headingLevel={3} />
          </Section>
          {request.format === 'v2' ? (
            <Section id="review-versions" title={t('queue.versions.title')}>
              <RequestVersions requestId={request.documentId} optionLabel={optionLabel} />
            </Section>
          ) : null}
          <Section id="review-files" title={t('queue.review.files')}>
            <RequestFiles files={attachments} />
          </Section>
          <Section id="review-contracts" title={t('queue.review.contracts')}>
            <RequestFiles files={contracts} emptyMessage={t('queue.review.noContract')} />
          </Section>
          <Section id="review-round" title={t('queue.round.title')}>
            <RequestRoundSummary round={request.round ?? null} />
          </Section>
          <Section id="review-recommendations" title={t('queue.review.recommendations')}>
            <RequestRecommendations items={request.recommendations} />
          </Section>
          <ReviewConversation request={request} />
          <Section id="review-timeline" title={t('queue.review.timeline')}>
            <RequestTimeline events={request.events} order="newest" />
          </Section>
        </div>
        <aside className="review-layout__aside">
          <ActionPanel request={request} viewerRole={role} />
        </aside>
      </div>
    </>
  );
}

/** /{locale}/request-management/request/{id}: the whole request for staff, with the actions their role allows now. */
export function RequestReviewPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const knownFormat = (useLocation().state as ReviewNavigationState | null)?.format;
  const query = useQuery({ ...staffRequestQueryOptions(id, knownFormat), enabled: id.trim() !== '' });
  // Fetched beside the request: the page waits for both rather than show option keys.
  const optionLabel = useOptionLabels(locale);

  // Every state names the page with an h1; the loaded request replaces it with its own title.
  const back = (
    <>
      <p className="review-back">
        <Link to={paths.queueList(locale)}>{t('queue.review.back')}</Link>
      </p>
      <PageTitle title={t('queue.review.title')} />
      <h1>{t('queue.review.title')}</h1>
    </>
  );
  if (id.trim() === '') {
    return (
      <div className="review-page">
        {back}
        <ErrorState title={DOCUMENT_ID_REQUIRED_MESSAGE} message={t('queue.review.noId')} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="review-page">
        {back}
        {notFound ? (
          <ErrorState title={query.error.message} message={t('queue.review.notFound')} />
        ) : (
          <ErrorState message={t('queue.review.error')} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  if (query.isPending || !optionLabel) {
    return (
      <div className="review-page">
        {back}
        <PageSkeleton />
      </div>
    );
  }
  return (
    <div className="review-page">
      <p className="review-back">
        <Link to={paths.queueList(locale)}>{t('queue.review.back')}</Link>
      </p>
      <Review request={query.data} optionLabel={optionLabel} />
    </div>
  );
}
