import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { sessionForUser } from '@/testing/fixtures-auth';
import {
  applicantRequestFixture,
  informationRequestFixture,
  requestEventFixture,
  serveRequestFormContent,
  v1RequestFixture,
} from '@/testing/fixtures-requests';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

/** Returns for changes, the applicant's side: the committee's comments beside the answers they are about. */
const SLOW = { timeout: 5000 };

const asked = requestEventFixture({
  documentId: 'evt2',
  action: 'requestInformation',
  fromRequestStatus: 'assigned',
  toRequestStatus: 'informationRequested',
  note: 'Please tell us more about data storage.',
  createdAt: '2026-03-05T10:00:00.000Z',
});

function serveV2(overrides: Parameters<typeof applicantRequestFixture>[0] = {}) {
  const detail = applicantRequestFixture({
    internal: { requestStatus: 'informationRequested', approvalStatus: 'pending' },
    events: [requestEventFixture(), asked],
    informationRequest: informationRequestFixture(),
    ...overrides,
  });
  server.use(http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: detail })));
}

/** The legends of the amend form's sections, in page order. */
const sectionLegends = (form: HTMLElement) =>
  Array.from(form.querySelectorAll('fieldset.amend-form__section > legend')).map((legend) => legend.textContent);

describe('the committee’s comments on answers', { timeout: 20_000 }, () => {
  it('the request view shows the note and each comment with its answer’s label', async () => {
    serveRequestFormContent();
    serveV2();
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    const actions = await screen.findByRole('region', { name: 'What you can do now' }, SLOW);
    expect(within(actions).getByText('Please tell us more about data storage.')).toBeInTheDocument();
    expect(within(actions).getByRole('heading', { name: 'Comments on your answers' })).toBeInTheDocument();
    const terms = within(actions)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Project summary', 'Principal investigator']);
    expect(within(actions).getByText('Say where the data will be stored.')).toBeInTheDocument();
  });

  it('shows no comments once information is no longer requested', async () => {
    serveRequestFormContent();
    serveV2({ internal: { requestStatus: 'inReview', approvalStatus: 'pending' }, informationRequest: null });
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Air and asthma' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Comments on your answers')).not.toBeInTheDocument();
    expect(screen.queryByText('Say where the data will be stored.')).not.toBeInTheDocument();
  });

  it('the amend form starts with the commented answers: a summary of links, the commented steps first, each comment on its field', async () => {
    serveRequestFormContent();
    serveV2();
    renderRoute('/en/user/requests/v2/req0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend and resubmit' }, SLOW));
    const summary = await screen.findByRole('region', { name: 'The committee commented on 2 answers' }, SLOW);
    // It takes focus when the form opens.
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Project summary', 'Principal investigator']);

    const form = summary.closest('form') as HTMLElement;
    // The steps with a comment come first (in the form's order), then the others.
    expect(sectionLegends(form).slice(0, 3)).toEqual(['Project', 'Principal investigator', 'Datasets']);
    expect(within(form).getByRole('heading', { name: 'Your other answers' })).toBeInTheDocument();

    // A comment on a field of its own describes that field.
    const projectSummary = within(form).getByRole('textbox', { name: /Project summary/ });
    expect(projectSummary).toHaveAccessibleDescription(
      /Comment from the committee\s*Say where the data will be stored\./,
    );
    expect(within(form).getByRole('textbox', { name: /Project title/ })).not.toHaveAccessibleDescription(
      /Comment from the committee/,
    );
    await userEvent.click(links[0]!);
    expect(projectSummary).toHaveFocus();

    // A comment on the investigator (several questions) describes their group; the link goes to its first question.
    const investigator = within(form).getByRole('group', { name: 'Principal investigator' });
    expect(investigator).toHaveAccessibleDescription(
      /Comment from the committee\s*Give the investigator’s institutional/,
    );
    await userEvent.click(links[1]!);
    expect(within(investigator).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
  });

  it('a choice question carries its comment too, and the French words are the French ones', async () => {
    serveRequestFormContent();
    serveV2({
      informationRequest: informationRequestFixture({
        fieldComments: [{ field: 'protocol', comment: 'Quel protocole ?' }],
      }),
    });
    renderRoute('/fr/user/requests/v2/req0000001', { session: sessionForUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier et soumettre de nouveau' }, SLOW));
    const summary = await screen.findByRole('region', { name: 'Le comité a commenté 1 réponse' }, SLOW);
    const link = within(summary).getByRole('link', { name: 'Protocole' });
    const form = summary.closest('form') as HTMLElement;
    const target = form.querySelector(link.getAttribute('href') ?? '') as HTMLElement;
    const group = target.closest('fieldset') as HTMLElement;
    expect(group).toHaveAccessibleDescription(/Commentaire du comité\s*Quel protocole \?/);
    expect(sectionLegends(form)[0]).toBe('Diffusion et protocole');
    await userEvent.click(link);
    expect(target).toHaveFocus();
  });

  it('v1: each comment beside its answer; one the form does not ask is listed with its text', async () => {
    serveRequestFormContent();
    server.use(
      http.get('*/api/dataset-requests/:id', () =>
        HttpResponse.json({
          data: v1RequestFixture({
            internal: { requestStatus: 'informationRequested', approvalStatus: 'pending' },
            informationRequest: informationRequestFixture({
              fieldComments: [
                { field: 'intendedUse', comment: 'Name the programme.' },
                { field: 'datasets', comment: 'Is the second dataset needed?' },
              ],
            }),
          }),
        }),
      ),
    );
    renderRoute('/en/user/requests/v1/old0000001', { session: sessionForUser() });
    const actions = await screen.findByRole('region', { name: 'What you can do now' }, SLOW);
    expect(
      within(actions)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Intended use of the data', 'Requested datasets']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit your answers' }));
    const summary = await screen.findByRole('region', { name: 'The committee commented on 2 answers' }, SLOW);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Intended use of the data']);
    expect(within(summary).getByText(/Is the second dataset needed\?/)).toBeInTheDocument();
    expect(within(summary).getByText(/not on this form/)).toBeInTheDocument();

    const use = screen.getByRole('textbox', { name: /Intended use of the data/ });
    expect(use).toHaveAccessibleDescription(/Comment from the committee\s*Name the programme\./);
    expect(screen.getByRole('textbox', { name: /Project title/ })).not.toHaveAccessibleDescription(
      /Comment from the committee/,
    );
    await userEvent.click(within(summary).getByRole('link', { name: 'Intended use of the data' }));
    expect(use).toHaveFocus();
  });
});
