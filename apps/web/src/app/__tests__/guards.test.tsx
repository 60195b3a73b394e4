import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UNKNOWN_SESSION } from '@/lib/session';
import { sessionFor } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';

describe('guards', () => {
  it("sends an anonymous visitor from the user area to '/'", async () => {
    const { location } = renderRoute('/en/user');

    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(location()).toBe('/en');
  });

  it('sends an anonymous visitor of the request form to login with the original URL', async () => {
    const { location } = renderRoute('/en/dataset-request-form?x=1');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location()).toBe('/en/login?redirect=%2Fen%2Fdataset-request-form%3Fx%3D1');
  });

  it('lets a logged-in user reach the request form', async () => {
    renderRoute('/en/dataset-request-form', { session: sessionFor('authenticated') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dataset request form' })).toBeInTheDocument();
  });

  it("sends an external user away from the queue list to '/'", async () => {
    const { location } = renderRoute('/en/request-management/queue-list', { session: sessionFor('authenticated') });

    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(location()).toBe('/en');
  });

  it('lets internal staff reach the queue list and a request', async () => {
    const first = renderRoute('/en/request-management/queue-list', { session: sessionFor('readonly-user') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Queue list' })).toBeInTheDocument();
    first.unmount();

    renderRoute('/en/request-management/request/r-42', { session: sessionFor('dag-member') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request r-42' })).toBeInTheDocument();
  });

  it('opens the user area on edit for internal roles', async () => {
    const { location } = renderRoute('/en/user', { session: sessionFor('queue-manager') });

    await screen.findByRole('heading', { level: 2, name: 'Edit profile' });
    expect(location()).toBe('/en/user/edit');
  });

  it('opens the user area on requests for external users', async () => {
    const { location } = renderRoute('/en/user', { session: sessionFor('authenticated') });

    await screen.findByRole('heading', { level: 2, name: 'My requests' });
    expect(location()).toBe('/en/user/requests');
  });

  it('lets the owner open a filled request in either format, and keeps strangers out', async () => {
    const first = renderRoute('/en/user/requests/v2/abc', { session: sessionFor('authenticated') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your request abc (v2)' })).toBeInTheDocument();
    first.unmount();

    const { location } = renderRoute('/en/user/requests/v1/abc');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(location()).toBe('/en');
  });

  it('waits for the session before deciding', async () => {
    const { location } = renderRoute('/en/user', { session: UNKNOWN_SESSION });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(location()).toBe('/en/user');
  });
});
