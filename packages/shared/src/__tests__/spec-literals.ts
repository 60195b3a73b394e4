/**
 * The spec's roles and statuses as literal lists (spec §4, §6), for the domain tables' tests:
 * not the exported constants, so a test fails when a status or role is added or reordered
 * without its table being revisited.
 */
export const ROLES = [
  'authenticated',
  'dag-member',
  'dag-chair',
  'queue-manager',
  'contract-manager',
  'readonly-user',
] as const;

export const APPROVALS = ['approved', 'denied', 'pendingApproval', 'pending'] as const;

export const REQUESTS = [
  'new',
  'informationRequested',
  'assigned',
  'pendingReassignment',
  'pendingContract',
  'pendingSigning',
  'complete',
  'inReview',
  'contractSigned',
  'published',
] as const;
