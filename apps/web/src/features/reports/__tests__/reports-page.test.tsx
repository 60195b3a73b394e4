import type { TurnaroundReport } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setViewportWidth } from '@/testing/browser-apis';
import { strapiError } from '@/testing/fixtures';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };
const REPORTS = '*/api/request-management/reports';

const REPORT: TurnaroundReport = {
  range: { from: '2026-01-01', to: '2026-03-31', timeZone: 'Europe/Paris' },
  generatedAt: '2026-04-01T08:00:00.000Z',
  monthly: [
    { month: '2026-01', received: 5, approved: 3, denied: 1 },
    { month: '2026-02', received: 4, approved: 1, denied: 1 },
    { month: '2026-03', received: 4, approved: 2, denied: 2 },
  ],
  turnaround: [
    { measure: 'decision', count: 10, median: 5, p90: 20 },
    { measure: 'contractSigned', count: 0, median: null, p90: null },
  ],
  backlogStatus: [
    { requestStatus: 'new', count: 1 },
    { requestStatus: 'pendingContract', count: 3 },
  ],
  backlogAssignee: [
    { assignee: { documentId: 'u1', firstName: 'Mia', lastName: 'Member' }, count: 3 },
    { assignee: null, count: 1 },
  ],
  overdue: [],
};

/** Answers every report call with `report`, recording each call's query string. */
function serveReports(report: TurnaroundReport = REPORT) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(REPORTS, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: report, meta: {} });
    }),
  );
  return calls;
}

const asRole = (role: Parameters<typeof staffUserFixture>[0]) => ({ session: sessionForUser(staffUserFixture(role)) });

const table = (caption: string) => screen.getByRole('table', { name: caption });
const rowsOf = (caption: string) =>
  within(table(caption))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('turnaround reports page', { timeout: 20_000 }, () => {
  it('shows every figure as a chart named for screen readers and a table with a caption', async () => {
    const calls = serveReports();
    renderRoute('/en/request-management/reports', asRole('readonly-user'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Turnaround reports' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Requests received, approved and denied per month' }, SLOW);
    // Without dates in the URL the server's default period is asked for, and shown in the form.
    expect(calls[0]?.get('from')).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(screen.getByText(/From January 1, 2026 to March 31, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/\(Europe\/Paris\)/)).toBeInTheDocument();

    for (const title of [
      'Requests per month',
      'Turnaround in working days',
      'Backlog per status',
      'Backlog per assignee',
      'Overdue now',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();

    expect(rowsOf('Requests received, approved and denied per month')).toEqual([
      ['Jan 2026', '5', '3', '1'],
      ['Feb 2026', '4', '1', '1'],
      ['Mar 2026', '4', '2', '2'],
    ]);
    expect(rowsOf('Working days from submission to decision and to contract signed')).toEqual([
      ['To decision', '10', '5', '20'],
      ['To contract signed', '0', '—', '—'],
    ]);
    expect(rowsOf('Open requests per status')).toEqual([
      ['New', '1'],
      ['Pending contract', '3'],
    ]);
    expect(rowsOf('Open requests per assignee')).toEqual([
      ['Mia Member', '3'],
      ['Unassigned', '1'],
    ]);
    expect(rowsOf('Overdue requests per status')).toEqual([['Nothing to show for this period.']]);

    // The charts are images named after their title and the table that holds their figures.
    expect(
      screen.getByRole('img', {
        name: 'Chart: Requests per month. Its figures are in the table “Requests received, approved and denied per month”.',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Chart: / })).toHaveLength(4);
    expect(screen.getAllByText('Nothing to show for this period.').length).toBeGreaterThanOrEqual(1);

    // One CSV download per table.
    expect(screen.getAllByRole('button', { name: /^Download CSV/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Download CSV: Backlog per assignee' })).toBeInTheDocument();
  });

  it('downloads a table as CSV for the period shown, in the page’s language', async () => {
    serveReports();
    const csvCalls: URLSearchParams[] = [];
    server.use(
      http.get(REPORTS, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('format') !== 'csv') return undefined;
        csvCalls.push(query);
        return new HttpResponse('\uFEFFMonth,Received\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderRoute('/en/request-management/reports', asRole('dag-member'));
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Requests per month' }, SLOW));
    await waitFor(() => expect(csvCalls).toHaveLength(1));
    expect(Object.fromEntries(csvCalls[0]!)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      format: 'csv',
      table: 'monthly',
      locale: 'en',
    });
  });

  it('asks for the period entered, kept in the URL, and checks its order first', async () => {
    const calls = serveReports();
    const user = userEvent.setup();
    const { location } = renderRoute('/en/request-management/reports', asRole('queue-manager'));
    // The form shows the period of the answer once it is there.
    await screen.findByRole('table', { name: 'Open requests per status' }, SLOW);
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-01-01');

    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2025-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(location()).toBe('/en/request-management/reports?from=2025-10-01&to=2026-03-31'));
    await waitFor(() => expect(calls.at(-1)?.get('from')).toBe('2025-10-01'));
    expect(calls.at(-1)?.get('to')).toBe('2026-03-31');
  });

  it('shows the server’s refusal of a period in the reader’s words', async () => {
    server.use(
      http.get(REPORTS, () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'The range must cover at most 60 months', { max: 60 }), {
          status: 400,
        }),
      ),
    );
    renderRoute('/fr/request-management/reports?from=2000-01-01&to=2026-01-01', asRole('dag-chair'));
    expect(await screen.findByText('La période peut couvrir au plus 60 mois.', {}, SLOW)).toBeInTheDocument();
  });

  it('lays the bars out from the side on a phone', async () => {
    setViewportWidth(375);
    serveReports();
    renderRoute('/en/request-management/reports', asRole('contract-manager'));
    const chart = await screen.findByRole('img', { name: /^Chart: Requests per month/ }, SLOW);
    // The category axis' title sits above the labels running down the side.
    expect(within(chart).getByText('Month')).toBeInTheDocument();
  });

  it('is for staff only: applicants are sent away', async () => {
    serveReports();
    const { location } = renderRoute('/en/request-management/reports', {
      session: sessionForUser(),
    });
    await waitFor(() => expect(location()).not.toContain('reports'));
  });
});
