import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { governanceHandlers } from '@/testing/fixtures-governance';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

// Whole routes render here (lazy page modules, several queries): slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  server.use(...governanceHandlers());
});

describe('governance home', () => {
  it('renders hero, text columns, the element cards carousel and the section links from the CMS', async () => {
    renderRoute('/en/data-governance');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Access to data that people can trust' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover the access process' })).toHaveAttribute(
      'href',
      '/en/data-governance/process',
    );
    expect(screen.getByText('de-identified', { selector: 'strong' })).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: 'The elements of our governance' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAttribute('data-slides-to-show', '3');
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(within(carousel).getByRole('heading', { level: 3, name: 'Layered security' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'See the process' })).toHaveAttribute(
      'href',
      '/en/data-governance/process',
    );
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeEnabled();

    const nav = screen.getByRole('navigation', { name: 'More about data governance' });
    expect(within(nav).getByRole('link', { name: 'Data security' })).toHaveAttribute(
      'href',
      '/en/data-governance/security',
    );
    await waitFor(() => expect(document.title).toBe('Data governance'));
  });

  it('shows one card at a time under 800px, in the page locale', async () => {
    setViewportWidth(799);
    renderRoute('/fr/data-governance');
    const carousel = await screen.findByRole(
      'region',
      { name: 'Les éléments de notre gouvernance' },
      { timeout: 10_000 },
    );
    expect(carousel).toHaveAttribute('data-slides-to-show', '1');
    expect(screen.getByRole('link', { name: 'Découvrir le processus' })).toHaveAttribute(
      'href',
      '/fr/data-governance/process',
    );
  });
});
