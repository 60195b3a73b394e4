import type { ApplicantRequestDetail, RequestFormat } from '@portal/shared';
import { Link } from 'react-router-dom';

import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { RequestAnswers } from '@/components/request/request-answers';
import { RequestFiles } from '@/components/request/request-files';
import { RequestStatusBadges } from '@/components/request/request-status-badge';
import { RequestTimeline } from '@/components/request/request-timeline';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { useRequestDetail } from '@/features/requests/api/request-detail';
import { AccessPanel } from '@/features/requests/components/access-panel';
import { RequestActionsPanel } from '@/features/requests/components/request-actions-panel';
import { RequestConversation } from '@/features/requests/components/request-conversation';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useOptionLabels } from '@/lib/option-labels';

import './requests.css';

function RequestHeader({ request }: { request: ApplicantRequestDetail }) {
  const t = useT();
  const format = useFormat();
  const submitted = request.submittedAt ?? request.createdAt;
  return (
    <header className="request-view__header">
      <p className="request-view__eyebrow">{t('requests.view.title')}</p>
      <h1 className="request-view__title">{request.projectTitle}</h1>
      <dl className="request-view__facts">
        <div>
          <dt>{t('requests.view.reference')}</dt>
          <dd>
            <code>{request.documentId}</code>
          </dd>
        </div>
        <div>
          <dt>{t('request.status.label')}</dt>
          <dd>
            <RequestStatusBadges
              requestStatus={request.internal.requestStatus}
              approvalStatus={request.internal.approvalStatus}
            />
          </dd>
        </div>
        <div>
          <dt>{t('requests.view.format')}</dt>
          <dd>{t(request.format === 'v1' ? 'request.format.v1' : 'request.format.v2')}</dd>
        </div>
        <div>
          <dt>{t('requests.view.submitted')}</dt>
          <dd>
            <time dateTime={submitted}>{format.date(submitted)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('requests.view.updated')}</dt>
          <dd>
            <time dateTime={request.updatedAt}>{format.date(request.updatedAt)}</time>
          </dd>
        </div>
      </dl>
    </header>
  );
}

/** /user/requests/{v1|v2}/{id}: the applicant's request, read-only, with the actions its state allows. */
export function RequestView({ format, id }: { format: RequestFormat; id: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useRequestDetail(format, id);
  const optionLabel = useOptionLabels(locale);

  const back = (
    <p className="request-view__back">
      <Link to={paths.user(locale, 'requests')}>{t('requests.view.back')}</Link>
    </p>
  );

  // Until the request is there, the page's heading is the generic one (no h1-less page, no jump).
  const placeholderHeading = (
    <header className="request-view__header">
      <p className="request-view__eyebrow">{t('requests.view.title')}</p>
      <h1 className="request-view__title">{t('requests.view.title')}</h1>
    </header>
  );

  if (query.isPending) {
    return (
      <div className="request-view">
        {back}
        {placeholderHeading}
        <PageSkeleton />
      </div>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="request-view">
        <Seo seo={null} fallbackTitle={notFound ? t('requests.view.notFound') : t('requests.view.title')} />
        {back}
        {placeholderHeading}
        {notFound ? (
          <ErrorState title={t('requests.view.notFound')} message={t('requests.view.notFoundText')} />
        ) : (
          <ErrorState message={t('requests.view.error')} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }

  const request = query.data;
  return (
    <div className="request-view">
      <Seo seo={null} fallbackTitle={request.projectTitle || t('requests.view.title')} />
      {back}
      <RequestHeader request={request} />
      <RequestActionsPanel request={request} />
      <AccessPanel request={request} />
      <RequestConversation request={request} />
      <section className="request-view__part" aria-labelledby="request-view-answers">
        <h2 id="request-view-answers" className="request-view__part-title">
          {t('requests.view.answers')}
        </h2>
        {/* Their labels load beside the request: a skeleton rather than option keys meanwhile. */}
        {optionLabel ? (
          <RequestAnswers request={request} optionLabel={optionLabel} headingLevel={3} />
        ) : (
          <PageSkeleton />
        )}
      </section>
      <section className="request-view__part" aria-labelledby="request-view-files">
        <h2 id="request-view-files" className="request-view__part-title">
          {t('request.section.files')}
        </h2>
        <RequestFiles files={request.files} />
      </section>
      <section className="request-view__part" aria-labelledby="request-view-history">
        <h2 id="request-view-history" className="request-view__part-title">
          {t('request.section.timeline')}
        </h2>
        <RequestTimeline events={request.events} />
      </section>
    </div>
  );
}
