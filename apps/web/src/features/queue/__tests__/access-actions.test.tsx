import type { AllowedAction, StaffRequestDetail } from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ActionPanel } from '@/features/queue/components/action-panel';
import { strapiError } from '@/testing/fixtures';
import { accessViewFixture, closeoutReportFixture, endedAccessFixture } from '@/testing/fixtures-access';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';
import { TestToaster, findToast } from '@/testing/toasts';

const approved = { requestStatus: 'contractSigned', approvalStatus: 'approved', assignee: null } as const;

const extensionAsked = accessViewFixture({
  extension: {
    state: 'requested',
    endsAt: '2027-06-30T22:00:00.000Z',
    reason: 'The follow-up was delayed.',
    requestedAt: '2027-02-20T12:00:00.000Z',
  },
});

const reportFiled = endedAccessFixture({ closeout: { state: 'filed', report: closeoutReportFixture() } });

function staffRequest(allowedActions: AllowedAction[], access = accessViewFixture(), overrides = {}) {
  return staffRequestFixture({
    internal: approved,
    version: 7,
    allowedActions,
    setStatusTargets: [],
    assignableRoles: [],
    access,
    ...overrides,
  });
}

function renderPanel(request: StaffRequestDetail) {
  return renderWithIntl(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <TestToaster />
        <ActionPanel request={request} viewerRole="queue-manager" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Records what is posted to `path` (its id and JSON body); answers with `reply`, by default the request. */
function servePost(path: string, reply?: () => Response) {
  const posted: Array<{ id: unknown; body: unknown }> = [];
  server.use(
    http.post(path, async ({ request, params }) => {
      posted.push({ id: params.id, body: await request.json() });
      return reply ? reply() : HttpResponse.json({ data: staffRequest([]) });
    }),
  );
  return posted;
}

const panelButtons = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button.action-panel__button')).map((button) => button.textContent);

async function open(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.getByRole('dialog', { name: label });
}

describe('access actions (staff)', { timeout: 20_000 }, () => {
  it('offers exactly the access actions the server allows', () => {
    const { container, unmount } = renderPanel(
      staffRequest(['changeAccessEnd', 'grantExtension', 'refuseExtension'], extensionAsked),
    );
    expect(panelButtons(container)).toEqual(['Change end of access', 'Grant extension', 'Refuse extension']);
    unmount();

    const { container: ended } = renderPanel(staffRequest(['acceptCloseout', 'askCloseoutMore'], reportFiled));
    expect(panelButtons(ended)).toEqual(['Accept final report', 'Ask for more']);
  });

  it('changes the end: the current last day filled in, a required note, the version seen', async () => {
    const posted = servePost('*/api/data-access-request/:id/access/end');
    const user = userEvent.setup();
    renderPanel(staffRequest(['changeAccessEnd']));
    const dialog = await open(user, 'Change end of access');
    expect(within(dialog).getByText(/Today or an earlier day ends access now\./)).toBeInTheDocument();
    const day = within(dialog).getByLabelText(/Last day of access/);
    expect(day).toHaveValue('2027-03-10');
    expect(day).toHaveAccessibleDescription('Currently March 10, 2027.');

    await user.click(within(dialog).getByRole('button', { name: 'Change end of access' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    expect(posted).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '2027-01-31');
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), ' The project ends early. ');
    await user.click(within(dialog).getByRole('button', { name: 'Change end of access' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      id: 'req0000001',
      body: { endsAt: '2027-01-31', note: 'The project ends early.', version: 7 },
    });
    expect(await findToast('The end of access was changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes the end on the old format’s path too, and asks for a date', async () => {
    const posted = servePost('*/api/dataset-request/:id/access/end');
    const user = userEvent.setup();
    renderPanel(staffRequest(['changeAccessEnd'], accessViewFixture(), { format: 'v1', documentId: 'old0000001' }));
    const dialog = await open(user, 'Change end of access');
    await user.clear(within(dialog).getByLabelText(/Last day of access/));
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), 'Ends now.');
    await user.click(within(dialog).getByRole('button', { name: 'Change end of access' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the last day of access.');
    await user.type(within(dialog).getByLabelText(/Last day of access/), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Change end of access' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.id).toBe('old0000001');
  });

  it('grants an extension: the day asked filled in, the note optional', async () => {
    const posted = servePost('*/api/data-access-request/:id/access/extension/grant');
    const user = userEvent.setup();
    renderPanel(staffRequest(['grantExtension', 'refuseExtension'], extensionAsked));
    const dialog = await open(user, 'Grant extension');
    expect(
      within(dialog).getByText('The applicant asked for more time, until June 30, 2027. You may grant another day.'),
    ).toBeInTheDocument();
    const day = within(dialog).getByLabelText(/Last day of access/);
    expect(day).toHaveValue('2027-06-30');
    expect(day).toHaveAttribute('min', '2027-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Grant extension' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ endsAt: '2027-06-30', version: 7 });
    expect(await findToast('The extension was granted.')).toBeInTheDocument();
  });

  it('refuses an extension only with a reason', async () => {
    const posted = servePost('*/api/data-access-request/:id/access/extension/refuse');
    const user = userEvent.setup();
    renderPanel(staffRequest(['grantExtension', 'refuseExtension'], extensionAsked));
    const dialog = await open(user, 'Refuse extension');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse extension' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    await user.type(within(dialog).getByLabelText(/Why the extension is refused/), 'No new ethics approval.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse extension' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ note: 'No new ethics approval.', version: 7 });
  });

  it('accepts the final report, with or without a note', async () => {
    const posted = servePost('*/api/data-access-request/:id/closeout/accept');
    const user = userEvent.setup();
    renderPanel(staffRequest(['acceptCloseout', 'askCloseoutMore'], reportFiled));
    let dialog = await open(user, 'Accept final report');
    await user.click(within(dialog).getByRole('button', { name: 'Accept final report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ version: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open(user, 'Accept final report');
    await user.type(within(dialog).getByLabelText(/Note/), 'Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept final report' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toEqual({ note: 'Thank you.', version: 7 });
  });

  it('asks for more in the final report only with a note, and shows the server’s refusal', async () => {
    let refuse = true;
    const posted = servePost('*/api/data-access-request/:id/closeout/more', () =>
      refuse
        ? HttpResponse.json(strapiError(400, 'ValidationError', 'note is too long'), { status: 400 })
        : HttpResponse.json({ data: staffRequest([]) }),
    );
    const user = userEvent.setup();
    renderPanel(staffRequest(['acceptCloseout', 'askCloseoutMore'], reportFiled));
    const dialog = await open(user, 'Ask for more');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for more' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    await user.type(within(dialog).getByLabelText(/What the report is missing/), 'The poster’s DOI.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for more' }));
    expect(await within(dialog).findByText('note is too long')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText(/What the report is missing/)).toHaveValue('The poster’s DOI.');
    expect(within(dialog).getByRole('button', { name: 'Ask for more' })).toBeEnabled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Ask for more' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toEqual({ note: 'The poster’s DOI.', version: 7 });
    expect(await findToast('The applicant was asked for more in the final report.')).toBeInTheDocument();
  });
});

describe('access on the review page', { timeout: 20_000 }, () => {
  const asQueueManager = { session: sessionForUser(staffUserFixture('queue-manager')) };

  it('shows the access summary beside the request and its actions in the panel', async () => {
    server.use(
      http.get('*/api/data-access-request/:id', () =>
        HttpResponse.json({ data: staffRequest(['grantExtension', 'refuseExtension'], extensionAsked) }),
      ),
    );
    renderRoute('/en/request-management/request/req0000001', asQueueManager);
    const section = await screen.findByRole('region', { name: 'Access to the data' }, { timeout: 10_000 });
    expect(within(section).getByText('Active')).toBeInTheDocument();
    expect(within(section).getByText('The follow-up was delayed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant extension' })).toBeInTheDocument();
  });

  it('409: reloads the request and says what changed', async () => {
    const seen = staffRequest(['changeAccessEnd'], accessViewFixture());
    const changed = staffRequest(['changeAccessEnd'], accessViewFixture({ lastDay: '2027-01-31' }), {
      version: 8,
      events: [
        {
          documentId: 'e9',
          action: 'changeAccessEnd',
          fromRequestStatus: 'contractSigned',
          toRequestStatus: 'contractSigned',
          fromApprovalStatus: 'approved',
          toApprovalStatus: 'approved',
          note: 'Ends early.',
          createdAt: new Date().toISOString(),
          requestDocumentId: 'req0000001',
          format: 'v2',
          actorRole: 'queue-manager',
          actor: { documentId: 'q1', firstName: 'Quinn', lastName: 'Queue', email: 'q@x' },
          details: null,
        },
      ],
    });
    let current = seen;
    server.use(
      http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: current })),
      http.post('*/api/data-access-request/:id/access/end', () => {
        current = changed;
        return HttpResponse.json(
          strapiError(409, 'ConflictError', 'The request was changed by someone else. Reload and try again.'),
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoute('/en/request-management/request/req0000001', asQueueManager);
    await user.click(await screen.findByRole('button', { name: 'Change end of access' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Change end of access' });
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), 'Ends in May.');
    await user.click(within(dialog).getByRole('button', { name: 'Change end of access' }));

    expect(await screen.findByText(/by Quinn Queue/, { selector: '.action-panel__conflict p' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const section = screen.getByRole('region', { name: 'Access to the data' });
    expect(await within(section).findByText('January 31, 2027')).toBeInTheDocument();
  });
});
