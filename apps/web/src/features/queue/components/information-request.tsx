import type { InformationRequest } from '@portal/shared';

import { FieldCommentList } from '@/components/request/field-comment-list';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';

import './versions.css';

/**
 * What staff asked of the applicant while information is requested (docs/workflow.md, "Returns
 * for changes"): the message and each comment with the answer it is about, as the applicant reads
 * them on their amend screen.
 */
export function InformationRequestSummary({ request }: { request: InformationRequest }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="review-information-request">
      <p className="queue-muted">{t('queue.infoRequest.askedOn', { date: format.dateTime(request.requestedAt) })}</p>
      {request.note ? <p className="review-information-request__note">{request.note}</p> : null}
      {request.fieldComments.length > 0 ? (
        <FieldCommentList comments={request.fieldComments} />
      ) : (
        <p className="queue-muted">{t('queue.infoRequest.noComments')}</p>
      )}
    </div>
  );
}
