import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { UNKNOWN_SESSION } from '@/lib/session';
import { publicUserFixture, sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };

async function accountNav() {
  await screen.findByRole('heading', { level: 1, name: 'News' }, SLOW);
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

describe('account menu', { timeout: 15_000 }, () => {
  it('offers visitors login and registration', async () => {
    renderRoute('/en/news');
    const nav = await accountNav();
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(nav.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/en/create-account');
  });

  it('shows nothing until the start-up check has answered', async () => {
    server.use(http.post('*/api/user-status', () => new Promise<Response>(() => undefined)));
    renderRoute('/en/news', { session: UNKNOWN_SESSION });
    await screen.findByRole('heading', { level: 1, name: 'News' }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('gives an external user their account and logout, but not request management', async () => {
    renderRoute('/en/news', { session: sessionForUser() });
    const nav = await accountNav();
    const toggle = await nav.findByRole('button', { name: 'Account menu for Marie Curie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.setup({ delay: null }).click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(nav.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My account', 'Log out']);
    expect(menu.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/en/user');
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('gives internal staff request management; Escape closes the menu and returns focus', async () => {
    renderRoute('/en/news', { session: sessionForUser(staffUserFixture('contract-manager')) });
    const nav = await accountNav();
    const user = userEvent.setup({ delay: null });
    const toggle = await nav.findByRole('button', { name: 'Account menu for Dana Okafor' });
    await user.click(toggle);
    expect(nav.getByRole('menuitem', { name: 'Request management' })).toHaveAttribute(
      'href',
      '/en/request-management/queue-list',
    );
    expect(nav.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/en/request-management/reports');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('works from the keyboard: Enter opens on the first item, arrows move, Enter follows the link', async () => {
    const { location } = renderRoute('/en/news', { session: sessionForUser(staffUserFixture('contract-manager')) });
    const nav = await accountNav();
    const user = userEvent.setup({ delay: null });
    const toggle = await nav.findByRole('button', { name: 'Account menu for Dana Okafor' });
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav.getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    // Radix moves focus on the next tick.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('menuitem', { name: 'Request management' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('menuitem', { name: 'Reports' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(nav.getByRole('menuitem', { name: 'Request management' })).toHaveFocus());
    await user.keyboard('{Enter}');

    // The queue route is lazy: its module and catalogs load before the location changes.
    await waitFor(() => expect(location()).toBe('/en/request-management/queue-list'), { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not select an item on a release that began on the button (the layout may move under the pointer)', async () => {
    renderRoute('/en/news', { session: sessionForUser() });
    const nav = await accountNav();
    const user = userEvent.setup({ delay: null });
    const toggle = await nav.findByRole('button', { name: /Account menu for/ });
    await user.pointer({ keys: '[MouseLeft>]', target: toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.pointer({ keys: '[/MouseLeft]', target: nav.getByRole('menuitem', { name: 'Log out' }) });

    expect(nav.getByRole('button', { name: /Account menu for/ })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('logs out: POST /api/logout, user data dropped, home page, "Log in" again', async () => {
    let logouts = 0;
    server.use(
      http.post('*/api/logout', () => {
        logouts += 1;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const { location, queryClient } = renderRoute('/en/news', { session: sessionForUser(publicUserFixture()) });
    queryClient.setQueryData(['user', 'bookmarks', 'en'], []);
    const nav = await accountNav();
    const user = userEvent.setup({ delay: null });
    await user.click(await nav.findByRole('button', { name: /Account menu for/ }));
    await user.click(nav.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/en'));
    expect(await screen.findByRole('link', { name: 'Log in' }, SLOW)).toBeInTheDocument();
    expect(queryClient.getQueryData(['user', 'bookmarks', 'en'])).toBeUndefined();
    await waitFor(() => expect(logouts).toBe(1));
    // A plain logout needs no "you have been logged out" dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
