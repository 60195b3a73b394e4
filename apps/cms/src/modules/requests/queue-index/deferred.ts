import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestFormat } from '@portal/shared';

/**
 * A command writes a request's row, its state component and an event: each write's lifecycle
 * hook would rewrite the request's queue entry. Inside a command the hooks only note the
 * request here, and the command pipeline rewrites each noted entry once, in its transaction,
 * after its last write.
 */
export interface PendingQueueSync {
  ids: Record<RequestFormat, Set<number>>;
  documentIds: Record<RequestFormat, Set<string>>;
  /** DocumentIds of requests already in `ids` (noted by a writer that held both): no lookup. */
  resolved: Record<RequestFormat, Set<string>>;
  /** Requests whose row the command's transaction has updated, so holds locked: id → documentId. */
  held: Record<RequestFormat, Map<number, string>>;
}

const scope = new AsyncLocalStorage<PendingQueueSync>();

/** The pending set of the command under way, if any. */
export function pendingQueueSync(): PendingQueueSync | undefined {
  return scope.getStore();
}

/** Runs `fn` with the queue syncs it triggers collected instead of run; returns them with its result. */
export async function collectQueueSyncs<T>(fn: () => Promise<T>): Promise<{ result: T; pending: PendingQueueSync }> {
  const pending: PendingQueueSync = {
    ids: { v1: new Set(), v2: new Set() },
    documentIds: { v1: new Set(), v2: new Set() },
    resolved: { v1: new Set(), v2: new Set() },
    held: { v1: new Map(), v2: new Map() },
  };
  const result = await scope.run(pending, fn);
  return { result, pending };
}
