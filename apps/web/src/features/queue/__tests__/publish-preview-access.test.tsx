import type { AccessView, StaffRequestDetail } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { accessViewFixture } from '@/testing/fixtures-access';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

function serve(detail: StaffRequestDetail) {
  server.use(http.get('*/api/data-access-request/:id', () => HttpResponse.json({ data: detail })));
}

async function openPreview() {
  const user = userEvent.setup();
  renderRoute('/en/request-management/request/req0000001', {
    session: sessionForUser(staffUserFixture('queue-manager')),
  });
  await user.click(await screen.findByRole('button', { name: 'Publish to register' }, SLOW));
  return screen.findByRole('dialog', { name: 'Publish to register' });
}

const complete = (access: AccessView) =>
  staffRequestFixture({ internal: { requestStatus: 'complete', approvalStatus: 'approved', assignee: null }, access });

describe('register preview: the access period', { timeout: 20_000 }, () => {
  it('shows the first and last day of access the entry will show, in the committee’s calendar', async () => {
    // Paris: the start at 23:30 UTC is already the next day there, as the period's end tells.
    serve(complete(accessViewFixture({ startsAt: '2026-03-10T23:30:00.000Z' })));
    const dialog = await openPreview();
    expect(valueOf(dialog, 'Access to the data')).toHaveTextContent(/^2026\/03\/11 – 2027\/03\/10$/);
  });

  it('says none is given before access begins', async () => {
    serve(complete(accessViewFixture({ state: 'pending', startsAt: null, endsAt: null, lastDay: null })));
    const dialog = await openPreview();
    expect(valueOf(dialog, 'Access to the data')).toHaveTextContent(/^Not given$/);
  });
});
