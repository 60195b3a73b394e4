import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { sessionFor } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';

async function accountNav() {
  await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 5000 });
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

// The account entry itself is tested in account-menu.test.tsx; here: the header renders it.
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
    await userEvent.setup({ delay: null }).click(await nav.findByRole('button', { name: /Account menu for/ }));
    expect(nav.getByRole('menuitem', { name: 'Request management' })).toHaveAttribute(
      'href',
      '/en/request-management/queue-list',
    );
    expect(nav.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/en/user');
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('hides the queue from external users', async () => {
    renderRoute('/en/news', { session: sessionFor('authenticated') });

    const nav = await accountNav();
    await userEvent.setup({ delay: null }).click(await nav.findByRole('button', { name: /Account menu for/ }));
    expect(nav.getByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
    expect(nav.queryByRole('menuitem', { name: 'Request management' })).not.toBeInTheDocument();
  });
});
