import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { createAccountFixture, publicUserFixture } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function openRegistration(locale = 'en') {
  renderRoute(`/${locale}/create-account`);
  await screen.findByRole('heading', { level: 1, name: createAccountFixture(locale).hero!.title }, SLOW);
  return userEvent.setup({ delay: null });
}

type Values = Record<
  'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'organization' | 'country',
  string
> & {
  organizationType: string;
};

const VALID: Values = {
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'Marie.Curie@Example.org',
  password: 'Research-2026',
  confirmPassword: 'Research-2026',
  organization: 'Université de Paris',
  organizationType: 'academic',
  country: 'France',
};

const LABELS: Record<keyof Values, RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email address/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
  organization: /^Organization(?! type)/,
  organizationType: /^Organization type/,
  country: /^Country/,
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Values>) {
  for (const [field, value] of Object.entries(values) as [keyof Values, string][]) {
    const control = screen.getByLabelText(LABELS[field]);
    if (field === 'organizationType') await user.selectOptions(control, value);
    else if (value) await user.type(control, value);
  }
}

describe('create account', { timeout: 20_000 }, () => {
  it('renders labels, hints and choices from the content', async () => {
    await openRegistration();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('placeholder', 'name@university.ca');
    const types = within(screen.getByLabelText(/^Organization type/)).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Select a type', 'Academic', 'Government', 'Industry']);
    expect(screen.getByText('By creating an account you accept the terms of use.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
  });

  it("validates with the content's rules and messages (French), all errors in a summary", async () => {
    const user = await openRegistration('fr');
    await user.type(screen.getByLabelText(/^Adresse courriel/), 'pas-une-adresse');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'seulementdeslettres');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'autrechose');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));

    const summary = await screen.findByRole('alert', { name: 'Il y a un problème' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Veuillez saisir votre prénom.',
      'Veuillez saisir votre nom de famille.',
      'Veuillez saisir une adresse courriel valide, par exemple nom@universite.ca.',
      'Votre mot de passe doit contenir au moins un chiffre.',
      'Les deux mots de passe ne correspondent pas.',
      'Veuillez indiquer l’organisation pour laquelle vous travaillez.',
      'Veuillez sélectionner le type de votre organisation.',
      'Veuillez indiquer le pays où vous travaillez.',
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      /Votre mot de passe doit contenir au moins un chiffre\./,
    );
  });

  it('follows the rules the content carries (an editor can tighten one)', async () => {
    server.use(
      http.get('*/api/create-account', () => {
        const page = createAccountFixture('en');
        page.formValidations = [
          ...page.formValidations,
          { field: 'organization', rule: 'minLength', value: '5', message: 'Please give the full organization name.' },
        ];
        return HttpResponse.json({ data: page, meta: {} });
      }),
    );
    const user = await openRegistration();
    await fill(user, { ...VALID, organization: 'UdP' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Please give the full organization name.',
    );
  });

  it('sends the shared register body (no confirmation) and shows the check-your-email screen with resend', async () => {
    let body: unknown = null;
    let resent: unknown = null;
    server.use(
      http.post('*/api/auth/local/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { user: publicUserFixture({ confirmed: false }), emailConfirmationRequired: true },
        });
      }),
      http.post('*/api/auth/resend-email-confirmation', async ({ request }) => {
        resent = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = await openRegistration();
    await fill(user, VALID);
    await user.click(screen.getByLabelText('Send me news about new datasets.'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Almost done: check your inbox.')).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie.curie@example.org',
      password: 'Research-2026',
      organization: 'Université de Paris',
      organizationType: 'academic',
      country: 'France',
      receiveNewsAndUpdates: true,
    });

    await user.click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    await waitFor(() => expect(resent).toEqual({ email: 'marie.curie@example.org' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
  });

  it("shows the server's field errors next to their fields, in the content's words when it has the rule", async () => {
    server.use(
      http.post('*/api/auth/local/register', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'Your password must contain at least one digit.', {
            errors: [
              {
                path: ['password'],
                message: 'Your password must contain at least one digit.',
                name: 'ValidationError',
              },
              { path: ['country'], message: 'Country not served', name: 'ValidationError' },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const user = await openRegistration();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your password must contain at least one digit.', 'Country not served']);
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription(/Country not served/);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Marie');
  });

  it('puts "already taken" on the e-mail field and other refusals at the top', async () => {
    let answer = strapiError(400, 'ApplicationError', 'Email or Username are already taken');
    server.use(http.post('*/api/auth/local/register', () => HttpResponse.json(answer, { status: 400 })));
    const user = await openRegistration();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Email or Username are already taken',
    );
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');

    answer = strapiError(429, 'RateLimitError', 'Too many attempts. Try again in 3600 seconds.');
    server.use(http.post('*/api/auth/local/register', () => HttpResponse.json(answer, { status: 429 })));
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), 'other@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many attempts. Try again in 3600 seconds.')).toBeInTheDocument();
  });
});
