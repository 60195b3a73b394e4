import type { QueueQuery } from '@portal/shared';

/** Query keys of the staff workspace: every mutation invalidates `all` (queue and open request). */
export const queueKeys = {
  all: ['staff-requests'] as const,
  /** Every page and filter of the queue list (its unread counts change when a thread is read). */
  lists: ['staff-requests', 'queue'] as const,
  list: (query: QueueQuery) => ['staff-requests', 'queue', query] as const,
  detail: (id: string) => ['staff-requests', 'detail', id] as const,
  versions: (id: string) => ['staff-requests', 'versions', id] as const,
  staff: (roles: readonly string[]) => ['staff-directory', [...roles].sort().join(',')] as const,
};
