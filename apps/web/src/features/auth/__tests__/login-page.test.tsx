import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { setAccessToken } from '@/lib/session-token';
import { strapiError } from '@/testing/fixtures';
import {
  OTP_TOKEN,
  otpChallengeFixture,
  publicUserFixture,
  sessionForUser,
  sessionResponseFixture,
} from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function openLogin(path = '/en/login') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: /Log in|Se connecter/ }, SLOW);
  return view;
}

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email address/), identifier);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

afterEach(() => setAccessToken(null));

describe('login page: password step', { timeout: 15_000 }, () => {
  it('validates with the shared login schema and lists the errors in a summary', async () => {
    await openLogin();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log in' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter your email address.', 'Please enter your password.']);
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks the page language for the rule messages', async () => {
    await openLogin('/fr/login');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Se connecter' }));

    const summary = await screen.findByRole('alert', { name: 'Il y a un problème' });
    expect(summary).toHaveTextContent('Veuillez saisir votre adresse courriel.');
    expect(summary).toHaveTextContent('Veuillez saisir votre mot de passe.');
  });

  it('shows the server message and keeps what was typed', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'Invalid identifier or password'), { status: 400 }),
      ),
    );
    await openLogin();
    await fillAndSubmit('marie@example.org', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid identifier or password');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('marie@example.org');
  });

  it('says a wrong password in French on the French site, by the error’s code', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'Invalid identifier or password', { code: 'auth.invalid_credentials' }),
          { status: 400 },
        ),
      ),
    );
    await openLogin('/fr/login');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Adresse courriel/), 'marie@example.org');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Adresse courriel ou mot de passe incorrect.');
    expect(alert).not.toHaveTextContent('Invalid identifier or password');
  });

  it('says the wait of a rate limit in French, from the error’s details', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          strapiError(429, 'RateLimitError', 'Too many attempts. Try again in 840 seconds.', {
            retryAfterSeconds: 840,
          }),
          { status: 429 },
        ),
      ),
    );
    await openLogin('/fr/login');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Adresse courriel/), 'marie@example.org');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Research-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 840 secondes.');
  });

  it('shows the server’s message as it came for a code it does not know', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'Something new happened', { code: 'auth.brand_new' }), {
          status: 400,
        }),
      ),
    );
    await openLogin('/fr/login');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Adresse courriel/), 'marie@example.org');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Research-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something new happened');
  });

  it('offers a new confirmation link to an unconfirmed account', async () => {
    let resentFor: unknown = null;
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(strapiError(400, 'ApplicationError', 'Your account email is not confirmed'), { status: 400 }),
      ),
      http.post('*/api/auth/resend-email-confirmation', async ({ request }) => {
        resentFor = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await openLogin();
    const user = await fillAndSubmit('Marie@Example.org', 'Research-2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account email is not confirmed');
    await user.click(within(alert).getByRole('button', { name: 'Send a new confirmation link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If this account still needs to be confirmed');
    expect(resentFor).toEqual({ email: 'marie@example.org' });
  });

  it('shows the rate-limit message with its waiting time', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          strapiError(429, 'RateLimitError', 'Too many attempts. Try again in 840 seconds.', {
            retryAfterSeconds: 840,
          }),
          { status: 429, headers: { 'Retry-After': '840' } },
        ),
      ),
    );
    await openLogin();
    await fillAndSubmit('marie@example.org', 'Research-2026');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 840 seconds.');
  });

  it('goes to the code step with the token, keeping the redirect, and sends the locale', async () => {
    let body: unknown = null;
    let locale: string | null = null;
    server.use(
      http.post('*/api/auth/local', async ({ request }) => {
        body = await request.json();
        locale = new URL(request.url).searchParams.get('locale');
        return HttpResponse.json({ data: otpChallengeFixture() });
      }),
    );
    const { location } = await openLogin('/fr/login?redirect=%2Ffr%2Fdataset-request-form%3Fdataset%3Dx');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Adresse courriel/), ' Marie@Example.org ');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Research-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await screen.findByRole('heading', { level: 1, name: 'Consultez vos courriels' }, SLOW);
    expect(location()).toBe(`/fr/one-time-password/${OTP_TOKEN}?redirect=%2Ffr%2Fdataset-request-form%3Fdataset%3Dx`);
    expect(body).toEqual({ identifier: 'marie@example.org', password: 'Research-2026' });
    expect(locale).toBe('fr');
    // The cooldown the server announced is carried over to the code step.
    expect(screen.getByRole('button', { name: 'Envoyer un nouveau code' })).toBeDisabled();
    expect(screen.getByText(/Vous pourrez demander un nouveau code dans (60|59) s/)).toBeInTheDocument();
  });

  it('signs in directly when the server has the code step switched off', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.json({ data: sessionResponseFixture() })));
    const { location } = await openLogin();
    await fillAndSubmit('marie@example.org', 'Research-2026');

    await waitFor(() => expect(location()).toBe('/en'));
  });

  it('says "Invalid response" when the answer has no data', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.json({ nothing: true })));
    await openLogin();
    await fillAndSubmit('marie@example.org', 'Research-2026');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response');
  });

  it('lands the e-mail confirmation link with a success banner', async () => {
    await openLogin('/en/login?confirmed=true');
    expect(screen.getByRole('status')).toHaveTextContent('Email address confirmed');
  });

  it('lands the unlock link of the sign-in attempts e-mail with a banner', async () => {
    await openLogin('/en/login?unlocked=true');
    expect(screen.getByRole('status')).toHaveTextContent('Sign-ins are back to normal');
  });

  it('says when an unlock link no longer works', async () => {
    await openLogin('/en/login?unlocked=false');
    expect(screen.getByRole('alert')).toHaveTextContent('This link no longer works');
  });

  it('offers a new link when the confirmation link had expired', async () => {
    await openLogin('/en/login?confirmed=false');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('This confirmation link no longer works');
    expect(within(notice).getByRole('form', { name: 'Did not receive the email?' })).toBeInTheDocument();
  });

  it('links to password recovery and registration', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/create-account');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sends a signed-in visitor on to their landing page', async () => {
    const { location } = renderRoute('/en/login', {
      session: sessionForUser(publicUserFixture({ role: { type: 'dag-chair', name: 'DAG chair' } })),
    });
    await waitFor(() => expect(location()).toBe('/en/request-management/queue-list'), SLOW);
  });
});
