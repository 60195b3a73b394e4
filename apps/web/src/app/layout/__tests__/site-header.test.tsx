import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sessionFor } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';

async function accountNav() {
  await screen.findByRole('heading', { level: 1, name: 'News' });
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

describe('SiteHeader account navigation', () => {
  it('offers login and registration to visitors', async () => {
    renderRoute('/en/news');

    const nav = await accountNav();
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(nav.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/en/create-account');
  });

  it('links internal staff to the queue and everyone signed in to their account', async () => {
    renderRoute('/en/news', { session: sessionFor('dag-chair') });

    const nav = await accountNav();
    expect(nav.getByRole('link', { name: 'Request queue' })).toHaveAttribute(
      'href',
      '/en/request-management/queue-list',
    );
    expect(nav.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/en/user');
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('hides the queue from external users', async () => {
    renderRoute('/en/news', { session: sessionFor('authenticated') });

    const nav = await accountNav();
    expect(nav.queryByRole('link', { name: 'Request queue' })).not.toBeInTheDocument();
  });
});
