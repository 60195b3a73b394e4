import type { StaffRequestDetail } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { queueKeys } from '@/features/queue/api/queue-keys';

/** The staff side of a request's conversation, internal notes included (none on a draft). */
export function ReviewConversation({ request }: { request: StaffRequestDetail }) {
  const queryClient = useQueryClient();
  // Reading marks the thread read: the queue list's unread counts change, this request does not.
  const onRead = useCallback(() => void queryClient.invalidateQueries({ queryKey: queueKeys.lists }), [queryClient]);
  if (request.isDraft) return null;
  return (
    <ConversationPanel
      format={request.format}
      requestId={request.documentId}
      audience="staff"
      onRead={onRead}
      className="review-section"
      titleClassName="review-section__title"
    />
  );
}
