import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';

import { setViewportWidth } from '@/testing/browser-apis';
import { strapiError } from '@/testing/fixtures';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { queueItemFixture, queuePage } from '@/testing/fixtures-queue';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

// The page's route loads it on first render: transforming it and the table library for the first
// time can take longer than a wait on a busy machine, and a test that gives up leaves the import
// to finish after its environment is gone. Loaded once up front instead.
beforeAll(() => import('@/features/queue/components/queue-list-page'), 60_000);
const QUEUE = '*/api/data-access-request/queue';

/** Records every queue call's query string, answering with `items`. */
function serveQueue(items = [queueItemFixture()], pagination = {}) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(QUEUE, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(queuePage(items, pagination));
    }),
  );
  return calls;
}

const asRole = (role: Parameters<typeof staffUserFixture>[0]) => ({ session: sessionForUser(staffUserFixture(role)) });

describe('staff queue', { timeout: 20_000 }, () => {
  it('marks requests with unread messages in words, and the others not', async () => {
    serveQueue([
      queueItemFixture({ documentId: 'unread0001', projectTitle: 'Two unread', unreadMessages: 2 }),
      queueItemFixture({ documentId: 'allread001', projectTitle: 'All read', unreadMessages: 0 }),
    ]);
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));

    const rows = await screen.findAllByRole('row', {}, SLOW);
    const unread = rows.find((row) => within(row).queryByText('Two unread'));
    const read = rows.find((row) => within(row).queryByText('All read'));
    expect(within(unread!).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(read!).queryByText(/unread message/)).toBeNull();
  });

  it('lists both formats with requester, academic tag, statuses in words, assignee and marks rows needing my action', async () => {
    serveQueue([
      queueItemFixture({ documentId: 'v2new00001', projectTitle: 'New and unassigned' }),
      queueItemFixture({
        documentId: 'v1closed01',
        format: 'v1',
        projectTitle: 'Denied long ago',
        requester: { ...queueItemFixture().requester, organizationType: 'Industry' },
        internal: {
          requestStatus: 'complete',
          approvalStatus: 'denied',
          assignee: { documentId: 'u1', firstName: 'Mia', lastName: 'Member', email: 'm@x', role: null },
        },
      }),
    ]);
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));

    const rows = await screen.findAllByRole('row', {}, SLOW);
    const first = rows.find((row) => within(row).queryByText('New and unassigned'));
    const second = rows.find((row) => within(row).queryByText('Denied long ago'));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(within(first!).getByText('Needs your action')).toBeInTheDocument();
    expect(within(first!).getByText('Academic')).toBeInTheDocument();
    expect(within(first!).getByText('v2')).toBeInTheDocument();
    expect(within(first!).getByText('Unassigned')).toBeInTheDocument();
    expect(within(second!).queryByText('Needs your action')).toBeNull();
    expect(within(second!).queryByText('Academic')).toBeNull();
    expect(within(second!).getByText('Mia Member')).toBeInTheDocument();
    expect(within(second!).getByText('Denied')).toBeInTheDocument();
    expect(screen.getByText('Requests found: 2')).toBeInTheDocument();
  });

  it('keeps filters, quick filters and sort in the URL and sends them to the server', async () => {
    const user = userEvent.setup();
    const calls = serveQueue();
    const { location } = renderRoute('/en/request-management/queue-list?requestStatus=new', asRole('dag-member'));
    await screen.findByText('Air and asthma', {}, SLOW);
    expect(calls.at(-1)?.get('requestStatus')).toBe('new');

    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));
    await waitFor(() => expect(location()).toContain('quick=mine'));
    await waitFor(() => expect(calls.at(-1)?.get('assignee')).toBe('me'));
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /^Request/ }));
    await waitFor(() => expect(location()).toContain('sort=projectTitle%3Aasc'));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('projectTitle:asc'));

    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'asthma{Enter}');
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('asthma'));
    expect(location()).toContain('q=asthma');
    // The status filter chosen first is still part of the view.
    expect(calls.at(-1)?.get('requestStatus')).toBe('new');
  });

  it('pages through the server pages', async () => {
    const user = userEvent.setup();
    const calls = serveQueue([queueItemFixture()], { total: 60, pageCount: 3 });
    const { location } = renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    await user.click(await screen.findByRole('button', { name: 'Next page' }, SLOW));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));
    expect(location()).toContain('page=2');
  });

  it('opens a request on row click and on Enter', async () => {
    const user = userEvent.setup();
    serveQueue();
    const { location } = renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    const cell = await screen.findByText('Air and asthma', {}, SLOW);
    const row = cell.closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/en/request-management/request/req0000001'));
  });

  it('hides the filters behind a "Filters" button on a narrow screen', async () => {
    const user = userEvent.setup();
    setViewportWidth(375);
    serveQueue();
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    await screen.findByText('Air and asthma', {}, SLOW);
    expect(screen.queryByRole('searchbox', { name: 'Search requests' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toBeVisible();
  });

  it('shows an empty state, and an error with a working retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(QUEUE, () =>
        fail
          ? HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 })
          : HttpResponse.json(queuePage([])),
      ),
    );
    renderRoute('/en/request-management/queue-list', asRole('readonly-user'));
    expect(await screen.findByText('The queue could not be loaded.', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No requests match this view.', {}, SLOW)).toBeInTheDocument();
  });

  it('flags an overdue request with its due date, and shows the others’ due dates', async () => {
    serveQueue([
      queueItemFixture({
        documentId: 'late1',
        projectTitle: 'Late study',
        dueAt: '2026-03-02T10:00:00.000Z',
        overdue: true,
      }),
      queueItemFixture({
        documentId: 'soon1',
        projectTitle: 'Soon study',
        dueAt: '2099-03-02T10:00:00.000Z',
        overdue: false,
      }),
      queueItemFixture({ documentId: 'none1', projectTitle: 'Open study', dueAt: null, overdue: false }),
    ]);
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    const late = (await screen.findByText('Late study', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(late).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const soon = screen.getByText('Soon study').closest('tr') as HTMLElement;
    expect(within(soon).getByText('Mar 2, 2099')).toBeInTheDocument();
    expect(within(soon).queryByText('Overdue')).toBeNull();
    expect(screen.getByText('No deadline')).toBeInTheDocument();
  });

  it('filters overdue requests through the URL and the endpoint', async () => {
    const calls = serveQueue([queueItemFixture({ dueAt: '2026-03-02T10:00:00.000Z', overdue: true })]);
    const user = userEvent.setup();
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    await user.selectOptions(await screen.findByLabelText('Deadline', {}, SLOW), 'Overdue');
    await waitFor(() => expect(calls.some((params) => params.get('overdue') === 'true')).toBe(true), SLOW);
  });

  it('counts the time in status from the status change, not from a later note or file', async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    serveQueue([queueItemFixture({ statusSince: '2020-01-01T00:00:00.000Z', updatedAt: recent })]);
    renderRoute('/en/request-management/queue-list', asRole('queue-manager'));
    expect(await screen.findByText(/^\d{3,} d$/, {}, SLOW)).toBeInTheDocument();
  });
});
