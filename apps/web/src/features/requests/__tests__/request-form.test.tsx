import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { sessionForUser } from '@/testing/fixtures-auth';
import {
  accessRequestContentFixture,
  applicantRequestFixture,
  draftFixture,
  serveRequestFormContent,
} from '@/testing/fixtures-requests';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.useRealTimers();
});

type Saved = { method: string; body: Record<string, unknown> };

function serveDrafts(options: { failUpdates?: number } = {}) {
  const saves: Saved[] = [];
  let failures = options.failUpdates ?? 0;
  server.use(
    http.post('*/api/data-access-request/create-draft', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ method: 'create', body });
      return HttpResponse.json({ data: draftFixture({ ...body, documentId: 'draft00009' }) });
    }),
    http.patch('*/api/data-access-request/:id/update-draft', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ method: 'update', body });
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json(strapiError(500, 'InternalServerError', 'down'), { status: 500 });
      }
      return HttpResponse.json({ data: draftFixture(body) });
    }),
    http.get('*/api/data-access-request-draft/:id', () => HttpResponse.json({ data: draftFixture() })),
  );
  return saves;
}

describe('request form', { timeout: 30_000 }, () => {
  it('preselects ?dataset, creates the draft ~1 s after the change, then says when it was saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveRequestFormContent();
    const saves = serveDrafts();
    const view = renderRoute('/en/dataset-request-form?dataset=air-quality', { session: sessionForUser() });
    const dataset = await screen.findByRole('combobox', { name: /^Dataset/ }, SLOW);
    expect(dataset).toHaveValue('ds00000001');
    expect(screen.getByText('Your answers are saved as a draft as you type.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      method: 'create',
      body: { requestedDatasets: [{ dataset: 'ds00000001', dataLevel: null }] },
    });
    expect(await screen.findByText(/^Saved at \d{2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toContain('draft=draft00009'));
  });

  it('keeps the answers when a save fails, says so, and sends them again on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveRequestFormContent();
    const saves = serveDrafts({ failUpdates: 1 });
    renderRoute('/en/dataset-request-form?draft=draft00001&step=project', { session: sessionForUser() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const summary = await screen.findByRole('textbox', { name: /Project summary/ }, SLOW);
    await user.type(summary, 'Asthma and air.');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Not saved: your answers are kept on this device.', {}, SLOW)).toBeInTheDocument();
    expect(summary).toHaveValue('Asthma and air.');
    expect(JSON.parse(localStorage.getItem('portal.requestForm.draft00001') ?? '{}')).toMatchObject({
      projectSummary: 'Asthma and air.',
    });
    await user.click(screen.getByRole('button', { name: 'Retry saving' }));
    expect(await screen.findByText(/^Saved at/, {}, SLOW)).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ method: 'update', body: { projectSummary: 'Asthma and air.' } });
    expect(localStorage.getItem('portal.requestForm.draft00001')).toBeNull();
  });

  it('resumes a draft at the step in the URL; an unsaved local copy wins over the server’s', async () => {
    serveRequestFormContent();
    serveDrafts();
    localStorage.setItem(
      'portal.requestForm.draft00001',
      JSON.stringify({ ...draftFixture(), projectTitle: 'Typed offline', principalInvestigator: null }),
    );
    renderRoute('/en/dataset-request-form?draft=draft00001&step=project', { session: sessionForUser() });
    expect(await screen.findByRole('textbox', { name: /Project title/ }, SLOW)).toHaveValue('Typed offline');
    expect(screen.getByRole('link', { name: /Project/, current: 'step' })).toBeInTheDocument();
  });

  it('validates a step on continue: per-field messages and a summary linking to the fields (in French)', async () => {
    serveRequestFormContent();
    serveDrafts();
    server.use(
      http.get('*/api/data-access-request-draft/:id', () =>
        HttpResponse.json({ data: draftFixture({ projectTitle: 'Air' }) }),
      ),
    );
    renderRoute('/fr/dataset-request-form?draft=draft00001&step=project', { session: sessionForUser() });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Titre du projet/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    const summary = await screen.findByRole('alert', { name: 'Il y a un problème' }, SLOW);
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Le titre du projet doit compter au moins 5 caractères.',
      'Veuillez résumer le projet et ses retombées pour le public.',
      'Veuillez saisir une date.',
      'Veuillez saisir une date.',
      'Veuillez choisir une option.',
    ]);
    const title = screen.getByRole('textbox', { name: /Titre du projet/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(`${title.id}-error`);
    // Each link leads to its field: the first one moves focus to the title.
    const [first] = within(summary).getAllByRole('link');
    expect(first).toHaveAttribute('href', `#${title.id}`);
    await user.click(first!);
    expect(title).toHaveFocus();
    // The radios of a content option list form one group named by its question.
    expect(screen.getByRole('radiogroup', { name: /Classification/ })).toHaveAttribute('aria-invalid', 'true');
    // Still on the same step, now marked as needing attention.
    expect(screen.getByRole('link', { name: /Projet.*à revoir/, current: 'step' })).toBeInTheDocument();
  });

  it('validates the datasets and investigator steps', async () => {
    serveRequestFormContent();
    serveDrafts();
    server.use(
      http.get('*/api/data-access-request-draft/:id', () =>
        HttpResponse.json({
          data: draftFixture({
            requestedDatasets: [{ dataset: 'ds00000001', dataLevel: null }],
            principalInvestigator: {
              title: null,
              firstName: 'Ada',
              lastName: '',
              email: 'ada@',
              organization: 'McGill',
              organizationType: null,
              country: 'Canada',
            },
          }),
        }),
      ),
    );
    const view = renderRoute('/en/dataset-request-form?draft=draft00001&step=datasets', { session: sessionForUser() });
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Dataset/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('link', { name: 'Please choose the data level you need for this dataset.' }, SLOW),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Data level/ }), 'Level 2');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(view.location()).toContain('step=project'));

    await user.click(screen.getByRole('link', { name: /Principal investigator/ }));
    await screen.findByRole('textbox', { name: /Last name/ }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' }, SLOW);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter the principal investigator’s last name.',
      'Please enter a valid email address, for example name@university.ca.',
    ]);
  });

  it('maps the server’s details.errors of a refused submit onto their fields and step', async () => {
    serveRequestFormContent();
    serveDrafts();
    const complete = applicantRequestFixture();
    server.use(
      http.get('*/api/data-access-request-draft/:id', () =>
        HttpResponse.json({
          data: draftFixture({ ...complete, documentId: 'draft00001', isDraft: true, format: 'v2' } as never),
        }),
      ),
      http.post('*/api/data-access-request/:id/publish', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'The request is not complete: 1 answers need attention.', {
            errors: [
              {
                path: ['projectSummary'],
                message: 'Please summarise the project and its public benefit.',
                name: 'ValidationError',
              },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const view = renderRoute('/en/dataset-request-form?draft=draft00001&step=review', { session: sessionForUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit my request' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your request?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.location()).toContain('step=project'));
    const summary = await screen.findByRole('textbox', { name: /Project summary/ }, SLOW);
    await waitFor(() => expect(summary).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Some answers need attention before you can submit.')).toBeInTheDocument();
  });

  it('submits after confirmation and shows the reference with a link to the request', async () => {
    serveRequestFormContent();
    serveDrafts();
    const complete = applicantRequestFixture();
    server.use(
      http.get('*/api/data-access-request-draft/:id', () =>
        HttpResponse.json({
          data: draftFixture({ ...complete, documentId: 'draft00001', isDraft: true, format: 'v2' } as never),
        }),
      ),
      http.post('*/api/data-access-request/:id/publish', () =>
        HttpResponse.json({ data: applicantRequestFixture({ documentId: 'req0000042' }) }),
      ),
    );
    renderRoute('/en/dataset-request-form?draft=draft00001&step=review', { session: sessionForUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit my request' }, SLOW));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request was submitted' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Your reference: req0000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your request' })).toHaveAttribute(
      'href',
      '/en/user/requests/v2/req0000042',
    );
  });

  it('titles and describes each step with the CMS texts, falling back to its own titles', async () => {
    serveRequestFormContent([
      { step: 'datasets', label: 'Choose your datasets', description: 'Pick each dataset and its level.' },
      { step: 'project', label: 'Your project', description: null },
    ]);
    serveDrafts();
    renderRoute('/en/dataset-request-form', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose your datasets' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Pick each dataset and its level.')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Steps of the request' }));
    expect(steps.getByRole('link', { name: /Your project/ })).toBeInTheDocument();
    expect(steps.getByRole('link', { name: /Principal investigator/ })).toBeInTheDocument();
  });

  it('opens with its own step titles when the CMS texts cannot be read', async () => {
    serveRequestFormContent();
    server.use(
      http.get('*/api/dataset-request-form', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'down'), { status: 500 }),
      ),
    );
    serveDrafts();
    renderRoute('/en/dataset-request-form', { session: sessionForUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Datasets' }, SLOW)).toBeInTheDocument();
  });

  it('offers a dataset’s data levels by key with the label of the current locale', async () => {
    serveRequestFormContent();
    const saves = serveDrafts();
    renderRoute('/en/dataset-request-form?dataset=air-quality', { session: sessionForUser() });
    const level = await screen.findByRole('combobox', { name: /^Data level/ }, SLOW);
    const options = within(level)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options).toEqual([
      ['aggregated', 'Level 1'],
      ['deidentified', 'Level 2'],
    ]);
    await userEvent.selectOptions(level, 'deidentified');
    await waitFor(
      () => expect(saves.at(-1)?.body).toMatchObject({ requestedDatasets: [{ dataLevel: 'deidentified' }] }),
      {
        timeout: 4000,
      },
    );
  });

  it('shows the content’s hero on every step and its text columns before the first question', async () => {
    serveRequestFormContent();
    server.use(
      http.get('*/api/dataset-access-request', ({ request }) =>
        HttpResponse.json({
          data: {
            ...accessRequestContentFixture(new URL(request.url).searchParams.get('locale') ?? 'en'),
            hero: {
              eyebrowText: 'Data access request',
              title: 'Tell us about your project',
              description: 'Your answers go to the Data Access Committee.',
              image: null,
            },
            textColumns: {
              eyebrowText: 'Before you start',
              title: 'What the committee looks for',
              columns: [{ id: 1, title: 'Public benefit', body: 'Explain who gains from the results.' }],
            },
          },
          meta: {},
        }),
      ),
    );
    serveDrafts();
    const first = renderRoute('/en/dataset-request-form', { session: sessionForUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your project' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Your answers go to the Data Access Committee.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the committee looks for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Public benefit' })).toBeInTheDocument();
    expect(screen.getByText('Explain who gains from the results.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    first.unmount();

    renderRoute('/en/dataset-request-form?draft=draft00001&step=project', { session: sessionForUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your project' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What the committee looks for' })).toBeNull();
  });
});
