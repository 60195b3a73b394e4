import type { ApplicantRequestDetail } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { USER_DATA_KEY } from '@/lib/session';

/** The applicant's conversation with the committee on a submitted request (none on a draft). */
export function RequestConversation({ request }: { request: ApplicantRequestDetail }) {
  const queryClient = useQueryClient();
  const { format } = request;
  // Reading marks the thread read: "my requests" (that format's list, not this request's detail) shows fewer unread.
  const onRead = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY, 'requests', format], exact: true }),
    [queryClient, format],
  );
  if (request.isDraft) return null;
  return (
    <ConversationPanel
      format={format}
      requestId={request.documentId}
      audience="applicant"
      onRead={onRead}
      className="request-view__part"
      titleClassName="request-view__part-title"
    />
  );
}
