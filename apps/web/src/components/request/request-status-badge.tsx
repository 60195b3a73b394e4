import type { ApprovalStatus, RequestStatus } from '@portal/shared';

import { useT, type MessageKey } from '@/lib/i18n';

import './request-sections.css';

export const requestStatusKey = (status: RequestStatus): MessageKey => `request.status.${status}`;
export const approvalStatusKey = (status: ApprovalStatus): MessageKey => `request.approval.${status}`;

type Tone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/** Colour follows meaning; the word is always shown (status never by colour alone). */
const REQUEST_TONE: Record<RequestStatus, Tone> = {
  new: 'info',
  assigned: 'info',
  inReview: 'info',
  pendingReassignment: 'info',
  informationRequested: 'warning',
  pendingContract: 'info',
  pendingSigning: 'warning',
  contractSigned: 'success',
  complete: 'neutral',
  published: 'success',
};

const APPROVAL_TONE: Record<ApprovalStatus, Tone> = {
  pending: 'neutral',
  pendingApproval: 'neutral',
  approved: 'success',
  denied: 'danger',
};

function Badge({ tone, label, children }: { tone: Tone; label: string; children: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span className="visually-hidden">{label}: </span>
      {children}
    </span>
  );
}

export type RequestStatusBadgesProps = {
  requestStatus: RequestStatus | null | undefined;
  approvalStatus?: ApprovalStatus | null;
  /** A draft has no workflow state: shows "Draft". */
  isDraft?: boolean;
  className?: string;
};

/** The request status and the approval status in words (spec §4), each with its accessible label. */
export function RequestStatusBadges({ requestStatus, approvalStatus, isDraft, className }: RequestStatusBadgesProps) {
  const t = useT();
  return (
    <span className={['status-badges', className].filter(Boolean).join(' ')}>
      {isDraft ? (
        <Badge tone="neutral" label={t('request.status.label')}>
          {t('request.status.draft')}
        </Badge>
      ) : null}
      {!isDraft && requestStatus ? (
        <Badge tone={REQUEST_TONE[requestStatus]} label={t('request.status.label')}>
          {t(requestStatusKey(requestStatus))}
        </Badge>
      ) : null}
      {!isDraft && approvalStatus ? (
        <Badge tone={APPROVAL_TONE[approvalStatus]} label={t('request.approval.label')}>
          {t(approvalStatusKey(approvalStatus))}
        </Badge>
      ) : null}
    </span>
  );
}
