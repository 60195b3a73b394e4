import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { queueCsvUrl } from '@/features/queue/api/get-queue';
import { DEFAULT_VIEW, readQueueView, toQueueQuery, writeQueueView } from '@/features/queue/queue-view';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { queueItemFixture, queuePage } from '@/testing/fixtures-queue';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const QUEUE = '*/api/data-access-request/queue';

describe('queue access filter in the URL', () => {
  it('reads, writes and sends `access`; anything else is no filter', () => {
    expect(readQueueView(new URLSearchParams('access=endingSoon')).access).toBe('endingSoon');
    expect(readQueueView(new URLSearchParams('access=someday')).access).toBeNull();
    expect(writeQueueView(new URLSearchParams('page=3'), { access: 'ended' }).toString()).toBe('access=ended');
    expect(writeQueueView(new URLSearchParams('access=ended'), { access: null }).toString()).toBe('');
    expect(toQueueQuery({ ...DEFAULT_VIEW, access: 'closeoutOverdue' }, 'queue-manager')).toMatchObject({
      access: 'closeoutOverdue',
    });
    expect(toQueueQuery(DEFAULT_VIEW, 'queue-manager').access).toBeUndefined();
    expect(queueCsvUrl(toQueueQuery({ ...DEFAULT_VIEW, access: 'ended' }, 'queue-manager'), 'en')).toContain(
      'access=ended',
    );
  });
});

describe('queue access filter', { timeout: 20_000 }, () => {
  it('sets `access=` in the URL and the endpoint’s query, and clears with the other filters', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      http.get(QUEUE, ({ request }) => {
        calls.push(new URL(request.url).searchParams);
        return HttpResponse.json(queuePage([queueItemFixture()]));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderRoute('/en/request-management/queue-list', {
      session: sessionForUser(staffUserFixture('queue-manager')),
    });
    const select = await screen.findByLabelText('Access', {}, { timeout: 10_000 });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Any',
      'Ending soon',
      'Ended',
      'Final report overdue',
    ]);

    await user.selectOptions(select, 'Final report overdue');
    await waitFor(() => expect(location()).toContain('access=closeoutOverdue'));
    await waitFor(() => expect(calls.some((params) => params.get('access') === 'closeoutOverdue')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).not.toContain('access='));
    expect(screen.getByLabelText('Access')).toHaveValue('');
  });

  it('opens with the filter of a shared URL', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      http.get(QUEUE, ({ request }) => {
        calls.push(new URL(request.url).searchParams);
        return HttpResponse.json(queuePage([queueItemFixture()]));
      }),
    );
    renderRoute('/en/request-management/queue-list?access=endingSoon', {
      session: sessionForUser(staffUserFixture('queue-manager')),
    });
    expect(await screen.findByLabelText('Access', {}, { timeout: 10_000 })).toHaveValue('endingSoon');
    await waitFor(() => expect(calls[0]?.get('access')).toBe('endingSoon'));
  });
});
