import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

function serveRequest(overrides: Parameters<typeof staffRequestFixture>[0] = {}) {
  const request = staffRequestFixture(overrides);
  server.use(http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: request })));
}

const asQueueManager = { session: sessionForUser(staffUserFixture('queue-manager')) };

describe('the information request on the staff review page', { timeout: 20_000 }, () => {
  it('shows the message and each comment under the label of its answer while information is requested', async () => {
    serveRequest({
      internal: { requestStatus: 'informationRequested', approvalStatus: 'pending', assignee: null },
      informationRequest: {
        note: 'Please describe the linkage.',
        fieldComments: [
          { field: 'projectSummary', comment: 'Say at which level the visits are linked.' },
          { field: 'principalInvestigator', comment: 'Add the co-investigator.' },
        ],
        requestedAt: '2026-03-02T10:00:00.000Z',
      },
    });
    renderRoute('/en/request-management/request/req0000001', asQueueManager);

    const section = await screen.findByRole('region', { name: 'Information requested' }, SLOW);
    expect(within(section).getByText('Please describe the linkage.')).toBeInTheDocument();
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Project summary', 'Principal investigator']);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Say at which level the visits are linked.', 'Add the co-investigator.']);
  });

  it('says so when no particular answer was commented, and is absent otherwise', async () => {
    serveRequest({
      internal: { requestStatus: 'informationRequested', approvalStatus: 'pending', assignee: null },
      informationRequest: { note: 'More detail, please.', fieldComments: [], requestedAt: '2026-03-02T10:00:00.000Z' },
    });
    const { unmount } = renderRoute('/en/request-management/request/req0000001', asQueueManager);
    const section = await screen.findByRole('region', { name: 'Information requested' }, SLOW);
    expect(within(section).getByText('No comment on a particular answer.')).toBeInTheDocument();
    unmount();

    serveRequest({ informationRequest: null });
    renderRoute('/en/request-management/request/req0000001', asQueueManager);
    await screen.findByRole('region', { name: 'Versions' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Information requested' })).toBeNull();
  });
});
