import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { homeFixture } from '@/testing/fixtures-content';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

/** The first render of a lazy route imports the page module, which can take a few seconds under vitest. */
const FIRST_LOAD = { timeout: 10_000 };

const saved: { fileName: string; type: string; text: Promise<string> }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const href = `blob:home/${blobs.size + 1}`;
      blobs.set(href, blob);
      return href;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, type: blob.type, text: blob.text() });
  });
});

describe('HomePage', () => {
  it('renders the home content of the CMS in the route locale', async () => {
    renderRoute('/fr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir la bibliothèque' })).toHaveAttribute('href', '/fr/dataset');
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça fonctionne' })).toBeInTheDocument();
    expect(screen.getByText('data dictionary', { selector: 'strong' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Devenir partenaire' })).toHaveAttribute('href', '/fr/become-partner');
    await waitFor(() => expect(document.title).toBe('Accueil | Open Data Access Portal'));
  });

  it('downloads the data sample with its file name and type', async () => {
    const user = userEvent.setup();
    renderRoute('/en');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Try a data sample' }, FIRST_LOAD)).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('A synthetic extract of 50 participants.')).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Download the sample' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('data-sample.csv');
    expect(saved[0]?.type).toMatch(/^text\/csv/);
    expect(await saved[0]?.text).toBe('cohort_id,birth_weight\n1,3400\n');
  });

  it('keeps the page when only the data-sample content fails, with a retry', async () => {
    server.use(
      http.get('*/api/dataset-data-sample', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 }),
      ),
    );
    renderRoute('/en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, FIRST_LOAD)).toBeInTheDocument();
    const section = screen
      .getByRole('heading', { level: 2, name: 'Try a data sample' })
      .closest('section') as HTMLElement;
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the home content fails, then the page', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/home', ({ request }) =>
        fail
          ? HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 })
          : HttpResponse.json({ data: homeFixture(new URL(request.url).searchParams.get('locale') ?? 'en'), meta: {} }),
      ),
    );
    renderRoute('/en');

    const main = await screen.findByRole('main');
    await within(main).findByRole('alert');
    fail = false;
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, FIRST_LOAD)).toBeInTheDocument();
  });

  it('sends only the locale to the CMS', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/home') seen.push(new URL(request.url));
    });
    renderRoute('/fr');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' }, FIRST_LOAD);
    expect(seen.map((url) => url.search)).toEqual(['?locale=fr']);
    server.events.removeAllListeners();
  });
});
