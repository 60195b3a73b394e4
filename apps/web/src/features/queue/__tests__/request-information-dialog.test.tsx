import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ActionPanel } from '@/features/queue/components/action-panel';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';

/** "Request information" with comments on answers (returns for changes). */
function renderPanel(format: 'v1' | 'v2' = 'v2', locale = 'en') {
  const request = staffRequestFixture({ format, version: 4 }, 'queue-manager');
  renderWithIntl(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ActionPanel request={request} viewerRole="queue-manager" />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  return request;
}

function captureSetStatus(path = '*/api/data-access-request/set-status') {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.post(path, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: {}, meta: { event: 'evt0000009' } });
    }),
  );
  return sent;
}

async function openDialog(name = 'Request information') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('request information with comments on answers', () => {
  it('adds rows of (answer, comment), each answer once, and sends them as fieldComments', async () => {
    const sent = captureSetStatus();
    renderPanel();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the applicant/ }), 'Please clarify.');

    const group = within(dialog).getByRole('group', { name: 'Comments on answers (optional)' });
    expect(group).toHaveAccessibleDescription(/beside its answer/);
    await userEvent.click(within(group).getByRole('button', { name: 'Add a comment on an answer' }));
    const first = within(group).getByRole('combobox', { name: 'Answer 1' });
    expect(first).toHaveFocus();
    // The v2 form's answers by their labels, in the form's order.
    expect(optionLabels(first)).toEqual([
      'Choose…',
      'Datasets and data levels',
      'Project title',
      'Project summary',
      'Start date',
      'End date',
      'Project classification',
      'Intended uses',
      'Funding',
      'Funding details',
      'Independent review',
      'Independent review details',
      'Regulatory bodies',
      'Regulatory details',
      'Dissemination',
      'Protocol',
      'Principal investigator',
    ]);
    await userEvent.selectOptions(first, 'projectSummary');
    await userEvent.type(
      within(group).getByRole('textbox', { name: 'Comment on answer 1' }),
      '  Say where the data will be stored.  ',
    );

    await userEvent.click(within(group).getByRole('button', { name: 'Add a comment on an answer' }));
    const second = within(group).getByRole('combobox', { name: 'Answer 2' });
    expect(optionLabels(second)).not.toContain('Project summary');
    expect(optionLabels(first)).toContain('Project summary');
    await userEvent.selectOptions(second, 'principalInvestigator');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Comment on answer 2' }), 'Institutional e-mail.');
    expect(optionLabels(first)).not.toContain('Principal investigator');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Request information' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      requestId: 'req0000001',
      version: 4,
      requestStatus: 'informationRequested',
      note: 'Please clarify.',
      fieldComments: [
        { field: 'projectSummary', comment: 'Say where the data will be stored.' },
        { field: 'principalInvestigator', comment: 'Institutional e-mail.' },
      ],
    });
  });

  it('checks each row before sending: an answer and a comment, marked on the row', async () => {
    const sent = captureSetStatus();
    renderPanel();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the applicant/ }), 'Please clarify.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a comment on an answer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a comment on an answer' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Answer 2' }), 'protocol');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Request information' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the comments on answers.');
    const answer = within(dialog).getByRole('combobox', { name: 'Answer 1' });
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription('Choose the answer this comment is about (each answer once).');
    for (const index of [1, 2]) {
      const comment = within(dialog).getByRole('textbox', { name: `Comment on answer ${index}` });
      expect(comment).toHaveAttribute('aria-invalid', 'true');
      expect(comment).toHaveAccessibleDescription('Write the comment, or remove this row.');
    }
    expect(within(dialog).getByRole('combobox', { name: 'Answer 2' })).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    // Removing a row hands focus to the add button; the rows left are renumbered.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove comment 1' }));
    expect(within(dialog).getByRole('button', { name: 'Add a comment on an answer' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Answer 1' })).toHaveValue('protocol');
    const long = 'x'.repeat(2001);
    const comment = within(dialog).getByRole('textbox', { name: 'Comment on answer 1' });
    await userEvent.click(comment);
    await userEvent.paste(long);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request information' }));
    expect(comment).toHaveAccessibleDescription('A comment is at most 2,000 characters.');
    expect(sent).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove comment 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request information' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // No rows: no fieldComments at all.
    expect(sent[0]).toEqual({
      requestId: 'req0000001',
      version: 4,
      requestStatus: 'informationRequested',
      note: 'Please clarify.',
    });
  });

  it('still needs the message to the applicant', async () => {
    const sent = captureSetStatus();
    renderPanel();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request information' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    expect(sent).toHaveLength(0);
  });

  it('a v1 request lists the fields of the v1 update, in French too', async () => {
    const sent = captureSetStatus('*/api/dataset-request/set-status');
    renderPanel('v1', 'fr');
    const dialog = await openDialog('Demander des informations');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message au demandeur/ }), 'Précisez.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un commentaire sur une réponse' }));
    const answer = within(dialog).getByRole('combobox', { name: 'Réponse 1' });
    expect(optionLabels(answer)).toEqual([
      'Choisir…',
      'Titre du projet',
      'Description du projet',
      'Utilisation prévue des données',
      'Jeux de données demandés',
    ]);
    await userEvent.selectOptions(answer, 'datasets');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Commentaire sur la réponse 1' }), 'Lequel ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Demander des informations' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ fieldComments: [{ field: 'datasets', comment: 'Lequel ?' }] });
  });
});
