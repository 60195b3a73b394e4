import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { setViewportWidth } from '@/testing/browser-apis';
import { strapiError } from '@/testing/fixtures';
import { DATASET_BIRTH_COHORT } from '@/testing/fixtures-datasets';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLUG = DATASET_BIRTH_COHORT.slug;
const TIMEOUT = { timeout: 8000 };

const tabs = () => within(screen.getByRole('navigation', { name: 'Dataset sections' }));

async function renderDataset(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: DATASET_BIRTH_COHORT.title }, TIMEOUT);
  return view;
}

/** Counts GET /api/datasets/:id calls while still answering from the default handlers. */
function countDetailCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/^\/api\/datasets\/[^/]+$/.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

// Route modules load lazily and the suite runs in parallel with others: allow a slow first render.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

describe('dataset detail page', { timeout: 20_000 }, () => {
  it('redirects the dataset index to the overview tab, marked as the current tab', async () => {
    const { location } = await renderDataset(`/en/dataset/${SLUG}`);

    await waitFor(() => expect(location()).toBe(`/en/dataset/${SLUG}/overview`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Data statistics' })).not.toHaveAttribute('aria-current');
    expect(tabs().getByRole('link', { name: 'Data dictionary' })).toHaveAttribute(
      'href',
      `/en/dataset/${SLUG}/data-dictionary`,
    );
  });

  it('shows the header: tag, image, metrics, levels and a "Request access" link preselecting the dataset', async () => {
    await renderDataset(`/en/dataset/${SLUG}/overview`);

    expect(screen.getByText('Longitudinal cohort')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: DATASET_BIRTH_COHORT.title })).toHaveAttribute('width', '1200');
    expect(screen.getByText('18,329')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Available data levels' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      `/en/dataset-request-form?dataset=${SLUG}`,
    );
    // The account feature renders its bookmark toggle into this slot, next to "Request access".
    expect(
      screen.getByRole('link', { name: 'Request access' }).parentElement?.querySelector('[data-slot="bookmark"]'),
    ).toHaveAttribute('data-dataset-id', DATASET_BIRTH_COHORT.documentId);
    expect(document.title).toBe(`${DATASET_BIRTH_COHORT.title} | Data Access Portal`);
  });

  it('overview tab: tables with both column headers, their rows, and the references', async () => {
    await renderDataset(`/en/dataset/${SLUG}/overview`);

    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(
      within(tables[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Key facts', 'Details']);
    expect(within(tables[0] as HTMLElement).getByRole('rowheader', { name: 'Time period' })).toBeInTheDocument();
    expect(within(tables[0] as HTMLElement).getByRole('cell', { name: '2011–2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'References and documentation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technical report' })).toHaveAttribute(
      'href',
      'https://example.org/report',
    );
    expect(screen.getByText('User guide to sweeps 1–7').tagName).toBe('EM');
  });

  it('data-statistics tab: desktop and mobile images in a <picture> with their sizes', async () => {
    await renderDataset(`/en/dataset/${SLUG}/data-statistics`);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cohort members responding at each sweep' }),
    ).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Responding cohort members by sweep' });
    expect(image).toHaveAttribute('src', `/uploads/dataset-${SLUG}-statistics.png`);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('srcset', `/uploads/dataset-${SLUG}-statistics-mobile.png`);
    expect(source).toHaveAttribute('width', '600');
    expect(source).toHaveAttribute('height', '900');
    expect(tabs().getByRole('link', { name: 'Data statistics' })).toHaveAttribute('aria-current', 'page');
  });

  it('data-dictionary tab: titled tables with item, description and units headers from the data', async () => {
    await renderDataset(`/en/dataset/${SLUG}/data-dictionary`);

    const first = await screen.findByRole('table', { name: 'Birth and early life' });
    expect(screen.getByText('Sweep 1 (age 9 months)')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Variable', 'Description', 'Units']);
    expect(within(first).getByRole('rowheader', { name: 'birth_weight' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'grams' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'No units' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Measurements at each sweep' })).toBeInTheDocument();
  });

  it('fetches the dataset once for the layout and every tab', async () => {
    const user = userEvent.setup();
    const calls = countDetailCalls();
    await renderDataset(`/en/dataset/${SLUG}/overview`);

    await user.click(tabs().getByRole('link', { name: 'Data statistics' }));
    await screen.findByRole('heading', { level: 2, name: 'Cohort members responding at each sweep' }, TIMEOUT);
    await user.click(tabs().getByRole('link', { name: 'Data dictionary' }));
    await screen.findByRole('table', { name: 'Birth and early life' }, TIMEOUT);
    await user.click(tabs().getByRole('link', { name: 'Overview' }));
    await screen.findByRole('heading', { level: 2, name: 'Overview' });

    expect(calls).toEqual([`/api/datasets/${SLUG}?locale=en`]);
    server.events.removeAllListeners();
  });

  it('opens a dataset from the library at once, from the list already loaded', async () => {
    const user = userEvent.setup();
    // The detail call never answers: what renders comes from the library's list.
    server.use(http.get('*/api/datasets/:id', async () => delay('infinite')));
    renderRoute('/en/dataset');

    await user.click(await screen.findByRole('link', { name: DATASET_BIRTH_COHORT.title }));

    expect(await screen.findByRole('heading', { level: 1, name: DATASET_BIRTH_COHORT.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });

  it('uses the desktop tab icons above 768px and the mobile icons at 768px and below', async () => {
    await renderDataset(`/en/dataset/${SLUG}/overview`);
    const icon = () => tabs().getByRole('link', { name: 'Overview' }).querySelector('img');

    expect(icon()).toHaveAttribute('src', '/uploads/dataset-tab-overview.png');
    expect(icon()).toHaveAttribute('alt', '');

    setViewportWidth(768);

    await waitFor(() => expect(icon()).toHaveAttribute('src', '/uploads/dataset-tab-overview-mobile.png'));
    expect(icon()).toHaveAttribute('width', '40');
  });

  it('keeps working tabs with translated titles when the tab navigation content fails', async () => {
    server.use(
      http.get('*/api/dataset-preview', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 }),
      ),
    );
    renderRoute(`/fr/dataset/${SLUG}/overview`);

    const nav = await screen.findByRole('navigation', { name: 'Sections du jeu de données' }, TIMEOUT);
    expect(within(nav).getByRole('link', { name: 'Aperçu' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Statistiques' })).toHaveAttribute(
      'href',
      `/fr/dataset/${SLUG}/data-statistics`,
    );
    expect(screen.getByRole('link', { name: 'Demander l’accès' })).toHaveAttribute(
      'href',
      `/fr/dataset-request-form?dataset=${SLUG}`,
    );
  });

  it("shows 'Document ID is required' when the id is blank", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = countDetailCalls();

    renderRoute('/en/dataset/%20/data-dictionary');

    expect(await screen.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Document ID is required');
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows the not-found screen with a way back to the library for an unknown slug', async () => {
    renderRoute('/en/dataset/no-such-dataset/overview');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dataset not found' }, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the dataset library' })).toHaveAttribute('href', '/en/dataset');
    expect(screen.queryByRole('navigation', { name: 'Dataset sections' })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows an error with retry for other failures, and recovers', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/datasets/:id', () =>
        HttpResponse.json(strapiError(500, 'InternalServerError', 'boom'), { status: 500 }),
      ),
    );
    renderRoute(`/en/dataset/${SLUG}/overview`);

    expect(await screen.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('This dataset could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'Dataset not found' })).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /try again/i }));

    expect(await screen.findByRole('heading', { level: 1, name: DATASET_BIRTH_COHORT.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });
});
