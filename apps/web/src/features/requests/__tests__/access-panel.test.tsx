import { ACCESS_FIELD_MESSAGES, ACCESS_MESSAGES, type AllowedAction } from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { AccessPanel } from '@/features/requests/components/access-panel';
import { strapiError } from '@/testing/fixtures';
import { accessViewFixture, endedAccessFixture } from '@/testing/fixtures-access';
import { sessionForUser } from '@/testing/fixtures-auth';
import { applicantRequestFixture, v1RequestFixture } from '@/testing/fixtures-requests';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';
import { TestToaster, findToast } from '@/testing/toasts';

const approved = { requestStatus: 'contractSigned', approvalStatus: 'approved' } as const;
const EXTENSION = '*/api/data-access-request/:id/access/extension';
const CLOSEOUT = '*/api/data-access-request/:id/closeout';

const pdf = (name = 'report.pdf') => new File(['%PDF-1.4 a small document'], name, { type: 'application/pdf' });

function activeRequest(allowedActions: AllowedAction[] = ['requestExtension'], access = accessViewFixture()) {
  return applicantRequestFixture({ internal: approved, allowedActions, access });
}

function endedRequest(allowedActions: AllowedAction[] = ['fileCloseout', 'requestExtension']) {
  return applicantRequestFixture({ internal: approved, allowedActions, access: endedAccessFixture() });
}

function renderPanel(request: ReturnType<typeof applicantRequestFixture>, locale = 'en') {
  const queryClient = createTestQueryClient();
  const view = renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <TestToaster />
      <AccessPanel request={request} />
    </QueryClientProvider>,
    { locale },
  );
  return { ...view, queryClient };
}

/** Records the JSON bodies posted to `path` and answers with `reply` (default: the request). */
function serveJson(path: string, reply?: () => Response) {
  const bodies: Array<{ params: Record<string, unknown>; body: unknown }> = [];
  server.use(
    http.post(path, async ({ request, params }) => {
      bodies.push({ params, body: await request.json() });
      return reply ? reply() : HttpResponse.json({ data: activeRequest() });
    }),
  );
  return bodies;
}

const dialog = () => screen.getByRole('dialog');

describe('access panel (applicant)', { timeout: 20_000 }, () => {
  it('shows nothing before approval, and exactly the actions the server allows after', () => {
    const { unmount } = renderPanel(applicantRequestFixture({ access: null }));
    expect(screen.queryByRole('heading', { name: 'Access to the data' })).toBeNull();
    unmount();

    const { unmount: unmountNone } = renderPanel(activeRequest([]));
    expect(screen.getByRole('region', { name: 'Access to the data' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmountNone();

    renderPanel(endedRequest(['fileCloseout']));
    expect(screen.getByRole('button', { name: 'File the final report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).toBeNull();
  });

  it('asks for more time: checks the answers, posts the day and the reason, then refreshes the request', async () => {
    const posted = serveJson(EXTENSION);
    const user = userEvent.setup();
    const { queryClient } = renderPanel(activeRequest());
    await user.click(screen.getByRole('button', { name: 'Ask for more time' }));
    expect(dialog()).toHaveAccessibleName('Ask for more time');
    const day = within(dialog()).getByLabelText(/New last day of access/);
    expect(day).toHaveAttribute('min', '2027-03-11');
    expect(within(dialog()).getByText('A day after March 10, 2027, the current last day.')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Ask for this time' }));
    const summary = await within(dialog()).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the new last day of access.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Say why you need more time.' })).toBeInTheDocument();
    const reason = within(dialog()).getByLabelText(/Why you need more time/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Say why you need more time\./);
    expect(posted).toHaveLength(0);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(day, '2027-06-30');
    await user.type(reason, '  The follow-up was delayed.  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Ask for this time' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.params.id).toBe('req0000001');
    expect(posted[0]?.body).toEqual({ endsAt: '2027-06-30', reason: 'The follow-up was delayed.' });
    expect(await findToast('Your request for more time was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'requests'] });
  });

  it('asks on the old format’s path too', async () => {
    const posted = serveJson('*/api/dataset-request/:id/access/extension');
    const user = userEvent.setup();
    renderPanel(
      v1RequestFixture({ internal: approved, allowedActions: ['requestExtension'], access: accessViewFixture() }),
    );
    await user.click(screen.getByRole('button', { name: 'Ask for more time' }));
    await user.type(within(dialog()).getByLabelText(/New last day of access/), '2027-04-30');
    await user.type(within(dialog()).getByLabelText(/Why you need more time/), 'More time.');
    await user.click(within(dialog()).getByRole('button', { name: 'Ask for this time' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.params.id).toBe('old0000001');
  });

  it('shows the server’s refusal, on its field or for the form, and keeps what was typed', async () => {
    let answer = () =>
      HttpResponse.json(
        strapiError(400, 'ValidationError', ACCESS_MESSAGES.extensionNotLater, {
          errors: [{ path: ['endsAt'], message: ACCESS_MESSAGES.extensionNotLater, name: 'ValidationError' }],
        }),
        { status: 400 },
      );
    serveJson(EXTENSION, () => answer());
    const user = userEvent.setup();
    renderPanel(activeRequest());
    await user.click(screen.getByRole('button', { name: 'Ask for more time' }));
    const day = within(dialog()).getByLabelText(/New last day of access/);
    const reason = within(dialog()).getByLabelText(/Why you need more time/);
    await user.type(day, '2027-06-30');
    await user.type(reason, 'The follow-up was delayed.');
    await user.click(within(dialog()).getByRole('button', { name: 'Ask for this time' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(/An extension must end after the current end of access\./),
    );
    expect(day).toHaveValue('2027-06-30');

    answer = () =>
      HttpResponse.json(strapiError(409, 'ConflictError', ACCESS_MESSAGES.requestExtension), { status: 409 });
    await user.click(within(dialog()).getByRole('button', { name: 'Ask for this time' }));
    expect(await within(dialog()).findByText(ACCESS_MESSAGES.requestExtension)).toHaveAttribute('role', 'alert');
    expect(reason).toHaveValue('The follow-up was delayed.');
    expect(dialog()).toBeInTheDocument();
  });

  it('final report: lists every problem at once (attestation, retention reason, DOI), in the reader’s words', async () => {
    const posted = serveJson(CLOSEOUT);
    const user = userEvent.setup();
    renderPanel(endedRequest());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    expect(within(dialog()).getByText('No publication listed.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Add a publication' }));
    const publication = within(dialog()).getByRole('group', { name: 'Publication 1' });
    await user.type(within(publication).getByLabelText(/DOI/), 'not a doi');
    await user.click(within(dialog()).getByRole('radio', { name: 'I keep the data' }));
    expect(within(dialog()).getByLabelText(/Why the data is retained/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));

    const summary = await within(dialog()).findByRole('alert');
    const problems = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(problems).toEqual([
      'Enter the title of the publication, or remove it.',
      'Enter a DOI such as 10.1234/abcd, or leave it empty.',
      'Say why the data is retained, and under which agreement.',
      'Confirm that what you say about the data is true.',
    ]);
    const attestation = within(dialog()).getByRole('checkbox', { name: /I confirm/ });
    expect(attestation).toHaveAccessibleDescription(/Confirm that what you say about the data is true\./);
    expect(within(publication).getByLabelText(/DOI/)).toHaveAccessibleDescription(/Enter a DOI such as/);
    expect(posted).toHaveLength(0);

    // Fixed: a DOI given as its doi.org address is sent as the DOI itself.
    await user.type(within(publication).getByLabelText(/^Title/), 'Air and asthma');
    const doi = within(publication).getByLabelText(/DOI/);
    await user.clear(doi);
    await user.type(doi, 'https://doi.org/10.5555/air.1');
    await user.type(within(dialog()).getByLabelText(/Why the data is retained/), 'Kept under DSA-12.');
    await user.click(attestation);
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      publications: [{ title: 'Air and asthma', doi: '10.5555/air.1' }],
      outputs: null,
      dataDisposition: 'retained',
      retentionReason: 'Kept under DSA-12.',
      attestation: true,
    });
    expect(await findToast('Thank you: your final report was filed.')).toBeInTheDocument();
  });

  it('final report: says what happened to the data is required, and drops a reason typed before choosing "destroyed"', async () => {
    const posted = serveJson(CLOSEOUT);
    const user = userEvent.setup();
    renderPanel(endedRequest());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: /I confirm/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));
    const summary = await within(dialog()).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Say what happened to the data.' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('radiogroup', { name: /What happened to the data/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(within(dialog()).getByRole('radio', { name: 'I keep the data' }));
    await user.type(within(dialog()).getByLabelText(/Why the data is retained/), 'Changed my mind');
    await user.click(within(dialog()).getByRole('radio', { name: 'I destroyed the data and every copy of it' }));
    expect(within(dialog()).queryByLabelText(/Why the data is retained/)).toBeNull();
    await user.type(within(dialog()).getByLabelText(/Other outputs/), 'A dashboard.');
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      publications: [],
      outputs: 'A dashboard.',
      dataDisposition: 'destroyed',
      retentionReason: null,
      attestation: true,
    });
  });

  it('final report with files: checks them when chosen and sends the report as multipart', async () => {
    let seen: Record<string, unknown> | null = null;
    server.use(
      http.post(CLOSEOUT, async ({ request }) => {
        const form = await request.formData();
        seen = {
          publications: form.get('publications'),
          outputs: form.get('outputs'),
          dataDisposition: form.get('dataDisposition'),
          retentionReason: form.get('retentionReason'),
          attestation: form.get('attestation'),
          // (jsdom's XMLHttpRequest sends every file as "blob": the count tells.)
          files: form.getAll('files').length,
        };
        return HttpResponse.json({ data: endedRequest([]) });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPanel(endedRequest());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    const files = within(dialog()).getByLabelText('Supporting files (optional)');
    expect(files).toHaveAccessibleDescription(/Up to 10 files\./);
    await user.upload(files, [
      pdf('summary.pdf'),
      new File(['not really a pdf'], 'fake.pdf', { type: 'application/pdf' }),
    ]);
    expect(
      await within(dialog()).findByText('fake.pdf is not a valid PDF file: its content does not match its extension.'),
    ).toBeInTheDocument();
    const chosen = within(dialog()).getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByText('summary.pdf')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Add a publication' }));
    await user.type(within(dialog()).getByLabelText(/^Title/), 'Air and asthma');
    await user.click(within(dialog()).getByRole('radio', { name: 'I destroyed the data and every copy of it' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: /I confirm/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));

    await waitFor(() => expect(seen).not.toBeNull());
    expect(seen).toEqual({
      publications: JSON.stringify([{ title: 'Air and asthma', doi: null }]),
      outputs: null,
      dataDisposition: 'destroyed',
      retentionReason: null,
      attestation: 'true',
      files: 1,
    });
  });

  it('final report: puts the server’s field errors on their fields and keeps everything typed', async () => {
    serveJson(CLOSEOUT, () =>
      HttpResponse.json(
        strapiError(400, 'ValidationError', ACCESS_FIELD_MESSAGES.doiInvalid, {
          errors: [
            { path: ['publications', 0, 'doi'], message: ACCESS_FIELD_MESSAGES.doiInvalid, name: 'ValidationError' },
          ],
        }),
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderPanel(endedRequest());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add a publication' }));
    await user.type(within(dialog()).getByLabelText(/^Title/), 'Air and asthma');
    await user.type(within(dialog()).getByLabelText(/DOI/), '10.5555/air.1');
    await user.click(within(dialog()).getByRole('radio', { name: 'I destroyed the data and every copy of it' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: /I confirm/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'File the report' }));

    const doi = within(dialog()).getByLabelText(/DOI/);
    await waitFor(() => expect(doi).toHaveAccessibleDescription(/Enter a DOI such as 10\.1234\/abcd/));
    expect(doi).toHaveValue('10.5555/air.1');
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Air and asthma');
    expect(within(dialog()).getByRole('checkbox', { name: /I confirm/ })).toBeChecked();
  });

  it('keeps the report when the dialog is closed by mistake', async () => {
    const user = userEvent.setup();
    renderPanel(endedRequest());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    await user.type(within(dialog()).getByLabelText(/Other outputs/), 'A dashboard.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'File the final report' }));
    expect(within(dialog()).getByLabelText(/Other outputs/)).toHaveValue('A dashboard.');
  });

  it('speaks French', async () => {
    const user = userEvent.setup();
    renderPanel(endedRequest(), 'fr');
    expect(screen.getByRole('heading', { name: 'Accès aux données' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remettre le rapport final' }));
    expect(within(dialog()).getByRole('radiogroup', { name: /Qu’est-il advenu des données/ })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Remettre le rapport' }));
    const summary = await within(dialog()).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Dites ce qu’il est advenu des données.' })).toBeInTheDocument();
  });

  it('shows on the applicant’s request page', async () => {
    server.use(
      http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: endedRequest(['fileCloseout']) })),
    );
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    const section = await screen.findByRole('region', { name: 'Access to the data' }, { timeout: 10_000 });
    expect(within(section).getByText('Ended')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'File the final report' })).toBeInTheDocument();
  });
});
