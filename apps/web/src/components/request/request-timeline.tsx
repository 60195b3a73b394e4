import type { ApplicantRequestEvent, StaffRequestEvent } from '@portal/shared';

import { approvalStatusKey, requestStatusKey } from '@/components/request/request-status-badge';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

import './request-sections.css';

const EVENT_KEYS: Record<string, MessageKey> = {
  submit: 'request.event.submit',
  assign: 'request.event.assign',
  unassign: 'request.event.unassign',
  setStatus: 'request.event.setStatus',
  requestInformation: 'request.event.requestInformation',
  recommend: 'request.event.recommend',
  approve: 'request.event.approve',
  deny: 'request.event.deny',
  addContract: 'request.event.addContract',
  signContract: 'request.event.signContract',
  complete: 'request.event.complete',
  publish: 'request.event.publish',
  amend: 'request.event.amend',
  update: 'request.event.update',
  addAttachment: 'request.event.addAttachment',
  publishToRegister: 'request.event.publishToRegister',
  remindOverdue: 'request.event.remindOverdue',
  openRound: 'request.event.openRound',
  roundQuorumReached: 'request.event.roundQuorumReached',
  roundReminder: 'request.event.roundReminder',
  postMessage: 'request.event.postMessage',
  postInternalNote: 'request.event.postInternalNote',
  changeAccessEnd: 'request.event.changeAccessEnd',
  remindAccessEnding: 'request.event.remindAccessEnding',
  endAccess: 'request.event.endAccess',
  requestExtension: 'request.event.requestExtension',
  grantExtension: 'request.event.grantExtension',
  refuseExtension: 'request.event.refuseExtension',
  fileCloseout: 'request.event.fileCloseout',
  acceptCloseout: 'request.event.acceptCloseout',
  askCloseoutMore: 'request.event.askCloseoutMore',
};

export const eventLabelKey = (action: string): MessageKey => EVENT_KEYS[action] ?? 'request.event.other';

type TimelineEvent = ApplicantRequestEvent | StaffRequestEvent;

const actorName = (event: TimelineEvent): string | null =>
  'actor' in event && event.actor
    ? `${event.actor.firstName} ${event.actor.lastName}`.trim() || event.actor.email
    : null;

export type RequestTimelineProps = {
  /** The events the caller may see (the API filters them per role) (in any order). */
  events: readonly TimelineEvent[];
  /** Staff read the latest first; the applicant's view keeps the story in order. */
  order?: 'oldest' | 'newest';
};

/** What happened to a request, in order: the step, status changes in words, the note, and (staff view) who. */
export function RequestTimeline({ events, order = 'oldest' }: RequestTimelineProps) {
  const t = useT();
  const format = useFormat();
  if (events.length === 0) return <p className="request-section__empty">{t('request.timeline.none')}</p>;
  const ordered = [...events].sort((a, b) =>
    order === 'newest' ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt),
  );
  return (
    <ol className="request-timeline">
      {ordered.map((event) => {
        const by = actorName(event);
        const statusChanged = event.toRequestStatus && event.fromRequestStatus !== event.toRequestStatus;
        const approvalChanged = event.toApprovalStatus && event.fromApprovalStatus !== event.toApprovalStatus;
        return (
          <li key={event.documentId} className="request-timeline__item">
            <p className="request-timeline__title">{t(eventLabelKey(event.action))}</p>
            <p className="request-timeline__meta">
              <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
              {by ? <span> · {t('request.timeline.by', { name: by })}</span> : null}
            </p>
            {statusChanged && event.fromRequestStatus && event.toRequestStatus ? (
              <p className="request-timeline__change">
                {t('request.timeline.statusChange', {
                  from: t(requestStatusKey(event.fromRequestStatus)),
                  to: t(requestStatusKey(event.toRequestStatus)),
                })}
              </p>
            ) : null}
            {approvalChanged && event.fromApprovalStatus && event.toApprovalStatus ? (
              <p className="request-timeline__change">
                {t('request.timeline.approvalChange', {
                  from: t(approvalStatusKey(event.fromApprovalStatus)),
                  to: t(approvalStatusKey(event.toApprovalStatus)),
                })}
              </p>
            ) : null}
            {event.note ? (
              <blockquote className="request-timeline__note">
                <span className="visually-hidden">{t('request.timeline.note')}: </span>
                {event.note}
              </blockquote>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
