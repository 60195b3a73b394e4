import {
  allowedRequestActions,
  assignableRoles,
  setStatusTargets,
  type QueueItem,
  type RoleType,
  type StaffRequestDetail,
  type StaffUser,
} from '@portal/shared';

import { applicantRequestFixture } from '@/testing/fixtures-requests';

/** A queue item as GET /api/data-access-request/queue returns it, with the caller's actions computed by the shared rules. */
export function queueItemFixture(overrides: Partial<QueueItem> = {}, viewer: RoleType = 'queue-manager'): QueueItem {
  const base: QueueItem = {
    documentId: 'req0000001',
    format: 'v2',
    projectTitle: 'Air and asthma',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    version: 3,
    requester: {
      documentId: 'usr0000001',
      firstName: 'Ada',
      lastName: 'Applicant',
      email: 'applicant@portal.localhost',
      organization: 'University of Somewhere',
      organizationType: 'Academic',
    },
    internal: { requestStatus: 'new', approvalStatus: 'pending', assignee: null },
    datasetDetails: [{ dataset: { documentId: 'ds00000001', title: 'Air quality sensor network' } }],
    allowedActions: [],
    setStatusTargets: [],
    assignableRoles: [],
    unreadMessages: 0,
    ...overrides,
  };
  const ctx = { hasAssignee: base.internal.assignee !== null };
  const state = base.internal;
  return {
    ...base,
    allowedActions: overrides.allowedActions ?? allowedRequestActions(viewer, state, ctx, base.format),
    setStatusTargets: overrides.setStatusTargets ?? setStatusTargets(viewer, state, ctx),
    assignableRoles: overrides.assignableRoles ?? assignableRoles(viewer, state.approvalStatus, state.requestStatus),
  };
}

export const queuePage = (
  items: QueueItem[],
  pagination: Partial<{ page: number; pageSize: number; pageCount: number; total: number }> = {},
) => ({
  data: items,
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: items.length, ...pagination } },
});

type StaffAssignee = StaffRequestDetail['internal']['assignee'];

export const assigneeFixture = (overrides: Partial<NonNullable<StaffAssignee>> = {}): NonNullable<StaffAssignee> => ({
  documentId: 'usrmember1',
  firstName: 'Mia',
  lastName: 'Member',
  email: 'member@portal.localhost',
  role: { type: 'dag-member', name: 'DAG member' },
  ...overrides,
});

/**
 * The staff view of a v2 request (GET /api/data-access-request/{id} as an internal role), with
 * the viewer's actions computed by the shared rules exactly as the server does.
 */
export function staffRequestFixture(
  overrides: Partial<StaffRequestDetail> & Record<string, unknown> = {},
  viewer: RoleType = 'queue-manager',
): StaffRequestDetail {
  const base = {
    ...applicantRequestFixture(),
    requester: {
      documentId: 'usr0000001',
      firstName: 'Ada',
      lastName: 'Applicant',
      email: 'applicant@portal.localhost',
      organization: 'University of Somewhere',
      organizationType: 'Academic',
      country: 'Canada',
    },
    events: [],
    recommendations: [],
    deadline: null,
    setStatusTargets: [],
    assignableRoles: [],
    ...overrides,
    internal: { requestStatus: 'new', approvalStatus: 'pending', assignee: null, ...overrides.internal },
  } as StaffRequestDetail;
  const state = base.internal;
  const ctx = { hasAssignee: state.assignee !== null };
  return {
    ...base,
    allowedActions: overrides.allowedActions ?? allowedRequestActions(viewer, state, ctx, base.format),
    setStatusTargets: overrides.setStatusTargets ?? setStatusTargets(viewer, state, ctx),
    assignableRoles: overrides.assignableRoles ?? assignableRoles(viewer, state.approvalStatus, state.requestStatus),
  };
}

export const staffUserRow = (documentId: string, firstName: string, lastName: string, type: RoleType): StaffUser => ({
  id: documentId.length,
  documentId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@portal.localhost`,
  role: { type, name: type },
});
