import { formatRegistryDate } from '@portal/shared';
import { Link } from 'react-router-dom';

import { UnreadBadge } from '@/components/conversation/unread-badge';
import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { RequestStatusBadges } from '@/components/request/request-status-badge';
import { paths } from '@/config/paths';
import { useMyRequests, type MyRequest } from '@/features/account/api/get-my-requests';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** Drafts open in the request form; submitted requests in their own page, by format (spec §2). */
function requestHref(locale: string, request: MyRequest): string {
  if (request.isDraft) return paths.datasetRequestForm(locale, { draft: request.documentId });
  return paths.userRequest(locale, request.format, request.documentId);
}

function RequestItem({ request }: { request: MyRequest }) {
  const t = useT();
  const locale = useLocale();
  const title = request.projectTitle.trim() || t('account.requests.untitled');
  const submitted = formatRegistryDate(request.submittedAt ?? '');
  const updated = formatRegistryDate(request.updatedAt ?? request.createdAt);
  const datasets = request.datasetDetails.map((detail) => detail.dataset.title).filter(Boolean);

  return (
    <li className="request-item">
      <h2 className="request-item__title">
        <Link to={requestHref(locale, request)}>{title}</Link>
      </h2>
      {!request.isDraft && request.unreadMessages > 0 ? (
        <p className="request-item__unread">
          <UnreadBadge count={request.unreadMessages} />
        </p>
      ) : null}
      <dl className="request-item__facts">
        <div>
          <dt>{t('account.requests.status')}</dt>
          <dd>
            <RequestStatusBadges
              isDraft={request.isDraft}
              requestStatus={request.internal?.requestStatus}
              approvalStatus={request.internal?.approvalStatus}
            />
          </dd>
        </div>
        {!request.isDraft ? (
          <div>
            <dt>{t('account.requests.reference')}</dt>
            <dd>
              <code>{request.documentId}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('account.requests.format')}</dt>
          <dd>
            <span className="request-item__tag">{request.format}</span>
          </dd>
        </div>
        {datasets.length > 0 ? (
          <div>
            <dt>{t('account.requests.datasets')}</dt>
            <dd>{datasets.join(', ')}</dd>
          </div>
        ) : null}
        {submitted ? (
          <div>
            <dt>{t('account.requests.submitted')}</dt>
            <dd>{submitted}</dd>
          </div>
        ) : null}
        {updated ? (
          <div>
            <dt>{request.isDraft ? t('account.requests.updated') : t('account.requests.lastUpdate')}</dt>
            <dd>{updated}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** /user/requests: the user's requests in both formats (GET …/find-my), drafts included, newest first. */
export function MyRequestsPage() {
  const t = useT();
  const locale = useLocale();
  const { data: page } = useContent('profile', locale);
  const requests = useMyRequests();

  if (requests.isPending) return <PageSkeleton />;
  if (requests.isError || !requests.data) {
    return <ErrorState message={t('account.requests.error')} onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) {
    return (
      <div className="account-empty">
        <p>{page?.noRequestsText ?? t('account.requests.empty')}</p>
        <p>
          <Link to={paths.datasetLibrary(locale)}>{t('account.requests.browse')}</Link>
        </p>
      </div>
    );
  }
  return (
    <section aria-label={page?.requestsTabLabel ?? t('account.tab.requests')}>
      <ul className="request-list">
        {requests.data.map((request) => (
          <RequestItem key={`${request.format}:${request.documentId}`} request={request} />
        ))}
      </ul>
    </section>
  );
}
