import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiError, setAccessTokenProvider } from '@/lib/api-client';
import {
  contentCollectionQueryOptions,
  contentKeys,
  contentQueryOptions,
  getContent,
  getContentCollection,
} from '@/lib/content-api';
import { strapiError } from '@/testing/fixtures';
import { profileFixture } from '@/testing/fixtures-auth';
import { homeFixture } from '@/testing/fixtures-content';
import { DATASET_DATA_SAMPLE } from '@/testing/fixtures-datasets';
import { governanceHandlers, policiesFixture } from '@/testing/fixtures-governance';
import { createTestQueryClient } from '@/testing/render-route';
import { server } from '@/testing/server';

/** Records the path and query string of every request the test makes. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

describe('content-api', () => {
  it('reads a single type with only the locale and answers its data', async () => {
    const seen = recordRequests();

    // Fixture media ids are counters, so compare the page's own fields.
    const home = await getContent('home', 'fr');
    const profile = await getContent('profile', 'en');
    server.events.removeAllListeners();

    expect(seen).toEqual(['/api/home?locale=fr', '/api/profile?locale=en']);
    expect(home).toMatchObject({ documentId: 'home', locale: 'fr', hero: { title: 'Accueil' } });
    expect(profile.formValidations).toEqual(profileFixture('en').formValidations);
  });

  it('reads public content without the access token while someone is signed in, so the shared cache answers', async () => {
    const authorizations: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
    });
    server.use(http.get('*/api/policies', () => HttpResponse.json({ data: [], meta: {} })));
    setAccessTokenProvider(() => 'token-1');
    try {
      await getContent('home', 'en');
      await getContentCollection('policy', 'en');
    } finally {
      setAccessTokenProvider(null);
      server.events.removeAllListeners();
    }

    expect(authorizations).toEqual([null, null]);
  });

  it("passes the server's 404 for an unknown locale on as an ApiError", async () => {
    server.use(
      http.get('*/api/home', ({ request }) => {
        const locale = new URL(request.url).searchParams.get('locale');
        return HttpResponse.json(strapiError(404, 'NotFoundError', `Locale not found: ${locale}`), { status: 404 });
      }),
    );

    const error = await getContent('home', 'xx').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Locale not found: xx' });
  });

  it("answers 'Invalid response' for an unpublished page, a list, or a body without data", async () => {
    server.use(http.get('*/api/home', () => HttpResponse.json({ data: null, meta: {} })));
    await expect(getContent('home', 'en')).rejects.toMatchObject({ status: 500, message: 'Invalid response' });

    server.use(http.get('*/api/home', () => HttpResponse.json({ data: [homeFixture('en')], meta: {} })));
    await expect(getContent('home', 'en')).rejects.toMatchObject({ message: 'Invalid response' });

    server.use(http.get('*/api/home', () => HttpResponse.json({ page: homeFixture('en') })));
    await expect(getContent('home', 'en')).rejects.toMatchObject({ message: 'Invalid response' });
  });

  it('reads a plain collection for a locale, dropping entries that are not objects', async () => {
    const [first] = policiesFixture('en');
    server.use(http.get('*/api/policies', () => HttpResponse.json({ data: [first, null, 'x'], meta: {} })));

    await expect(getContentCollection('policy', 'en')).resolves.toEqual([first]);

    server.use(http.get('*/api/policies', () => HttpResponse.json({ data: {}, meta: {} })));
    await expect(getContentCollection('policy', 'en')).rejects.toMatchObject({ message: 'Invalid response' });
  });

  it("keys every content query ['content', type, locale]", () => {
    expect(contentQueryOptions('contact-us', 'fr').queryKey).toEqual(['content', 'contact-us', 'fr']);
    expect(contentCollectionQueryOptions('proceeding', 'en').queryKey).toEqual(['content', 'proceeding', 'en']);
    expect(contentKeys.type('home')).toEqual(['content', 'home']);
    expect(contentKeys.all).toEqual(['content']);
  });

  it('makes one request for a type asked for by two screens, and none for another locale until asked', async () => {
    const seen = recordRequests();
    const queryClient = createTestQueryClient();

    const [fromHome, fromLibrary] = await Promise.all([
      queryClient.fetchQuery(contentQueryOptions('dataset-data-sample', 'en')),
      queryClient.fetchQuery(contentQueryOptions('dataset-data-sample', 'en')),
    ]);
    server.events.removeAllListeners();

    expect(fromHome).toEqual(DATASET_DATA_SAMPLE);
    expect(fromLibrary).toBe(fromHome);
    expect(seen).toEqual(['/api/dataset-data-sample?locale=en']);
    expect(queryClient.getQueryData(contentKeys.of('dataset-data-sample', 'fr'))).toBeUndefined();
  });

  it('lets one invalidation reach every content query and nothing else', async () => {
    server.use(...governanceHandlers());
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(contentQueryOptions('home', 'en'));
    await queryClient.fetchQuery(contentCollectionQueryOptions('policy', 'en'));
    queryClient.setQueryData(['locales'], []);

    await queryClient.invalidateQueries({ queryKey: contentKeys.all, refetchType: 'none' });

    expect(queryClient.getQueryState(contentKeys.of('home', 'en'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contentKeys.of('policy', 'en'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['locales'])?.isInvalidated).toBe(false);
  });
});
