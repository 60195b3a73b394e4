import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getAccessToken, setAccessToken } from '@/lib/session-token';
import { strapiError } from '@/testing/fixtures';
import {
  OTP_TOKEN,
  otpChallengeFixture,
  publicUserFixture,
  sessionResponseFixture,
  staffUserFixture,
} from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function openCodeStep(query = '') {
  const view = renderRoute(`/en/one-time-password/${OTP_TOKEN}${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Check your email' }, SLOW);
  return view;
}

async function submitCode(code: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Sign-in code/), code);
  await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
  return user;
}

function verifyAnswers(answer: () => Response) {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/auth/verifyOneTimePassword', async ({ request }) => {
      seen.push(await request.json());
      return answer();
    }),
  );
  return seen;
}

afterEach(() => setAccessToken(null));

// Lazy route modules and a full login under a loaded CI machine: more than vitest's default 5 s.
describe('one-time password step', { timeout: 15_000 }, () => {
  it('has one numeric code field that browsers can fill from the e-mail', async () => {
    await openCodeStep();
    const input = screen.getByLabelText(/^Sign-in code/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('checks the code shape before calling the server', async () => {
    const seen = verifyAnswers(() => HttpResponse.json({ data: sessionResponseFixture() }));
    await openCodeStep();
    await submitCode('12a');

    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Enter the 6-digit code from the email.',
    );
    expect(seen).toEqual([]);
  });

  it('signs an external user in and goes home, with the token in memory and the user in the header', async () => {
    const seen = verifyAnswers(() => HttpResponse.json({ data: sessionResponseFixture(publicUserFixture(), 'jwt-1') }));
    const { location } = await openCodeStep();
    await submitCode('123456');

    await waitFor(() => expect(location()).toBe('/en'));
    expect(seen).toEqual([{ token: OTP_TOKEN, oneTimePassword: '123456' }]);
    expect(getAccessToken()).toBe('jwt-1');
    expect(await screen.findByRole('button', { name: 'Account menu for Marie Curie' }, SLOW)).toBeInTheDocument();
  });

  it('sends internal staff to the queue list', async () => {
    verifyAnswers(() => HttpResponse.json({ data: sessionResponseFixture(staffUserFixture('readonly-user')) }));
    const { location } = await openCodeStep();
    await submitCode('123456');

    await waitFor(() => expect(location()).toBe('/en/request-management/queue-list'));
  });

  it('returns to a same-origin redirect, and ignores one that leaves the site', async () => {
    verifyAnswers(() => HttpResponse.json({ data: sessionResponseFixture(staffUserFixture()) }));
    const first = await openCodeStep('?redirect=%2Fen%2Fdataset-request-form%3Fdataset%3Dx');
    await submitCode('123456');
    await waitFor(() => expect(first.location()).toBe('/en/dataset-request-form?dataset=x'));
    first.unmount();
    setAccessToken(null);

    verifyAnswers(() => HttpResponse.json({ data: sessionResponseFixture() }));
    const second = await openCodeStep('?redirect=https%3A%2F%2Fevil.example%2Fsteal');
    await submitCode('123456');
    await waitFor(() => expect(second.location()).toBe('/en'));
  });

  it('shows a wrong code with the server message and lets the user try again', async () => {
    verifyAnswers(() =>
      HttpResponse.json(
        strapiError(400, 'ValidationError', 'Invalid or expired code', { reason: 'invalid', attemptsRemaining: 3 }),
        { status: 400 },
      ),
    );
    const { location } = await openCodeStep();
    await submitCode('000000');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired code');
    expect(within(alert).queryByRole('link', { name: 'Log in again' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Sign-in code/)).toHaveValue('');
    expect(location()).toBe(`/en/one-time-password/${OTP_TOKEN}`);
  });

  it('sends the user back to login (keeping the redirect) when the attempt is locked', async () => {
    verifyAnswers(() =>
      HttpResponse.json(
        strapiError(400, 'ValidationError', 'Too many attempts. Please log in again to receive a new code.', {
          reason: 'locked',
        }),
        { status: 400 },
      ),
    );
    await openCodeStep('?redirect=%2Fen%2Fuser');
    await submitCode('000000');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please log in again to receive a new code.');
    expect(within(alert).getByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fuser',
    );
  });

  it('suggests a new code when the code expired', async () => {
    verifyAnswers(() =>
      HttpResponse.json(strapiError(400, 'ValidationError', 'Invalid or expired code', { reason: 'expired' }), {
        status: 400,
      }),
    );
    await openCodeStep();
    await submitCode('123456');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ask for a new code below.');
  });

  it("says 'Invalid response' when the answer lacks data", async () => {
    verifyAnswers(() => HttpResponse.json({ jwt: 'not-enveloped' }));
    await openCodeStep();
    await submitCode('123456');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response');
    expect(getAccessToken()).toBeNull();
  });

  it('sends a new code, then shows the cooldown', async () => {
    let resends = 0;
    server.use(
      http.post('*/api/auth/resendOneTimePassword', async ({ request }) => {
        resends += 1;
        expect(await request.json()).toEqual({ token: OTP_TOKEN });
        return HttpResponse.json({ data: otpChallengeFixture({ resendAvailableInSeconds: 45 }) });
      }),
    );
    await openCodeStep();
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    await userEvent.setup({ delay: null }).click(resend);

    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (45|44) s\./)).toBeInTheDocument();
    expect(resends).toBe(1);
  });

  it('shows the resend cooldown the server imposes', async () => {
    server.use(
      http.post('*/api/auth/resendOneTimePassword', () =>
        HttpResponse.json(
          strapiError(429, 'RateLimitError', 'Please wait 30 seconds before requesting a new code.', {
            retryAfterSeconds: 30,
          }),
          { status: 429 },
        ),
      ),
    );
    await openCodeStep();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 seconds before requesting a new code.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (30|29) s\./)).toBeInTheDocument();
  });
});
