import { screen, within } from '@testing-library/react';
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

describe('security page', () => {
  it('shows the layers and safeguards as a table with the CMS headers on desktop', async () => {
    renderRoute('/en/data-governance/security');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we keep data safe' }, { timeout: 10_000 }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: /^Defence in depth/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Layer', 'Safeguards']);
    // Not sortable: plain headers.
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Physical', 'Servers in a certified data centre.'],
      ['Network', 'No direct internet access.'],
    ]);
    expect(screen.queryByRole('list', { name: /Defence in depth/ })).not.toBeInTheDocument();
  });

  it('stacks each layer as a definition list on mobile', async () => {
    setViewportWidth(768);
    renderRoute('/fr/data-governance/security');
    const list = await screen.findByRole('list', { name: 'Une défense en profondeur' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[1]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Couche', 'Mesures de protection']);
    expect(
      within(items[1]!)
        .getAllByRole('definition')
        .map((term) => term.textContent),
    ).toEqual(['Réseau', 'Aucun accès direct à internet.']);
  });
});
