import type { RequestRound } from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ActionPanel } from '@/features/queue/components/action-panel';
import { RequestRecommendations } from '@/features/queue/components/request-recommendations';
import { RequestRoundSummary } from '@/features/queue/components/request-round';
import { assigneeFixture, staffRequestFixture } from '@/testing/fixtures-queue';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';

/** The review page's recommendation round: the summary, opening one, voting with a rationale, deciding on the tally. */
function roundFixture(overrides: Partial<RequestRound> = {}): RequestRound {
  return {
    documentId: 'round00001',
    state: 'open',
    invite: 'committee',
    openedAt: '2026-03-02T10:00:00.000Z',
    openedBy: { documentId: 'chair00001', firstName: 'Cleo', lastName: 'Chair' },
    note: 'Your independent views, please.',
    dueAt: '2026-03-20T23:59:59.999Z',
    overdue: false,
    invited: [
      { documentId: 'usrmember1', firstName: 'Mia', lastName: 'Member', voted: true },
      { documentId: 'usrmember2', firstName: 'Noah', lastName: 'Member', voted: false },
      { documentId: 'usrmember3', firstName: 'Olga', lastName: 'Member', voted: true },
    ],
    quorum: 3,
    tally: { approve: 1, deny: 1, abstain: 0, pending: 1 },
    quorumReached: false,
    quorumReachedAt: null,
    closedAt: null,
    closedReason: null,
    viewer: { invited: false, voted: false },
    ...overrides,
  };
}

const underReview = {
  requestStatus: 'inReview',
  approvalStatus: 'pendingApproval',
  assignee: assigneeFixture(),
} as const;

function renderPanel(role: Parameters<typeof staffRequestFixture>[1], round: RequestRound | null) {
  const request = staffRequestFixture({ internal: underReview, round }, role);
  return renderWithIntl(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ActionPanel request={request} viewerRole={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the round summary', () => {
  it('shows the due date, who opened it, the tally against the quorum and who has not voted', () => {
    renderWithIntl(<RequestRoundSummary round={roundFixture()} />);
    expect(screen.getByText(/^Open, due /)).toHaveTextContent('2026');
    expect(screen.getByText(/^Opened by Cleo Chair/)).toBeInTheDocument();
    expect(screen.getByText('Your independent views, please.')).toBeInTheDocument();
    const tally = screen.getByRole('heading', { name: 'Votes' }).nextElementSibling as HTMLElement;
    const value = (term: string) => within(tally).getByText(term).nextElementSibling?.textContent;
    expect(value('Approve')).toBe('1');
    expect(value('Deny')).toBe('1');
    expect(value('Abstain')).toBe('0');
    expect(value('Not voted yet')).toBe('1');
    expect(screen.getByText(/Quorum: 3 votes\. Quorum not reached yet\./)).toBeInTheDocument();
    const waiting = screen.getByRole('heading', { name: 'Members who have not voted' });
    expect(waiting.nextElementSibling).toHaveTextContent('Noah Member');
    expect(waiting.nextElementSibling).not.toHaveTextContent('Mia Member');
  });

  it('tells an invited member who has not voted that the others’ rationales come after their own', () => {
    renderWithIntl(<RequestRoundSummary round={roundFixture({ viewer: { invited: true, voted: false } })} />);
    expect(screen.getByRole('note')).toHaveTextContent('rationales are shown once you have recorded');
  });

  it('says when the round is overdue, closed, or was never opened', () => {
    const { unmount } = renderWithIntl(<RequestRoundSummary round={roundFixture({ overdue: true })} />);
    expect(screen.getByText(/the due date has passed/)).toBeInTheDocument();
    unmount();
    const closed = renderWithIntl(
      <RequestRoundSummary
        round={roundFixture({ state: 'closed', closedAt: '2026-03-21T09:00:00.000Z', closedReason: 'decided' })}
      />,
    );
    expect(screen.getByText(/^Closed on /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members who have not voted' })).toBeNull();
    closed.unmount();
    renderWithIntl(<RequestRoundSummary round={null} />);
    expect(screen.getByText('No recommendation round has been opened on this request.')).toBeInTheDocument();
  });
});

describe('opening a round', () => {
  it('asks whom, by when and what to tell them, and sends it with the version seen', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    server.use(
      http.post('*/api/data-access-request/open-round', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: {}, meta: { event: 'evt0000001' } });
      }),
    );
    renderPanel('dag-chair', null);
    await user.click(screen.getByRole('button', { name: 'Open a recommendation round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a recommendation round' });
    const assigned = within(dialog).getByRole('radio', { name: 'The assigned committee member (Mia Member)' });
    expect(assigned).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'The whole committee' }));
    const due = within(dialog).getByLabelText(/^Due date/);
    expect(due).toHaveAttribute('type', 'date');
    expect(due).toHaveAccessibleDescription(/reminded one working day before/);

    await user.click(within(dialog).getByRole('button', { name: 'Open the round' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a due date.');
    expect(sent).toBeNull();

    await user.type(due, '2099-03-20');
    await user.type(within(dialog).getByLabelText('Message to the members (optional)'), 'By Friday, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Open the round' }));
    await waitFor(() =>
      expect(sent).toEqual({
        requestId: 'req0000001',
        version: 1,
        invite: 'committee',
        dueAt: '2099-03-20',
        note: 'By Friday, please.',
      }),
    );
  });

  it('refuses a past date in the form, and offers "assigned" only with a committee member assigned', async () => {
    const user = userEvent.setup();
    const request = staffRequestFixture(
      { internal: { ...underReview, assignee: assigneeFixture({ role: { type: 'queue-manager', name: 'QM' } }) } },
      'queue-manager',
    );
    renderWithIntl(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <ActionPanel request={request} viewerRole="queue-manager" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open a recommendation round' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /^The assigned committee member/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'The whole committee' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Due date/), '2001-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Open the round' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a due date from today on.');
  });

  it('is not offered while a round runs; past its due date it is, to replace it', () => {
    const running = renderPanel('dag-chair', roundFixture());
    expect(screen.queryByRole('button', { name: 'Open a recommendation round' })).toBeNull();
    running.unmount();
    renderPanel('dag-chair', roundFixture({ overdue: true }));
    expect(screen.getByRole('button', { name: 'Open a recommendation round' })).toBeInTheDocument();
  });
});

describe('voting and deciding', () => {
  it('an invited member must write a rationale', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    server.use(
      http.post('*/api/data-access-request/recommend', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: {}, meta: { event: 'evt0000002' } });
      }),
    );
    renderPanel('dag-member', roundFixture({ viewer: { invited: true, voted: false } }));
    await user.click(screen.getByRole('button', { name: 'Recommend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend' });
    expect(dialog).toHaveAccessibleDescription(/counts as a vote and needs a rationale/);
    await user.click(within(dialog).getByRole('radio', { name: 'Deny' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recommend' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note to continue.');
    expect(sent).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Rationale/), 'Consent is unclear.');
    await user.click(within(dialog).getByRole('button', { name: 'Recommend' }));
    await waitFor(() => expect(sent).toMatchObject({ recommendation: 'deny', note: 'Consent is unclear.' }));
  });

  it('outside a round, the note stays optional', async () => {
    const user = userEvent.setup();
    renderPanel('dag-member', null);
    await user.click(screen.getByRole('button', { name: 'Recommend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend' });
    expect(within(dialog).getByLabelText('Note (optional)')).toBeInTheDocument();
  });

  it('the chair’s approve and deny dialogs show the tally', async () => {
    const user = userEvent.setup();
    renderPanel(
      'dag-chair',
      roundFixture({ quorumReached: true, tally: { approve: 2, deny: 1, abstain: 0, pending: 0 } }),
    );
    for (const name of ['Approve', 'Deny']) {
      await user.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(dialog).toHaveAccessibleDescription(
        'Recommendation round: approve 2, deny 1, abstain 0, not voted yet 0 (quorum reached).',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
  });
});

describe('the recommendations', () => {
  it('say when a rationale is withheld until the reader has voted', () => {
    renderWithIntl(
      <RequestRecommendations
        items={[
          {
            documentId: 'rec1',
            recommendation: 'approve',
            note: null,
            rationaleHidden: true,
            member: { documentId: 'usrmember1', firstName: 'Mia', lastName: 'Member' },
            updatedAt: '2026-03-04T10:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText('Rationale shown once you have recorded your recommendation.')).toBeInTheDocument();
  });
});
