/**
 * The notifications module (docs/notifications.md): the outbox every notice goes through, its
 * worker with retries, daily and weekly digests, and one-click unsubscribe. Who is told about a
 * request's events is decided by the requests module; this module delivers.
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export { enqueueNotices, ensureOutboxIndexes, NOTIFICATION_UID } from './outbox';
export type { Notice, Recipient } from './outbox';
export { deliverDue, outboxHealth } from './deliver';
export { drainOutbox, kickOutbox } from './kick';
export { queueDigests } from './digest';
export { unsubscribe } from './unsubscribe';
export { webLink } from './links';
