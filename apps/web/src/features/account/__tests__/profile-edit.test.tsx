import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { updateProfile } from '@/features/account/api/update-profile';
import { strapiError } from '@/testing/fixtures';
import { publicUserFixture, sessionForUser, unauthorized } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function openProfile(locale = 'en') {
  const view = renderRoute(`/${locale}/user/edit`, { session: sessionForUser() });
  await screen.findByRole('heading', { level: 1, name: locale === 'fr' ? 'Mon profil' : 'My profile' }, SLOW);
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('profile edit', { timeout: 15_000 }, () => {
  it("shows the user's details with the content's labels, and the e-mail read-only", async () => {
    await openProfile();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Marie');
    expect(screen.getByLabelText(/^Organization type/)).toHaveValue('academic');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('France');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue('marie.curie@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Contact us to change it.');
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Requests', 'Bookmarks']);
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it("validates with the profile content's rules, in the page's language", async () => {
    const { user } = await openProfile('fr');
    await user.clear(screen.getByLabelText(/^Prénom/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByRole('alert', { name: 'Il y a un problème' })).toHaveTextContent(
      'Veuillez saisir votre prénom.',
    );
  });

  it('sends only the profile fields with PUT /api/user and updates the signed-in user', async () => {
    let body: unknown = null;
    server.use(
      http.put('*/api/user', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: publicUserFixture({ firstName: 'Maria', receiveNewsAndUpdates: true }) });
      }),
    );
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^First name/), '  Maria ');
    await user.click(screen.getByLabelText('Send me news about new datasets.'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Your profile has been updated.');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(body).toEqual({
      firstName: 'Maria',
      lastName: 'Curie',
      organization: 'Université de Paris',
      organizationType: 'academic',
      country: 'France',
      receiveNewsAndUpdates: true,
      locale: 'en',
      notificationFrequency: 'immediate',
    });
    expect(await screen.findByRole('button', { name: 'Account menu for Maria Curie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows the account’s language for e-mails among the CMS locales, and its notification frequency', async () => {
    renderRoute('/en/user/edit', {
      session: sessionForUser(publicUserFixture({ locale: 'fr', notificationFrequency: 'daily' })),
    });
    const language = await screen.findByRole('combobox', { name: 'Language for e-mails' }, SLOW);
    expect(language).toHaveValue('fr');
    expect(language).toHaveAccessibleDescription('The portal writes to you in this language.');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['en', 'English (en)'],
      ['fr', 'French (fr)'],
    ]);
    const frequency = screen.getByRole('radiogroup', { name: 'E-mail notifications' });
    expect(
      within(frequency)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['immediate', 'daily', 'weekly', 'off']);
    expect(within(frequency).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(frequency).toHaveAccessibleDescription(/Sign-in codes and password e-mails are always sent\.$/);
  });

  it('saves a new language and notification frequency with the profile, and labels them in French', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.put('*/api/user', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: publicUserFixture({ locale: 'fr', notificationFrequency: 'off' }) });
      }),
    );
    const { user } = await openProfile('fr');
    const language = screen.getByRole('combobox', { name: 'Langue des e-mails' });
    expect(language).toHaveValue('en');
    const frequency = screen.getByRole('radiogroup', { name: 'Notifications par e-mail' });
    expect(within(frequency).getByRole('radio', { name: 'Au fur et à mesure' })).toBeChecked();
    expect(frequency).toHaveAccessibleDescription(/toujours envoyés\.$/);

    await user.selectOptions(language, 'fr');
    await user.click(within(frequency).getByRole('radio', { name: 'Désactivées' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(body).toMatchObject({ locale: 'fr', notificationFrequency: 'off' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue des e-mails' })).toHaveValue('fr');
    expect(within(frequency).getByRole('radio', { name: 'Désactivées' })).toBeChecked();
  });

  it("shows the server's field errors in the content's words, and other refusals as the server says", async () => {
    server.use(
      http.put('*/api/user', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'Your last name must be 100 characters or fewer.', {
            errors: [
              {
                path: ['lastName'],
                message: 'Your last name must be 100 characters or fewer.',
                name: 'ValidationError',
              },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProfile('fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByRole('alert', { name: 'Il y a un problème' })).toHaveTextContent(
      'Votre nom de famille doit comporter au plus 100 caractères.',
    );

    server.use(
      http.put('*/api/user', () =>
        HttpResponse.json(strapiError(400, 'ValidationError', 'Invalid parameters: role'), { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Invalid parameters: role')).toBeInTheDocument();
  });

  it("selects the content's organization type for one stored in other letter case, listing it once", async () => {
    // Demo accounts were seeded with the label ('Academic') where the content's value is 'academic'.
    renderRoute('/en/user/edit', { session: sessionForUser(publicUserFixture({ organizationType: 'Academic' })) });
    const select = await screen.findByLabelText(/^Organization type/, undefined, SLOW);

    expect(select).toHaveValue('academic');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.filter((label) => label === 'Academic')).toHaveLength(1);
  });

  it('puts the form back with Cancel', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText(/^Country/));
    await user.type(screen.getByLabelText(/^Country/), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Country/)).toHaveValue('France');
  });

  it('when the session is gone, logs out, says so, and leaves the user area', async () => {
    server.use(http.put('*/api/user', () => unauthorized()));
    const { user, location } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('dialog', { name: 'You have been logged out' }, SLOW)).toHaveTextContent(
      'Your session has ended. Please log in again to continue.',
    );
    await waitFor(() => expect(location()).toBe('/en'));
  });

  it("refuses without a signed-in user: 'User is not logged in'", async () => {
    await expect(updateProfile(null, { firstName: 'X' })).rejects.toThrow('User is not logged in');
  });
});
