import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { committeeFixture, governanceHandlers, strapiBody } from '@/testing/fixtures-governance';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

// Whole routes render here (lazy page modules, several queries): slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

const COMMITTEE = '/en/data-governance/committee';

beforeEach(() => {
  server.use(...governanceHandlers());
});

async function membersSection() {
  const section = await screen.findByRole('region', { name: 'Committee members' }, { timeout: 10_000 });
  await within(section).findAllByRole('button', { name: /Amina Okafor/ });
  return section;
}

const rowNames = (section: HTMLElement) =>
  [...section.querySelectorAll('.committee-grid__row')].map((row) =>
    within(row as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.member-card__name')?.textContent),
  );

describe('committee page', () => {
  it('renders hero, text columns, and a hero link to the members section', async () => {
    renderRoute(COMMITTEE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Access Governance Committee' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meet the members' })).toHaveAttribute(
      'href',
      '/en/data-governance/committee#committee-members',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mandate and ways of working' })).toBeVisible();
    const section = await membersSection();
    expect(section).toHaveAttribute('id', 'committee-members');
  });

  it('moves to the members once loaded, on arrival with the fragment and from the hero link', async () => {
    const user = userEvent.setup();
    renderRoute(`${COMMITTEE}#committee-members`);
    const section = await membersSection();
    await waitFor(() => expect(section).toHaveFocus());

    const cta = screen.getByRole('link', { name: 'Meet the members' });
    cta.focus();
    expect(section).not.toHaveFocus();
    await user.click(cta);
    await waitFor(() => expect(section).toHaveFocus());
  });

  it('lays the members out in rows alternating 2 and 3 on desktop', async () => {
    renderRoute(COMMITTEE);
    const section = await membersSection();
    expect(section.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(rowNames(section)).toEqual([
      ['Amina Okafor', 'Laurent Dubois'],
      ['Mei-Ling Chen', 'Sarah Thompson', 'Rafael Mendes'],
      ['Ingrid Larsen', 'Joseph Whitehorse'],
    ]);
  });

  it('shows a carousel of all members at 768px or narrower', async () => {
    setViewportWidth(768);
    renderRoute(COMMITTEE);
    const section = await membersSection();
    const carousel = within(section).getByRole('region', { name: 'Committee members' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(7);
    expect(within(carousel).getByRole('group', { name: '7 of 7' })).toHaveTextContent('Joseph Whitehorse');
    expect(section.querySelector('.committee-grid__row')).toBeNull();

    act(() => setViewportWidth(1024));
    expect(rowNames(section)).toHaveLength(3);
  });

  it('opens a profile dialog with photo, social links, name, title, description and bio; focus returns on close', async () => {
    const user = userEvent.setup();
    renderRoute(COMMITTEE);
    const section = await membersSection();
    const card = within(section).getByRole('button', { name: /Mei-Ling Chen/ });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(card);

    const dialog = await screen.findByRole('dialog', { name: 'Mei-Ling Chen' });
    expect(within(dialog).getByRole('img', { name: 'Portrait of Mei-Ling Chen' })).toHaveAttribute('width', '400');
    expect(within(dialog).getByText('Title of Mei-Ling Chen')).toBeVisible();
    expect(within(dialog).getByText('Mei-Ling Chen reviews requests.')).toBeVisible();
    expect(within(dialog).getByText('long', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByText('Second paragraph.', { selector: 'p' })).toBeInTheDocument();

    const links = within(within(dialog).getByRole('list', { name: 'Links of Mei-Ling Chen' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['https://www.linkedin.com/in/member-3', '_blank'],
      ['https://orcid.org/0000-0002', '_blank'],
    ]);
    // A link is named by its CMS label, or by its icon's alternative text when it has none.
    expect(links[0]).toHaveAccessibleName('LinkedIn profile of Mei-Ling Chen (opens in a new tab)');
    expect(links[1]).toHaveAccessibleName('ORCID of Mei-Ling Chen (opens in a new tab)');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', 'LinkedIn');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('renders the French content and an error state with retry for the members', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/committee', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } },
              { status: 500 },
            )
          : HttpResponse.json(strapiBody(committeeFixture('fr', 2)));
      }),
    );
    const user = userEvent.setup();
    renderRoute('/fr/data-governance/committee');
    const section = await screen.findByRole('region', { name: 'Membres du comité' }, { timeout: 10_000 });
    const alert = await within(section).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByRole('button', { name: /Laurent Dubois/ })).toHaveTextContent(
      'Titre de Laurent Dubois',
    );
    expect(rowNames(section)).toEqual([['Amina Okafor', 'Laurent Dubois']]);
  });
});
