import { GRAPH_STATES, allowedActions } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import { queueCsvUrl } from '@/features/queue/api/get-queue';
import { needsAction, needsActionStates } from '@/features/queue/needs-action';
import { DEFAULT_VIEW, readQueueView, toQueueQuery, writeQueueView } from '@/features/queue/queue-view';
import { queueItemFixture } from '@/testing/fixtures-queue';

describe('queue view in the URL', () => {
  it('reads every part and writes the same URL back (bookmarkable)', () => {
    const url =
      'q=asthma&requestStatus=new,assigned&approvalStatus=pending&format=v1&quick=mine&due=overdue&sort=projectTitle:asc&page=3&pageSize=50';
    const view = readQueueView(new URLSearchParams(url));
    expect(view).toEqual({
      q: 'asthma',
      requestStatus: ['new', 'assigned'],
      approvalStatus: ['pending'],
      format: 'v1',
      quick: 'mine',
      due: 'overdue',
      access: null,
      sort: { field: 'projectTitle', desc: false },
      page: 3,
      pageSize: 50,
    });
    expect(writeQueueView(new URLSearchParams(url), {}).toString()).toBe(new URLSearchParams(url).toString());
  });

  it('asks the endpoint for overdue requests, or those due this week, and sorts by due date', () => {
    expect(toQueueQuery({ ...DEFAULT_VIEW, due: 'overdue' }, 'queue-manager')).toMatchObject({ overdue: 'true' });
    expect(toQueueQuery({ ...DEFAULT_VIEW, due: 'overdue' }, 'queue-manager').dueThisWeek).toBeUndefined();
    expect(toQueueQuery({ ...DEFAULT_VIEW, due: 'thisWeek' }, 'queue-manager')).toMatchObject({ dueThisWeek: 'true' });
    expect(toQueueQuery(DEFAULT_VIEW, 'queue-manager')).not.toHaveProperty('overdue', 'true');
    expect(readQueueView(new URLSearchParams('due=someday')).due).toBeNull();
    expect(readQueueView(new URLSearchParams('sort=dueAt:asc')).sort).toEqual({ field: 'dueAt', desc: false });
  });

  it('falls back to defaults for junk and keeps the plain queue URL empty', () => {
    const view = readQueueView(
      new URLSearchParams('requestStatus=bogus&format=v9&quick=x&sort=password:asc&page=-2&pageSize=7'),
    );
    expect(view).toEqual(DEFAULT_VIEW);
    expect(writeQueueView(new URLSearchParams(), {}).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    const current = new URLSearchParams('page=4&q=air');
    expect(writeQueueView(current, { q: 'water' }).get('page')).toBeNull();
    expect(writeQueueView(current, { page: 5 }).get('page')).toBe('5');
  });

  it('maps quick filters to the endpoint (assignee me / none) and sends sort and paging', () => {
    expect(toQueueQuery({ ...DEFAULT_VIEW, quick: 'mine' }, 'dag-member')).toMatchObject({
      assignee: 'me',
      sort: 'updatedAt:desc',
      page: 1,
      pageSize: 25,
    });
    expect(toQueueQuery({ ...DEFAULT_VIEW, quick: 'unassigned' }, 'dag-member').assignee).toBe('none');
  });

  it('"needs my action" asks for the states where the role can move a request on, intersected with the chosen statuses', () => {
    const query = toQueueQuery({ ...DEFAULT_VIEW, quick: 'needsAction' }, 'contract-manager');
    expect(query).toMatchObject({ requestStatus: 'pendingContract,pendingSigning', approvalStatus: 'approved' });
    const narrowed = toQueueQuery(
      { ...DEFAULT_VIEW, quick: 'needsAction', requestStatus: ['pendingSigning', 'new'] },
      'contract-manager',
    );
    expect(narrowed.requestStatus).toBe('pendingSigning');
    // Nothing in common: an impossible pair, so the server answers an empty list rather than everything.
    const none = toQueueQuery({ ...DEFAULT_VIEW, quick: 'needsAction' }, 'readonly-user');
    expect(
      GRAPH_STATES.some((s) => s.requestStatus === none.requestStatus && s.approvalStatus === none.approvalStatus),
    ).toBe(false);
  });

  it('every graph state where a role has a progressing action is inside its needs-action filter', () => {
    for (const role of ['dag-member', 'dag-chair', 'queue-manager', 'contract-manager', 'readonly-user'] as const) {
      const states = needsActionStates(role);
      for (const state of GRAPH_STATES) {
        for (const assignee of [null, { documentId: 'u', firstName: 'A', lastName: 'B', email: 'a@b', role: null }]) {
          const item = queueItemFixture({ internal: { ...state, assignee } }, role);
          if (needsAction(item)) {
            expect(states.requestStatus).toContain(state.requestStatus);
            expect(states.approvalStatus).toContain(state.approvalStatus);
          }
        }
      }
    }
  });

  it('marks a row by its own allowed actions: not for unassign alone, yes for approve', () => {
    const assigned = { documentId: 'u', firstName: 'A', lastName: 'B', email: 'a@b', role: null };
    expect(
      needsAction({
        allowedActions: ['unassign', 'assign'],
        internal: { requestStatus: 'assigned', approvalStatus: 'pending', assignee: assigned },
      }),
    ).toBe(false);
    expect(
      needsAction({
        allowedActions: ['assign'],
        internal: { requestStatus: 'new', approvalStatus: 'pending', assignee: null },
      }),
    ).toBe(true);
    const chair = allowedActions(
      'dag-chair',
      { requestStatus: 'inReview', approvalStatus: 'pendingApproval' },
      { hasAssignee: true },
    );
    expect(
      needsAction({
        allowedActions: chair,
        internal: { requestStatus: 'inReview', approvalStatus: 'pendingApproval', assignee: assigned },
      }),
    ).toBe(true);
  });
});

describe('queue CSV export URL', () => {
  it('asks for the whole view in the site’s language: the filters and sort, no page, the locale', () => {
    const url = new URL(
      queueCsvUrl({ requestStatus: 'new,assigned', sort: 'projectTitle:asc', page: 3, pageSize: 50 }, 'fr'),
    );
    expect(url.pathname).toBe('/api/data-access-request/queue.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      requestStatus: 'new,assigned',
      sort: 'projectTitle:asc',
      locale: 'fr',
    });
  });
});
