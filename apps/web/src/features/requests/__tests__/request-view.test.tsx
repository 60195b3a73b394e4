import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { sessionForUser } from '@/testing/fixtures-auth';
import {
  accessRequestContentFixture,
  applicantRequestFixture,
  requestEventFixture,
  requestFileFixture,
  requestableDatasetsFixture,
  v1RequestFixture,
} from '@/testing/fixtures-requests';
import { messageFixture, threadFixture } from '@/testing/fixtures-conversation';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

function serveContent() {
  server.use(
    http.get('*/api/dataset-access-request', ({ request }) =>
      HttpResponse.json({
        data: accessRequestContentFixture(new URL(request.url).searchParams.get('locale') ?? 'en'),
        meta: {},
      }),
    ),
    http.get('*/api/datasets', () =>
      HttpResponse.json({ data: requestableDatasetsFixture(), meta: { pagination: { page: 1, pageCount: 1 } } }),
    ),
  );
}

function serveV2(detail: ReturnType<typeof applicantRequestFixture>) {
  server.use(http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: detail })));
}

const infoRequested = (overrides: Parameters<typeof applicantRequestFixture>[0] = {}) =>
  applicantRequestFixture({
    internal: { requestStatus: 'informationRequested', approvalStatus: 'pending' },
    events: [
      requestEventFixture(),
      requestEventFixture({
        documentId: 'evt2',
        action: 'requestInformation',
        fromRequestStatus: 'assigned',
        toRequestStatus: 'informationRequested',
        fromApprovalStatus: 'pending',
        toApprovalStatus: 'pending',
        note: 'Please describe the linkage you plan.',
        createdAt: '2026-03-05T10:00:00.000Z',
      }),
    ],
    ...overrides,
  });

describe('request views', { timeout: 20_000 }, () => {
  it('shows a v2 request: reference, status in words, answers with option labels, files and history', async () => {
    serveContent();
    serveV2(applicantRequestFixture());
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('req0000001')).toBeInTheDocument();
    expect(screen.getByText('Current form (v2)')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    const project = screen.getByRole('region', { name: 'Project' });
    expect(await within(project).findByText('Research', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download protocol\.pdf/ })).toBeInTheDocument();
    expect(screen.getByText('Request submitted')).toBeInTheDocument();
    // Nothing to do in "new": only the attachments action is open.
    expect(screen.queryByRole('button', { name: 'Amend and resubmit' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add files' })).toBeInTheDocument();
  });

  it('says "Dataset request not found" on 404, without a retry loop', async () => {
    server.use(
      http.get('*/api/dataset-requests/:id', () =>
        HttpResponse.json(strapiError(404, 'NotFoundError', 'Not Found'), { status: 404 }),
      ),
    );
    serveContent();
    renderRoute('/en/user/requests/v1/nope000001', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { name: 'Dataset request not found' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails for another reason', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/data-access-request/:id', () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 })
          : HttpResponse.json({ data: applicantRequestFixture() });
      }),
    );
    serveContent();
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW)).toBeInTheDocument();
  });

  it('information requested (v2): shows the staff note and an amend form that resubmits the whole form', async () => {
    serveContent();
    serveV2(infoRequested());
    let body: Record<string, unknown> | null = null;
    server.use(
      http.patch('*/api/data-access-request/:id/amend', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          data: applicantRequestFixture({ internal: { requestStatus: 'inReview', approvalStatus: 'pending' } }),
        });
      }),
    );
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    const actions = await screen.findByRole('region', { name: 'What you can do now' }, SLOW);
    expect(within(actions).getByText('Please describe the linkage you plan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Amend and resubmit' }));
    const title = await screen.findByRole('textbox', { name: /Project title/ }, SLOW);
    await userEvent.clear(title);
    await userEvent.type(title, 'Air, asthma and linkage');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to the review team' }), 'Linkage described.');
    await userEvent.click(screen.getByRole('button', { name: 'Resubmit my request' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({
      projectTitle: 'Air, asthma and linkage',
      version: 1,
      note: 'Linkage described.',
      requestedDatasets: [{ dataset: 'ds00000001', dataLevel: 'aggregated' }],
    });
  });

  it('amend: the server’s details.errors land on their fields', async () => {
    serveContent();
    serveV2(infoRequested());
    server.use(
      http.patch('*/api/data-access-request/:id/amend', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'The request is not complete: 1 answers need attention.', {
            errors: [
              {
                path: ['principalInvestigator', 'email'],
                message: 'Please enter a valid email address, for example name@university.ca.',
                name: 'ValidationError',
              },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    renderRoute('/fr/user/requests/v2/req0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier et soumettre de nouveau' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Soumettre ma demande de nouveau' }, SLOW));
    const email = await screen.findByRole('textbox', { name: /Courriel/ }, SLOW);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getAllByText('Veuillez saisir une adresse courriel valide, par exemple nom@universite.ca.').length,
    ).toBeGreaterThan(0);
  });

  it('information requested (v1): edits the answers through the v1 update', async () => {
    serveContent();
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/dataset-requests/:id', () =>
        HttpResponse.json({
          data: v1RequestFixture({ internal: { requestStatus: 'informationRequested', approvalStatus: 'pending' } }),
        }),
      ),
      http.patch('*/api/dataset-request/update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: v1RequestFixture() });
      }),
    );
    renderRoute('/en/user/requests/v1/old0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your answers' }, SLOW));
    const use = screen.getByRole('textbox', { name: 'Intended use of the data' });
    await userEvent.clear(use);
    await userEvent.type(use, 'Linked cohort study');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() =>
      expect(body).toMatchObject({ requestId: 'old0000001', version: 2, intendedUse: 'Linked cohort study' }),
    );
  });

  it('information requested (v1): checks the answers, links the summary to the fields, and maps the server’s errors', async () => {
    serveContent();
    let calls = 0;
    server.use(
      http.get('*/api/dataset-requests/:id', () =>
        HttpResponse.json({
          data: v1RequestFixture({ internal: { requestStatus: 'informationRequested', approvalStatus: 'pending' } }),
        }),
      ),
      http.patch('*/api/dataset-request/update', () => {
        calls += 1;
        return HttpResponse.json(
          strapiError(400, 'ValidationError', 'Invalid', {
            errors: [{ path: ['intendedUse'], message: 'Refused by the server.', name: 'ValidationError' }],
          }),
          { status: 400 },
        );
      }),
    );
    renderRoute('/en/user/requests/v1/old0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your answers' }, SLOW));
    const title = screen.getByRole('textbox', { name: /Project title/ });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' }, SLOW);
    const link = within(summary).getByRole('link');
    expect(link).toHaveAttribute('href', `#${title.id}`);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(`${title.id}-error`);
    expect(calls).toBe(0);

    await userEvent.type(title, 'Birth weight, revisited');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(calls).toBe(1));
    const use = screen.getByRole('textbox', { name: /Intended use of the data/ });
    await waitFor(() => expect(use).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Refused by the server.').length).toBeGreaterThan(0);
  });

  it('shows the conversation with the committee; reading it refreshes "my requests", not the request', async () => {
    serveContent();
    serveV2(applicantRequestFixture());
    server.use(
      http.get('*/api/data-access-request/:id/messages', () =>
        HttpResponse.json(
          threadFixture(
            [
              messageFixture({
                author: { side: 'staff', documentId: null, firstName: null, lastName: null, role: null },
              }),
            ],
            { unread: 1 },
          ),
        ),
      ),
    );
    const { queryClient } = renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    queryClient.setQueryData(['user', 'requests', 'v2'], []);
    const conversation = await screen.findByRole('region', { name: 'Conversation' }, SLOW);
    expect(await within(conversation).findByText('Data Access Committee')).toBeInTheDocument();
    expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(within(conversation).queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryState(['user', 'requests', 'v2'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['user', 'requests', 'v2', 'detail', 'req0000001'])?.isInvalidated).toBe(false);
  });

  it('pending signing: the contract downloads and a signed copy uploads; closed requests take no files', async () => {
    serveContent();
    serveV2(
      applicantRequestFixture({
        internal: { requestStatus: 'pendingSigning', approvalStatus: 'approved' },
        allowedActions: ['signContract'],
        files: [requestFileFixture({ documentId: 'c1', name: 'contract.pdf', kind: 'contract' })],
      }),
    );
    const view = renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { name: 'Your contract is ready to sign' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the contract' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the signed contract' })).toBeInTheDocument();
    view.unmount();

    serveV2(applicantRequestFixture({ internal: { requestStatus: 'complete', approvalStatus: 'approved' } }));
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'What you can do now' })).not.toBeInTheDocument();
  });
});
