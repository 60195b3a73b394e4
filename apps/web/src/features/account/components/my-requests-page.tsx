import { formatRegistryDate, type ApprovalStatus, type RequestStatus } from '@portal/shared';
import { Link } from 'react-router-dom';

import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useMyRequests, type MyRequest } from '@/features/account/api/get-my-requests';
import { useContent } from '@/lib/content-api';
import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

const requestStatusKey = (status: RequestStatus): MessageKey => `account.requestStatus.${status}`;
const approvalStatusKey = (status: ApprovalStatus): MessageKey => `account.approvalStatus.${status}`;

/** Drafts open in the request form; submitted requests in their own page, by format (spec §2). */
function requestHref(locale: string, request: MyRequest): string {
  if (request.isDraft) {
    return `${paths.datasetRequestForm(locale)}?${new URLSearchParams({ draft: request.documentId }).toString()}`;
  }
  return paths.userRequest(locale, request.format, request.documentId);
}

function RequestItem({ request }: { request: MyRequest }) {
  const t = useT();
  const locale = useLocale();
  const title = request.projectTitle.trim() || t('account.requests.untitled');
  const date = formatRegistryDate(request.submittedAt ?? request.updatedAt ?? request.createdAt);
  const datasets = request.datasetDetails.map((detail) => detail.dataset.title).filter(Boolean);
  const requestStatus = request.internal?.requestStatus;
  const approvalStatus = request.internal?.approvalStatus;

  return (
    <li className="request-item">
      <h2 className="request-item__title">
        <Link to={requestHref(locale, request)}>{title}</Link>
      </h2>
      <dl className="request-item__facts">
        <div>
          <dt>{t('account.requests.status')}</dt>
          <dd>
            {request.isDraft ? (
              <span className="request-item__badge">{t('account.requests.draft')}</span>
            ) : (
              <>
                {requestStatus ? (
                  <span className="request-item__badge">{t(requestStatusKey(requestStatus))}</span>
                ) : null}
                {approvalStatus ? (
                  <span className="request-item__badge request-item__badge--muted">
                    {t(approvalStatusKey(approvalStatus))}
                  </span>
                ) : null}
              </>
            )}
          </dd>
        </div>
        {datasets.length > 0 ? (
          <div>
            <dt>{t('account.requests.datasets')}</dt>
            <dd>{datasets.join(', ')}</dd>
          </div>
        ) : null}
        {date ? (
          <div>
            <dt>{request.submittedAt ? t('account.requests.submitted') : t('account.requests.updated')}</dt>
            <dd>{date}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** /user/requests: the user's requests in both formats (GET …/find-my), drafts included. */
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
    return <p className="account-empty">{page?.noRequestsText ?? t('account.requests.empty')}</p>;
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
