import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

describe('forgot password', { timeout: 15_000 }, () => {
  async function open() {
    renderRoute('/en/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }, SLOW);
    return userEvent.setup({ delay: null });
  }

  it('checks the address, then always answers with the same neutral confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = await open();
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Please enter a valid email address, for example name@university.ca.',
    );
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), 'Unknown@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for this address');
    expect(bodies).toEqual([{ email: 'unknown@example.org' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/en/login');
  });

  it('shows a rate limit and keeps the address', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json(strapiError(429, 'RateLimitError', 'Too many attempts. Try again in 900 seconds.'), {
          status: 429,
        }),
      ),
    );
    const user = await open();
    await user.type(screen.getByLabelText(/^Email address/), 'marie@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 900 seconds.');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('marie@example.org');
  });
});

describe('reset password', { timeout: 15_000 }, () => {
  async function open(query: string) {
    renderRoute(`/en/reset-password${query}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, SLOW);
    return userEvent.setup({ delay: null });
  }

  it("says 'Code is required' without a code, and shows no form", async () => {
    await open('');
    expect(screen.getByRole('alert')).toHaveTextContent('Code is required');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('validates the new password with the shared rules', async () => {
    const user = await open('?code=abc');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your password must be at least 8 characters long.', 'The two passwords do not match.']);
  });

  it('sends the code with the new password and links to login on success', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = await open('?code=c0de');
    await user.type(screen.getByLabelText(/^New password/), 'NewPassword1');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'NewPassword1');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(body).toEqual({ code: 'c0de', password: 'NewPassword1', passwordConfirmation: 'NewPassword1' });
  });

  it('explains an expired code and offers a new link', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'Invalid or expired code'), { status: 400 }),
      ),
    );
    const user = await open('?code=old');
    await user.type(screen.getByLabelText(/^New password/), 'NewPassword1');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'NewPassword1');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired code');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    );
  });
});
