import { INTERNAL_ROLE_TYPES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { UNKNOWN_SESSION } from '@/lib/session';
import { setAccessToken } from '@/lib/session-token';
import { sessionFor } from '@/testing/fixtures';
import { OTP_TOKEN, otpChallengeFixture, sessionResponseFixture, unauthorized } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

/** Spec §2 guards, against the real route table. */

const SLOW = { timeout: 5000 };

const LOGIN_REQUIRED = [
  '/en/user',
  '/en/user/edit',
  '/en/user/requests',
  '/en/user/bookmarked-datasets',
  '/en/user/requests/v1/abc',
  '/en/user/requests/v2/abc',
];
const INTERNAL_ONLY = ['/en/request-management/queue-list', '/en/request-management/request/r-42'];

async function expectRedirectedHome(location: () => string) {
  await screen.findByRole('heading', { level: 1, name: 'Home' }, SLOW);
  expect(location()).toBe('/en');
}

/** The page rendered (some h1) and the URL did not change. */
async function expectAllowed(path: string, location: () => string) {
  await screen.findAllByRole('heading', { level: 1 }, SLOW);
  await waitFor(() => expect(location()).toBe(path));
  expect(screen.queryByRole('heading', { level: 1, name: 'Home' })).not.toBeInTheDocument();
}

afterEach(() => setAccessToken(null));

describe('guards (spec §2)', { timeout: 20_000 }, () => {
  it.each(LOGIN_REQUIRED)("sends an anonymous visitor of %s to '/'", async (path) => {
    const { location } = renderRoute(path);
    await expectRedirectedHome(location);
  });

  it.each(INTERNAL_ONLY)("sends an anonymous visitor of %s to '/'", async (path) => {
    const { location } = renderRoute(path);
    await expectRedirectedHome(location);
  });

  it.each(INTERNAL_ONLY)("sends an external user away from %s to '/'", async (path) => {
    const { location } = renderRoute(path, { session: sessionFor('authenticated') });
    await expectRedirectedHome(location);
  });

  it.each(INTERNAL_ROLE_TYPES)('lets %s reach the internal pages', async (role) => {
    for (const path of INTERNAL_ONLY) {
      const view = renderRoute(path, { session: sessionFor(role) });
      await expectAllowed(path, view.location);
      view.unmount();
    }
  });

  it('lets a signed-in user reach every login-required page and the request form', async () => {
    // Pages that load the user's own data (bookmarks) ask the server who is signed in.
    server.use(
      http.post('*/api/user-status', () =>
        HttpResponse.json({ data: { loggedIn: true, user: sessionResponseFixture().user } }),
      ),
    );
    for (const path of [
      ...LOGIN_REQUIRED.filter((item) => item !== '/en/user'),
      '/en/dataset-request-form?dataset=x',
    ]) {
      const view = renderRoute(path, { session: sessionFor('authenticated') });
      await expectAllowed(path, view.location);
      view.unmount();
    }
  });

  it('sends an anonymous visitor of the request form to login with the original URL', async () => {
    const { location } = renderRoute('/en/dataset-request-form?dataset=x');

    await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW);
    expect(location()).toBe('/en/login?redirect=%2Fen%2Fdataset-request-form%3Fdataset%3Dx');
  });

  it('brings the visitor back to the request form after login and the code step', async () => {
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json({ data: otpChallengeFixture() })),
      http.post('*/api/auth/verifyOneTimePassword', () => HttpResponse.json({ data: sessionResponseFixture() })),
    );
    const { location } = renderRoute('/en/dataset-request-form?dataset=x');
    const user = userEvent.setup({ delay: null });

    await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW);
    await user.type(screen.getByLabelText(/^Email address/), 'marie.curie@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'Research-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your email' }, SLOW);
    expect(location()).toBe(`/en/one-time-password/${OTP_TOKEN}?redirect=%2Fen%2Fdataset-request-form%3Fdataset%3Dx`);
    await user.type(screen.getByLabelText(/^Sign-in code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(location()).toBe('/en/dataset-request-form?dataset=x'), SLOW);
    await expectAllowed('/en/dataset-request-form?dataset=x', location);
  });

  it('after login, sends external users to / and internal users to the queue list', async () => {
    server.use(
      http.post('*/api/auth/verifyOneTimePassword', () => HttpResponse.json({ data: sessionResponseFixture() })),
    );
    const external = renderRoute(`/en/one-time-password/${OTP_TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Sign-in code/, undefined, SLOW), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(external.location()).toBe('/en'), SLOW);
    external.unmount();
    setAccessToken(null);

    server.use(
      http.post('*/api/auth/verifyOneTimePassword', () =>
        HttpResponse.json({
          data: sessionResponseFixture({
            ...sessionResponseFixture().user,
            role: { type: 'dag-member', name: 'DAG member' },
          }),
        }),
      ),
    );
    const internal = renderRoute(`/en/one-time-password/${OTP_TOKEN}`);
    await user.type(await screen.findByLabelText(/^Sign-in code/, undefined, SLOW), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(internal.location()).toBe('/en/request-management/queue-list'), SLOW);
  });

  it('opens the user area on edit for internal roles', async () => {
    const { location } = renderRoute('/en/user', { session: sessionFor('queue-manager') });

    await screen.findByRole('heading', { level: 1, name: 'My profile' }, SLOW);
    await waitFor(() => expect(location()).toBe('/en/user/edit'), SLOW);
  });

  it('opens the user area on requests for external users', async () => {
    const { location } = renderRoute('/en/user', { session: sessionFor('authenticated') });

    await screen.findByRole('heading', { level: 1, name: 'My requests' }, SLOW);
    expect(location()).toBe('/en/user/requests');
  });

  it('waits for the session before deciding', async () => {
    server.use(http.post('*/api/user-status', () => new Promise<Response>(() => undefined)));
    const { location } = renderRoute('/en/user', { session: UNKNOWN_SESSION });

    expect(await screen.findByRole('status', undefined, SLOW)).toHaveTextContent('Loading…');
    expect(location()).toBe('/en/user');
  });

  it("sends the user to '/' when the session ends on a login-required page", async () => {
    server.use(http.get('*/api/dataset-request/find-my', () => unauthorized()));
    const { location } = renderRoute('/en/user/requests', { session: sessionFor('authenticated') });

    // find-my answers 401, the refresh is refused: logged out, so the guard leaves the page.
    await waitFor(() => expect(location()).toBe('/en'), SLOW);
    expect(await screen.findByRole('dialog', { name: 'You have been logged out' })).toBeInTheDocument();
  });
});
