import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { MyRequest } from '@/features/account/api/get-my-requests';
import { strapiError } from '@/testing/fixtures';
import { sessionForUser } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

const request = (overrides: Partial<MyRequest>): MyRequest => ({
  documentId: 'req0000001',
  format: 'v2',
  isDraft: false,
  projectTitle: 'Air and asthma',
  internal: { requestStatus: 'new', approvalStatus: 'pending' },
  datasetDetails: [
    {
      dataset: { documentId: 'd1', title: 'Air quality sensor network', slug: 'air' },
      dataLevel: null,
      dataLevelLabels: {},
    },
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  submittedAt: '2026-03-02T10:00:00.000Z',
  unreadMessages: 0,
  ...overrides,
});

describe('my requests', { timeout: 15_000 }, () => {
  it('lists both formats newest first, statuses in words, drafts marked and linked to the form', async () => {
    server.use(
      http.get('*/api/data-access-requests/find-my', () =>
        HttpResponse.json({
          data: [
            request({ unreadMessages: 3 }),
            request({
              documentId: 'draft00001',
              isDraft: true,
              projectTitle: '',
              internal: null,
              submittedAt: null,
              updatedAt: '2026-04-10T10:00:00.000Z',
            }),
          ],
          meta: { total: 2 },
        }),
      ),
      http.get('*/api/dataset-request/find-my', () =>
        HttpResponse.json({
          data: [
            request({
              documentId: 'old0000001',
              format: 'v1',
              projectTitle: 'Birth weight study',
              internal: { requestStatus: 'complete', approvalStatus: 'approved' },
              submittedAt: null,
              updatedAt: '2025-11-05T10:00:00.000Z',
            }),
          ],
          meta: { total: 1 },
        }),
      ),
    );
    renderRoute('/en/user/requests', { session: sessionForUser() });
    await screen.findByRole('heading', { level: 1, name: 'My requests' }, SLOW);
    const region = await screen.findByRole('region', { name: 'Requests' }, SLOW);
    const items = within(region).getAllByRole('listitem');

    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Untitled request',
      'Air and asthma',
      'Birth weight study',
    ]);
    expect(within(items[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/en/dataset-request-form?draft=draft00001');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/en/user/requests/v2/req0000001');
    expect(within(items[1]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2026/03/02')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/en/user/requests/v1/old0000001');
    expect(within(items[2]!).getByText('Complete')).toBeInTheDocument();
    expect(within(items[1]!).getByText('req0000001')).toBeInTheDocument();
    expect(within(items[1]!).getByText('v2')).toBeInTheDocument();
    expect(within(items[2]!).getByText('v1')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Approved')).toBeInTheDocument();
    // A draft has no reference yet; its last save is shown.
    expect(within(items[0]!).queryByText('Reference')).not.toBeInTheDocument();
    expect(within(items[0]!).getByText('2026/04/10')).toBeInTheDocument();
    // Unread messages in words beside the request; none where all is read.
    expect(within(items[1]!).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(items[0]!).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('says how many messages are unread in the reader’s language', async () => {
    server.use(
      http.get('*/api/data-access-requests/find-my', () =>
        HttpResponse.json({ data: [request({ unreadMessages: 1 })], meta: { total: 1 } }),
      ),
    );
    renderRoute('/fr/user/requests', { session: sessionForUser() });
    expect(await screen.findByText('1 message non lu', undefined, SLOW)).toBeInTheDocument();
  });

  it("shows the content's empty state when there is nothing yet", async () => {
    renderRoute('/fr/user/requests', { session: sessionForUser() });
    expect(await screen.findByText('Vous n’avez encore présenté aucune demande.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir la bibliothèque de jeux de données' })).toHaveAttribute(
      'href',
      '/fr/dataset',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dataset-request/find-my', () =>
        fail
          ? HttpResponse.json(strapiError(500, 'InternalServerError', 'Boom'), { status: 500 })
          : HttpResponse.json({ data: [], meta: { total: 0 } }),
      ),
    );
    renderRoute('/en/user/requests', { session: sessionForUser() });
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your requests could not be loaded.');

    fail = false;
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not made any request yet.', undefined, SLOW)).toBeInTheDocument();
  });
});
