import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setViewportWidth } from '@/testing/browser-apis';
import { renderRoute } from '@/testing/render-route';

const FIRST_LOAD = { timeout: 10_000 };

async function mainNav(path = '/en/news') {
  await screen.findByRole('heading', { level: 1, name: 'News' }, FIRST_LOAD);
  const name = path.startsWith('/fr') ? 'Navigation principale' : 'Main';
  // Radix arrives just after the first render (app/layout/lazy-main-nav.tsx) and replaces the
  // static navigation; its root carries data-orientation.
  await waitFor(() => expect(screen.getByRole('navigation', { name })).toHaveAttribute('data-orientation'), FIRST_LOAD);
  return within(screen.getByRole('navigation', { name }));
}

describe('Main navigation', { timeout: 15_000 }, () => {
  it('reaches every public section, with governance and about in disclosure submenus', async () => {
    const user = userEvent.setup();
    renderRoute('/en/news');
    const nav = await mainNav();

    expect(nav.getByRole('link', { name: 'Datasets' })).toHaveAttribute('href', '/en/dataset');
    expect(nav.getByRole('link', { name: 'Data providers' })).toHaveAttribute('href', '/en/data-provider');
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');

    const governance = nav.getByRole('button', { name: 'Data governance' });
    expect(governance).toHaveAttribute('aria-expanded', 'false');
    await user.click(governance);
    expect(governance).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(governance.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(submenu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/en/data-governance'],
      ['Data access process', '/en/data-governance/process'],
      ['Committee', '/en/data-governance/committee'],
      ['Security', '/en/data-governance/security'],
    ]);

    await user.keyboard('{Escape}');
    expect(governance).toHaveAttribute('aria-expanded', 'false');
    expect(governance).toHaveFocus();

    await user.click(nav.getByRole('button', { name: 'About' }));
    expect(nav.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/en/about/our-story');
    expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/about/contact-us');
    expect(nav.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/en/become-partner');

    await user.click(nav.getByRole('link', { name: 'Our story' }));
    await screen.findByRole('heading', { level: 1, name: 'Data given by thousands' }, FIRST_LOAD);
    expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: arrows along the bar, Tab or ArrowDown into an open submenu, Escape back', async () => {
    const user = userEvent.setup();
    renderRoute('/en/news');
    const nav = await mainNav();
    const datasets = nav.getByRole('link', { name: 'Datasets' });
    const governance = nav.getByRole('button', { name: 'Data governance' });
    datasets.focus();

    // Radix moves focus on the next tick.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(governance).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(governance).toHaveAttribute('aria-expanded', 'true');
    // Nothing focusable is hidden from assistive technology (Radix's focus proxy is out of the tab order).
    expect(
      screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('[aria-hidden="true"][tabindex="0"]'),
    ).toHaveLength(0);
    await user.tab();
    expect(nav.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(governance).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('link', { name: 'Overview' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('link', { name: 'Data access process' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(governance).toHaveAttribute('aria-expanded', 'false');
    expect(governance).toHaveFocus();
    expect(nav.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('folds behind a Menu button on small screens', async () => {
    const user = userEvent.setup();
    setViewportWidth(375);
    renderRoute('/fr/news');
    await screen.findByRole('heading', { level: 1, name: 'News' }, FIRST_LOAD);

    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toHaveAttribute('data-orientation'),
    );
    const nav = within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(nav.getByRole('link', { name: 'Jeux de données' })).toHaveAttribute('href', '/fr/dataset');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();

    await user.click(nav.getByRole('link', { name: 'Jeux de données' }));
    // The menu folds once the next page is shown (its module loads first, as a transition).
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'), FIRST_LOAD);
  });

  it('has a footer with the sections grouped', async () => {
    renderRoute('/en/news');
    await screen.findByRole('heading', { level: 1, name: 'News' }, FIRST_LOAD);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About the portal',
      'Data governance',
      'Help',
    ]);
    expect(footer.getByRole('link', { name: 'Data access process' })).toHaveAttribute(
      'href',
      '/en/data-governance/process',
    );
    expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  });
});
