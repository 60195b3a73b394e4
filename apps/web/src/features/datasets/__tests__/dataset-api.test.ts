import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDataset } from '@/features/datasets/api/get-dataset';
import { getDatasetLibrary } from '@/features/datasets/api/get-dataset-library';
import { getDatasets } from '@/features/datasets/api/get-datasets';
import { ApiError } from '@/lib/api-client';
import { datasetFixture, DATASET_LIBRARY, datasetsBody } from '@/testing/fixtures-datasets';
import { server } from '@/testing/server';

describe('getDatasets', () => {
  it('asks for one locale and the largest page, never a populate tree, and sorts by title', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/datasets', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          datasetsBody([
            datasetFixture({ slug: 'z', title: 'Zèbre' }),
            datasetFixture({ slug: 'e', title: 'Étude' }),
            datasetFixture({ slug: 'a', title: 'Asthme' }),
          ]),
        );
      }),
    );

    const datasets = await getDatasets('fr');

    expect(datasets.map((dataset) => dataset.title)).toEqual(['Asthme', 'Étude', 'Zèbre']);
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      locale: 'fr',
      'pagination[page]': '1',
      'pagination[pageSize]': '100',
    });
  });

  it('reads every page of a library larger than one page', async () => {
    server.use(
      http.get('*/api/datasets', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pagination[page]'));
        return HttpResponse.json({
          data: [datasetFixture({ slug: `s${page}`, title: `Dataset ${page}` })],
          meta: { pagination: { page, pageSize: 100, pageCount: 3, total: 201 } },
        });
      }),
    );

    expect((await getDatasets('en')).map((dataset) => dataset.slug)).toEqual(['s1', 's2', 's3']);
  });

  it('fills missing repeatable components with empty lists', async () => {
    const { metrics: _metrics, availableDataLevels: _levels, ...partial } = datasetFixture({ slug: 'x', title: 'X' });
    server.use(http.get('*/api/datasets', () => HttpResponse.json({ data: [partial], meta: {} })));

    const [dataset] = await getDatasets('en');

    expect(dataset?.metrics).toEqual([]);
    expect(dataset?.availableDataLevels).toEqual([]);
  });

  it("rejects a body without a data list as 'Invalid response'", async () => {
    server.use(http.get('*/api/datasets', () => HttpResponse.json({ data: null })));

    await expect(getDatasets('en')).rejects.toThrow('Invalid response');
  });
});

describe('getDataset', () => {
  it('fetches by slug for the locale', async () => {
    const dataset = await getDataset('en', 'national-birth-cohort');
    expect(dataset.title).toBe('National Birth Cohort Study');
  });

  it("surfaces the server's 404 'Dataset not found'", async () => {
    const error = await getDataset('en', 'nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Dataset not found' });
  });
});

describe('getDatasetLibrary', () => {
  it('makes one call with only the locale and returns hero, tiers and sample text together', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/dataset-library', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ data: DATASET_LIBRARY, meta: {} });
      }),
    );

    const page = await getDatasetLibrary('fr');

    expect(seen).toEqual(['?locale=fr']);
    expect(page.hero?.title).toBe(DATASET_LIBRARY.hero?.title);
    expect(page.tierRowBlocks).toHaveLength(2);
    expect(page.sampleButtonLabel).toBe('Download the data sample');
  });
});
