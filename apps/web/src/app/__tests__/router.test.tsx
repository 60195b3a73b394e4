import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderRoute } from '@/testing/render-route';
import { localeFixture } from '@/testing/fixtures';
import { governanceHandlers } from '@/testing/fixtures-governance';
import { server } from '@/testing/server';

describe('router', () => {
  it('redirects the bare root to the default locale', async () => {
    const { location } = renderRoute('/');

    // The first render imports the lazy page module and fetches its content.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(location()).toBe('/en');
  });

  it('redirects the bare root to the last locale used when it is still known', async () => {
    const first = renderRoute('/fr/news');
    await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 10_000 });
    first.unmount();

    const { location } = renderRoute('/');

    await screen.findByRole('heading', { level: 1, name: 'Accueil' }, { timeout: 10_000 });
    expect(location()).toBe('/fr');
  });

  it("sends an unknown locale to '/' and on to the default, recording 'Locale not found'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('portal.locale', 'xx');

    const { location } = renderRoute('/xx/news?a=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/en');
    expect(warn).toHaveBeenCalledWith('Locale not found: xx');
    expect(localStorage.getItem('portal.locale')).toBe('en');
  });

  it('renders a page in a back-end locale with the layout around it', async () => {
    server.use(
      http.get('*/api/i18n/locales', () =>
        HttpResponse.json([localeFixture('en', 'English', true), localeFixture('fr', 'Français')]),
      ),
    );

    renderRoute('/fr/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The chrome speaks the route's language.
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main');
    const mainNav = within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(mainNav.getByRole('link', { name: 'Jeux de données' })).toHaveAttribute('href', '/fr/dataset');
    expect(screen.getByRole('option', { name: 'Français' })).toHaveProperty('selected', true);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('opens a dataset on its overview tab', async () => {
    const { location } = renderRoute('/en/dataset/national-birth-cohort');

    // The first render loads the lazy route modules and fetches the dataset and its tab labels.
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(location()).toBe('/en/dataset/national-birth-cohort/overview');
    const sections = screen.getByRole('navigation', { name: 'Dataset sections' });
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'Document ID is required' for a dataset route without an id", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    renderRoute('/en/dataset/%20/overview');

    expect(await screen.findByRole('alert')).toHaveTextContent('Document ID is required');
    // The error renders inside the layout, so navigation stays available.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("shows 'Code is required' on reset-password without a code", async () => {
    renderRoute('/en/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Code is required');
  });

  it('shows the reset form when a code is present', async () => {
    renderRoute('/en/reset-password?code=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the committee hero fragment to a real target', async () => {
    server.use(...governanceHandlers());
    renderRoute('/en/data-governance/committee#committee-members');

    await screen.findByRole('heading', { level: 1, name: 'Data Access Governance Committee' }, { timeout: 10_000 });
    expect(document.getElementById('committee-members')).not.toBeNull();
  });

  it('renders a not-found page for unknown paths under a locale', async () => {
    renderRoute('/en/nowhere/at/all');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('still renders English when the locale list cannot be loaded', async () => {
    server.use(http.get('*/api/i18n/locales', () => HttpResponse.error()));

    renderRoute('/en/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  it('offers a retry for other locales when the locale list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/i18n/locales', () =>
        fail ? HttpResponse.error() : HttpResponse.json([localeFixture('fr', 'Français')]),
      ),
    );

    renderRoute('/fr/news');

    // Chrome follows the URL's locale even before the list confirms it.
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    fail = false;
    retry.click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument());
  });
});
