import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import prefetchScript from '../../../public/prefetch-content.js?raw';

import { routePaths } from '@/config/paths';
import { apiClient, buildUrl } from '@/lib/api-client';
import { takePrefetchedResponse } from '@/lib/prefetch';
import { server } from '@/testing/server';

afterEach(() => {
  delete window.__portalPrefetch;
});

describe('content prefetch', () => {
  it('hands the prefetched response out once, and only for its URL', async () => {
    const url = buildUrl('/api/home', { locale: 'en' });
    const response = Promise.resolve(new Response('{}'));
    window.__portalPrefetch = { [url]: response };

    expect(takePrefetchedResponse(buildUrl('/api/home', { locale: 'fr' }))).toBeUndefined();
    expect(takePrefetchedResponse(url)).toBe(response);
    expect(takePrefetchedResponse(url)).toBeUndefined();
  });

  it('lets the API client use the response index.html started instead of fetching again', async () => {
    let fetched = 0;
    server.use(
      http.get('*/api/home', () => {
        fetched += 1;
        return HttpResponse.json({ data: { from: 'network' } });
      }),
    );
    window.__portalPrefetch = {
      [buildUrl('/api/home', { locale: 'en' })]: Promise.resolve(Response.json({ data: { from: 'prefetch' } })),
    };

    expect((await apiClient.get('/api/home', { query: { locale: 'en' } })).data).toEqual({ from: 'prefetch' });
    expect((await apiClient.get('/api/home', { query: { locale: 'en' } })).data).toEqual({ from: 'network' });
    expect(fetched).toBe(1);
  });

  it('prefetches the pages of config/paths.ts', () => {
    const pages = /var PAGES = (\{[^}]*\});/.exec(prefetchScript)?.[1] ?? '{}';
    const keys = Object.keys(JSON.parse(pages.replace(/'/g, '"').replace(/(\w+):/g, '"$1":')) as object);
    expect(keys.sort()).toEqual([routePaths.home, routePaths.datasetLibrary, routePaths.governanceProcess].sort());
  });
});
