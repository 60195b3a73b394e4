import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { setViewportWidth } from '@/testing/browser-apis';
import { strapiError } from '@/testing/fixtures';
import { DATA_SAMPLE_CSV, DATASET_LIBRARY, LEVEL_2, LEVEL_3 } from '@/testing/fixtures-datasets';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Datasets' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function renderLibrary(path = '/en/dataset') {
  const view = renderRoute(path);
  // The first render also loads the lazy route module.
  await screen.findByRole('link', { name: 'Air Quality Sensor Network' }, { timeout: 8000 });
  return view;
}

// Route modules load lazily and the suite runs in parallel with others: allow a slow first render.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

describe('dataset library page', { timeout: 20_000 }, () => {
  it('renders the library content and one card per dataset, sorted by title', async () => {
    await renderLibrary();

    expect(screen.getByRole('heading', { level: 1, name: DATASET_LIBRARY.hero?.title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Find a dataset, then ask for the level you need' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Aggregated tables' })).toBeInTheDocument();
    expect(screen.getByText('Cells below 10 suppressed')).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Air Quality Sensor Network',
      'National Birth Cohort Study',
      'Regional Cancer Registry Extract',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 datasets');
  });

  it('shows image, tag in its colours, description, metrics and levels on a card, linking to the overview', async () => {
    await renderLibrary();

    const link = screen.getByRole('link', { name: 'National Birth Cohort Study' });
    expect(link).toHaveAttribute('href', '/en/dataset/national-birth-cohort/overview');
    const card = link.closest('article') as HTMLElement;
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/dataset-national-birth-cohort.jpg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect(within(card).getByText('Longitudinal cohort')).toHaveStyle({
      backgroundColor: 'rgb(224, 242, 241)',
      color: 'rgb(0, 81, 74)',
    });
    expect(within(card).getByText('National Birth Cohort Study: a short description.')).toBeInTheDocument();
    expect(within(card).getByText('18,329')).toBeInTheDocument();
    expect(within(card).getByText('Participants')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Available data levels' }).children).toHaveLength(3);
  });

  it('filters by title and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { location } = await renderLibrary();

    await user.type(screen.getByRole('searchbox', { name: 'Search datasets by title' }), 'registry');

    expect(cardTitles()).toEqual(['Regional Cancer Registry Extract']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 datasets');
    expect(location()).toBe('/en/dataset?q=registry');

    await user.clear(screen.getByRole('searchbox', { name: 'Search datasets by title' }));
    expect(cardTitles()).toHaveLength(3);
    expect(location()).toBe('/en/dataset');
  });

  it('filters by data level, with the levels the datasets offer as options', async () => {
    const user = userEvent.setup();
    const { location } = await renderLibrary();
    const select = screen.getByRole('combobox', { name: 'Data level' });

    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All data levels', 'Level 1 – Aggregated', LEVEL_2, LEVEL_3]);

    await user.selectOptions(select, LEVEL_2);

    expect(cardTitles()).toEqual(['National Birth Cohort Study', 'Regional Cancer Registry Extract']);
    expect(new URLSearchParams(location().split('?')[1]).get('level')).toBe(LEVEL_2);
  });

  it('restores both filters from the URL and clears them', async () => {
    const user = userEvent.setup();
    renderRoute(`/en/dataset?q=study&level=${encodeURIComponent(LEVEL_3)}`);

    expect(await screen.findByRole('link', { name: 'National Birth Cohort Study' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['National Birth Cohort Study']);
    expect(screen.getByRole('searchbox', { name: 'Search datasets by title' })).toHaveValue('study');
    expect(screen.getByRole('combobox', { name: 'Data level' })).toHaveValue(LEVEL_3);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search datasets by title' })).toHaveValue('');
  });

  it('says so when no dataset matches', async () => {
    renderRoute('/en/dataset?q=zzz');

    expect(await screen.findByText('No dataset matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 datasets');
  });

  it('shows the filters at 769px and wider without a toggle', async () => {
    setViewportWidth(769);
    await renderLibrary();

    expect(screen.getByRole('group', { name: 'Filter datasets' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('hides the filters below 769px behind a "Filters" disclosure that counts active filters', async () => {
    setViewportWidth(768);
    const user = userEvent.setup();
    await renderLibrary('/en/dataset?q=air');

    const toggle = screen.getByRole('button', { name: 'Filters (1 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter datasets' })).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Air Quality Sensor Network']);

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Filter datasets' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('searchbox', { name: 'Search datasets by title' })).toHaveValue('air');

    setViewportWidth(1024);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Filter datasets' })).toBeVisible();
  });

  it('fetches the library content once, with only the locale', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/dataset-library', ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ data: DATASET_LIBRARY, meta: {} });
      }),
    );

    await renderLibrary('/fr/dataset');

    expect(calls).toEqual(['?locale=fr']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Not sure yet? Start with a data sample' }),
    ).toBeInTheDocument();
  });

  it('downloads the data sample file with the shared download helper', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:sample';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderLibrary();

    await user.click(await screen.findByRole('button', { name: 'Download the data sample' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('data-sample.csv');
    expect(saved[0]?.type).toBe('text/csv');
    expect(await saved[0]?.text()).toBe(DATA_SAMPLE_CSV);
  });

  it('shows an error with retry when the datasets fail, keeping the page content', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/datasets', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 }),
      ),
    );
    renderRoute('/en/dataset');

    expect(await screen.findByText('The datasets could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DATASET_LIBRARY.hero?.title })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /try again/i }));

    expect(await screen.findByRole('link', { name: 'Air Quality Sensor Network' })).toBeInTheDocument();
  });

  it('shows an error with retry when the library content fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/dataset-library', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 }),
      ),
    );
    renderRoute('/en/dataset');

    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /try again/i }));

    expect(await screen.findByRole('heading', { level: 1, name: DATASET_LIBRARY.hero?.title })).toBeInTheDocument();
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
