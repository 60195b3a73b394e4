import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { groupAssignees } from '@/features/queue/components/assign-dialog';
import { strapiError } from '@/testing/fixtures';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { messageFixture, threadFixture } from '@/testing/fixtures-conversation';
import { assigneeFixture, staffRequestFixture, staffUserRow } from '@/testing/fixtures-queue';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };
const V2 = '*/api/data-access-request/:id';
const V1 = '*/api/dataset-requests/:id';
const MESSAGES = '*/api/data-access-request/:id/messages';

const asRole = (role: Parameters<typeof staffUserFixture>[0]) => ({ session: sessionForUser(staffUserFixture(role)) });
const notFound = () => HttpResponse.json(strapiError(404, 'NotFoundError', 'Not Found'), { status: 404 });

describe('request review page', { timeout: 20_000 }, () => {
  it('shows the whole request: requester with organization type, datasets opening in a new tab, files, recommendations, newest event first', async () => {
    const request = staffRequestFixture(
      {
        recommendations: [
          {
            documentId: 'rec1',
            recommendation: 'approve',
            note: 'Sound protocol.',
            member: { documentId: 'm1', firstName: 'Mia', lastName: 'Member' },
            updatedAt: '2026-03-04T10:00:00.000Z',
          },
        ],
        internal: { requestStatus: 'assigned', approvalStatus: 'pendingApproval', assignee: assigneeFixture() },
        events: [
          {
            documentId: 'e1',
            action: 'submit',
            fromRequestStatus: null,
            toRequestStatus: 'new',
            fromApprovalStatus: null,
            toApprovalStatus: 'pending',
            note: null,
            createdAt: '2026-03-02T10:00:00.000Z',
            requestDocumentId: 'req0000001',
            format: 'v2',
            actorRole: 'authenticated',
            actor: null,
            details: null,
          },
          {
            documentId: 'e2',
            action: 'recommend',
            fromRequestStatus: 'assigned',
            toRequestStatus: 'assigned',
            fromApprovalStatus: 'pending',
            toApprovalStatus: 'pendingApproval',
            note: 'Sound protocol.',
            createdAt: '2026-03-04T10:00:00.000Z',
            requestDocumentId: 'req0000001',
            format: 'v2',
            actorRole: 'dag-member',
            actor: { documentId: 'm1', firstName: 'Mia', lastName: 'Member', email: 'member@portal.localhost' },
            details: null,
          },
        ],
      },
      'dag-chair',
    );
    server.use(http.get(V2, () => HttpResponse.json({ data: request })));
    renderRoute('/en/request-management/request/req0000001', asRole('dag-chair'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW)).toBeInTheDocument();
    const requester = screen.getByRole('region', { name: 'Requester' });
    expect(within(requester).getByText('Academic', { selector: '.queue-tag' })).toBeInTheDocument();
    expect(within(requester).getByText('University of Somewhere')).toBeInTheDocument();
    const link = within(screen.getByRole('region', { name: 'Requested datasets' })).getByRole('link', {
      name: /Air quality sensor network/,
    });
    expect(link).toHaveAttribute('href', '/en/dataset/air-quality/overview');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByText(/Mia Member/, { selector: 'strong' })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent(/recommend/i);
    // The chair may decide: approve and deny, nothing it may not do.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recommend' })).toBeNull();
  });

  it('shows the deadline, who acts next and since when; overdue stands out (en, fr)', async () => {
    const request = staffRequestFixture({
      documentId: 'due0000001',
      projectTitle: 'Late request',
      internal: { requestStatus: 'inReview', approvalStatus: 'pending', assignee: assigneeFixture() },
      deadline: {
        enteredAt: '2026-03-02T10:00:00.000Z',
        dueAt: '2026-03-30T10:00:00.000Z',
        overdue: true,
        holder: 'assignee',
      },
    });
    server.use(http.get(V2, () => HttpResponse.json({ data: request })));
    const view = renderRoute('/en/request-management/request/due0000001', asRole('queue-manager'));
    await screen.findByRole('heading', { level: 1, name: 'Late request' }, SLOW);
    const line = screen.getByText(/^Overdue since/);
    expect(line).toHaveTextContent(
      /Overdue since Mar 30, 2026.*the assignee acts next\. In this status since Mar 2, 2026/,
    );
    expect(line).toHaveClass('queue-flag--stale');
    view.unmount();

    renderRoute('/fr/request-management/request/due0000001', asRole('queue-manager'));
    await screen.findByRole('heading', { level: 1, name: 'Late request' }, SLOW);
    expect(screen.getByText(/^En retard depuis le/)).toHaveTextContent(/30 mars 2026.*à la personne assignée d’agir/);
  });

  it('falls back to the old format (v1) and says "Dataset request not found" when neither has the id', async () => {
    const v1 = staffRequestFixture({ documentId: 'old0000001', format: 'v1', projectTitle: 'Legacy request' });
    server.use(
      http.get(V2, () => notFound()),
      http.get(V1, ({ params }) => (params.id === 'old0000001' ? HttpResponse.json({ data: v1 }) : notFound())),
    );
    const first = renderRoute('/en/request-management/request/old0000001', asRole('queue-manager'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy request' }, SLOW)).toBeInTheDocument();
    first.unmount();

    renderRoute('/en/request-management/request/missing0001', asRole('queue-manager'));
    expect(await screen.findByRole('heading', { name: 'Dataset request not found' }, SLOW)).toBeInTheDocument();
  });

  it('asks the format the queue row named first: a v1 request opened from the queue costs no v2 404', async () => {
    const v1 = staffRequestFixture({ documentId: 'old0000002', format: 'v1', projectTitle: 'Known legacy request' });
    let v2Calls = 0;
    server.use(
      http.get(V2, () => {
        v2Calls += 1;
        return notFound();
      }),
      http.get(V1, () => HttpResponse.json({ data: v1 })),
    );
    renderRoute(
      { pathname: '/en/request-management/request/old0000002', state: { format: 'v1' } },
      asRole('queue-manager'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Known legacy request' }, SLOW)).toBeInTheDocument();
    expect(v2Calls).toBe(0);
  });

  it('shows a read-only user everything and no action control', async () => {
    const request = staffRequestFixture({}, 'readonly-user');
    server.use(http.get(V2, () => HttpResponse.json({ data: request })));
    renderRoute('/en/request-management/request/req0000001', asRole('readonly-user'));
    await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Your actions' })).toBeNull();
    for (const name of ['Assign', 'Approve', 'Deny', 'Recommend', 'Add files', 'Change status']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows the conversation with internal notes; reading it refreshes the queue’s unread counts; read-only staff cannot post', async () => {
    server.use(
      http.get(V2, () => HttpResponse.json({ data: staffRequestFixture({}, 'readonly-user') })),
      http.get(MESSAGES, () =>
        HttpResponse.json(
          threadFixture([messageFixture({ internal: true, body: 'Check the linkage plan.' })], {
            unread: 1,
            canPost: false,
          }),
        ),
      ),
    );
    const { queryClient } = renderRoute('/en/request-management/request/req0000001', asRole('readonly-user'));
    queryClient.setQueryData(['staff-requests', 'queue', { page: 1 }], { data: [] });
    const conversation = await screen.findByRole('region', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText('Check the linkage plan.')).toBeInTheDocument();
    expect(within(conversation).getByText('Internal note — staff only')).toBeInTheDocument();
    expect(within(conversation).getByText('You can read this conversation but not post.')).toBeInTheDocument();
    expect(within(conversation).queryByRole('textbox', { name: 'Message' })).toBeNull();
    await waitFor(() =>
      expect(queryClient.getQueryState(['staff-requests', 'queue', { page: 1 }])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['staff-requests', 'detail', 'req0000001'])?.isInvalidated).toBe(false);
  });

  it('assign dialog: users of the assignable roles only, grouped by role and searchable; sends the version seen', async () => {
    const user = userEvent.setup();
    const request = staffRequestFixture({ version: 7 }, 'dag-chair');
    expect(request.assignableRoles).toEqual(['dag-member']);
    let askedRoles: string | null = null;
    let body: unknown = null;
    server.use(
      http.get(V2, () => HttpResponse.json({ data: request })),
      http.get('*/api/users-by-role/', ({ request: req }) => {
        askedRoles = new URL(req.url).searchParams.get('roles');
        return HttpResponse.json({
          data: [staffUserRow('m1', 'Mia', 'Member', 'dag-member'), staffUserRow('m2', 'Noah', 'Novak', 'dag-member')],
        });
      }),
      http.post('*/api/data-access-request/assign', async ({ request: req }) => {
        body = await req.json();
        return HttpResponse.json({ data: request });
      }),
    );
    renderRoute('/en/request-management/request/req0000001', asRole('dag-chair'));
    await user.click(await screen.findByRole('button', { name: 'Assign' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Assign' });
    expect(await within(dialog).findByRole('group', { name: 'Committee member' })).toBeInTheDocument();
    expect(askedRoles).toBe('dag-member');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search staff' }), 'noah');
    expect(within(dialog).queryByRole('radio', { name: /Mia Member/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /Noah Novak/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(body).toEqual({ requestId: 'req0000001', version: 7, assigneeId: 'm2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('groups assignees by role in the order of the assignable roles and matches every search word', () => {
    const users = [
      staffUserRow('c1', 'Carla', 'Chair', 'dag-chair'),
      staffUserRow('m1', 'Mia', 'Member', 'dag-member'),
      staffUserRow('q1', 'Quinn', 'Queue', 'queue-manager'),
      staffUserRow('x1', 'Xena', 'Contract', 'contract-manager'),
    ];
    expect(groupAssignees(users, ['queue-manager', 'dag-member', 'dag-chair'], '').map((g) => g.role)).toEqual([
      'queue-manager',
      'dag-member',
      'dag-chair',
    ]);
    expect(groupAssignees(users, ['dag-member', 'dag-chair'], 'mia mem')).toEqual([
      { role: 'dag-member', users: [users[1]] },
    ]);
  });

  it('409: refreshes the request, says who changed what, and leaves no button spinning', async () => {
    const user = userEvent.setup();
    const seen = staffRequestFixture(
      { internal: { requestStatus: 'assigned', approvalStatus: 'pendingApproval', assignee: assigneeFixture() } },
      'dag-chair',
    );
    const changed = staffRequestFixture(
      {
        version: seen.version + 1,
        internal: {
          requestStatus: 'assigned',
          approvalStatus: 'pendingApproval',
          assignee: assigneeFixture({ documentId: 'm2', firstName: 'Noah', lastName: 'Novak' }),
        },
        events: [
          {
            documentId: 'e9',
            action: 'assign',
            fromRequestStatus: 'assigned',
            toRequestStatus: 'assigned',
            fromApprovalStatus: 'pendingApproval',
            toApprovalStatus: 'pendingApproval',
            note: null,
            createdAt: new Date().toISOString(),
            requestDocumentId: 'req0000001',
            format: 'v2',
            actorRole: 'queue-manager',
            actor: { documentId: 'q1', firstName: 'Quinn', lastName: 'Queue', email: 'q@x' },
            details: null,
          },
        ],
      },
      'dag-chair',
    );
    let current = seen;
    server.use(
      http.get(V2, () => HttpResponse.json({ data: current })),
      http.post('*/api/data-access-request/approve', () => {
        current = changed;
        return HttpResponse.json(
          strapiError(409, 'ConflictError', 'The request was changed by someone else. Reload and try again.'),
          { status: 409 },
        );
      }),
    );
    renderRoute('/en/request-management/request/req0000001', asRole('dag-chair'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const alert = await screen.findByText(
      /assigned to Noah Novak by Quinn Queue/,
      { selector: '.action-panel__conflict p' },
      SLOW,
    );
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The refreshed view shows the new assignee, and the panel's buttons are usable again.
    expect(await screen.findByText(/Noah Novak \(Committee member\)/)).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeEnabled();
    expect(approve).not.toHaveAttribute('aria-busy');
  });

  it('deny needs a note; a 403 settles the button with a plain message', async () => {
    const user = userEvent.setup();
    const request = staffRequestFixture(
      { internal: { requestStatus: 'inReview', approvalStatus: 'pendingApproval', assignee: assigneeFixture() } },
      'dag-chair',
    );
    let calls = 0;
    server.use(
      http.get(V2, () => HttpResponse.json({ data: request })),
      http.post('*/api/data-access-request/deny', () => {
        calls += 1;
        return HttpResponse.json(strapiError(403, 'PolicyError', 'Forbidden'), { status: 403 });
      }),
    );
    renderRoute('/en/request-management/request/req0000001', asRole('dag-chair'));
    await user.click(await screen.findByRole('button', { name: 'Deny' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Deny' });
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    expect(calls).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the denial/ }), 'Out of scope.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText(/cannot do this on the request any more/, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deny' })).toBeEnabled();
  });

  describe('labels, never option keys', () => {
    /** The value of a term in a description list (answers, requester, register preview). */
    const valueOf = (scope: HTMLElement, term: string) =>
      within(scope).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

    const labelled = (overrides: Parameters<typeof staffRequestFixture>[0] = {}) =>
      staffRequestFixture({
        requester: {
          documentId: 'usr0000001',
          firstName: 'Ada',
          lastName: 'Applicant',
          email: 'applicant@portal.localhost',
          organization: 'University of Somewhere',
          organizationType: 'academic',
          country: 'Canada',
        },
        principalInvestigator: {
          title: 'Dr',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.org',
          organization: 'McGill University',
          organizationType: 'industry',
          country: 'France',
        },
        ...overrides,
      });

    it('shows a v2 request’s answers and the organization types as labels of the reader’s language', async () => {
      server.use(http.get(V2, () => HttpResponse.json({ data: labelled() })));
      const first = renderRoute('/en/request-management/request/req0000001', asRole('queue-manager'));
      // The page waits for the labels: the first render of the request already shows them.
      await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW);
      const requester = screen.getByRole('region', { name: 'Requester' });
      expect(valueOf(requester, 'Organization type')).toHaveTextContent(/^Academic$/);
      expect(within(requester).getByText('Academic', { selector: '.queue-tag' })).toBeInTheDocument();
      const answers = screen.getByRole('region', { name: 'Answers' });
      expect(valueOf(answers, 'Intended uses')).toHaveTextContent('Academic research');
      expect(valueOf(answers, 'Funding')).toHaveTextContent(/^Funded$/);
      expect(valueOf(answers, 'Dissemination')).toHaveTextContent('Peer-reviewed publication');
      expect(valueOf(answers, 'Organization type')).toHaveTextContent(/^Industry$/);
      for (const key of ['research', 'funded', 'publication', 'attached', 'academic', 'industry'])
        expect(screen.queryByText(key)).toBeNull();
      first.unmount();

      renderRoute('/fr/request-management/request/req0000001', asRole('queue-manager'));
      await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW);
      const demandeur = screen.getByRole('region', { name: 'Demandeur' });
      expect(valueOf(demandeur, 'Type d’organisation')).toHaveTextContent(/^Universitaire$/);
      const reponses = screen.getByRole('region', { name: 'Réponses' });
      expect(valueOf(reponses, 'Utilisations prévues')).toHaveTextContent('Recherche universitaire');
      expect(valueOf(reponses, 'Financement')).toHaveTextContent(/^Financé$/);
      expect(valueOf(reponses, 'Type d’organisation')).toHaveTextContent(/^Industrie$/);
    });

    it('previews the register entry as the server writes it: default-locale labels, whatever the reader’s', async () => {
      const user = userEvent.setup();
      const request = labelled({ internal: { requestStatus: 'complete', approvalStatus: 'approved', assignee: null } });
      server.use(http.get(V2, () => HttpResponse.json({ data: request })));
      renderRoute('/fr/request-management/request/req0000001', asRole('queue-manager'));
      await user.click(await screen.findByRole('button', { name: 'Publier au registre' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Publier au registre' });
      await waitFor(() =>
        expect(valueOf(dialog, 'Utilisation prévue des données')).toHaveTextContent(/^Academic research$/),
      );
      await waitFor(() => expect(valueOf(dialog, 'Type d’organisation')).toHaveTextContent(/^Industry$/));
      expect(valueOf(dialog, 'Pays')).toHaveTextContent(/^France$/);
    });

    it('previews a v1 entry with the requester as investigator and their profile’s country', async () => {
      const user = userEvent.setup();
      const v1 = staffRequestFixture({
        documentId: 'old0000001',
        format: 'v1',
        projectTitle: 'Legacy request',
        projectDescription: 'Birth weight across regions.',
        intendedUse: 'Academic research',
        datasets: ['ds00000001'],
        requester: labelled().requester,
        internal: { requestStatus: 'complete', approvalStatus: 'approved', assignee: null },
      });
      server.use(
        http.get(V1, () => HttpResponse.json({ data: v1 })),
        http.get(V2, () => notFound()),
      );
      renderRoute(
        { pathname: '/en/request-management/request/old0000001', state: { format: 'v1' } },
        asRole('queue-manager'),
      );
      await user.click(await screen.findByRole('button', { name: 'Publish to register' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Publish to register' });
      expect(valueOf(dialog, 'Country')).toHaveTextContent(/^Canada$/);
      expect(valueOf(dialog, 'Intended use of the data')).toHaveTextContent(/^Academic research$/);
      await waitFor(() => expect(valueOf(dialog, 'Organization type')).toHaveTextContent(/^Academic$/));
    });
  });
});
