import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  apiClient,
  buildUrl,
  getData,
  setAccessTokenProvider,
  setUnauthorizedHandler,
} from '@/lib/api-client';
import { strapiError } from '@/testing/fixtures';
import { server } from '@/testing/server';

afterEach(() => {
  setAccessTokenProvider(null);
  setUnauthorizedHandler(null);
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient', () => {
  it('unwraps the Strapi envelope into data and meta', async () => {
    server.use(
      http.get('*/api/datasets', () =>
        HttpResponse.json({
          data: [{ documentId: 'd1', slug: 'cohort-a' }],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
        }),
      ),
    );

    const result = await apiClient.get<{ documentId: string; slug: string }[]>('/api/datasets');

    expect(result.data).toEqual([{ documentId: 'd1', slug: 'cohort-a' }]);
    expect(result.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } });
    await expect(getData('/api/datasets')).resolves.toEqual([{ documentId: 'd1', slug: 'cohort-a' }]);
  });

  it('sends JSON bodies with cookies and serializes the query', async () => {
    let seen: { url: URL; body: unknown; contentType: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.post('*/api/contact-us/send', async ({ request }) => {
        seen = {
          url: new URL(request.url),
          body: await request.json(),
          contentType: request.headers.get('content-type'),
          credentials: request.credentials,
        };
        return HttpResponse.json({ data: { ok: true } });
      }),
    );

    await apiClient.post('/api/contact-us/send', {
      body: { message: 'hello' },
      query: { locale: 'fr', populate: ['hero', 'seo'], skipped: undefined, roles: ['dag-member', 'dag-chair'] },
      commaLists: ['roles'],
    });

    expect(seen?.body).toEqual({ message: 'hello' });
    expect(seen?.contentType).toBe('application/json');
    expect(seen?.credentials).toBe('include');
    expect(seen?.url.searchParams.get('locale')).toBe('fr');
    expect(seen?.url.searchParams.get('populate[0]')).toBe('hero');
    expect(seen?.url.searchParams.get('populate[1]')).toBe('seo');
    expect(seen?.url.searchParams.get('roles')).toBe('dag-member,dag-chair');
    expect(seen?.url.searchParams.has('skipped')).toBe(false);
  });

  it('throws ApiError with status, name, message and details from the error envelope', async () => {
    server.use(
      http.put('*/api/user', () =>
        HttpResponse.json(
          strapiError(400, 'ValidationError', 'email must be a valid email', { errors: [{ path: ['email'] }] }),
          {
            status: 400,
          },
        ),
      ),
    );

    const error = await caught(apiClient.put('/api/user', { body: { email: 'nope' } }));

    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'email must be a valid email',
      details: { errors: [{ path: ['email'] }] },
    });
  });

  it("throws 'Invalid response' for a 2xx JSON body without a data field", async () => {
    server.use(http.get('*/api/home', () => HttpResponse.json({ hero: { title: 'Welcome' } })));

    const error = await caught(apiClient.get('/api/home'));

    expect(error.message).toBe('Invalid response');
  });

  it('returns the body as is with raw', async () => {
    server.use(http.get('*/api/i18n/locales', () => HttpResponse.json([{ code: 'en' }])));

    await expect(apiClient.get<{ code: string }[]>('/api/i18n/locales', { raw: true })).resolves.toEqual([
      { code: 'en' },
    ]);
  });

  it('sends the bearer token from the provider', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/profile', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: {} });
      }),
    );
    setAccessTokenProvider(() => 'token-1');

    await apiClient.get('/api/profile');

    expect(authorization).toBe('Bearer token-1');
  });

  it('sends an anonymous read without the token while someone is signed in, and never refreshes for it', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('*/api/home', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { title: 'Welcome' } });
      }),
      http.get('*/api/news', () =>
        HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), { status: 401 }),
      ),
    );
    const provider = vi.fn(() => 'token-1');
    setAccessTokenProvider(provider);
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);

    await apiClient.get('/api/home', { anonymous: true });
    await apiClient.get('/api/home');
    const error = await caught(apiClient.get('/api/news', { anonymous: true }));

    expect(authorizations).toEqual([null, 'Bearer token-1']);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });

  it('on 401 calls the unauthorized handler once and retries once with the new token', async () => {
    let token = 'expired';
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('*/api/dataset-request/find-my', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return token === 'fresh'
          ? HttpResponse.json({ data: [{ documentId: 'r1' }] })
          : HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), { status: 401 });
      }),
    );
    setAccessTokenProvider(() => token);
    const handler = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    setUnauthorizedHandler(handler);

    const result = await apiClient.get<{ documentId: string }[]>('/api/dataset-request/find-my');

    expect(result.data).toEqual([{ documentId: 'r1' }]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(authorizations).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('does not retry when the handler cannot restore the session, and retries at most once', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/profile', () => {
        calls += 1;
        return HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), {
          status: 401,
        });
      }),
    );

    setUnauthorizedHandler(async () => false);
    expect((await caught(apiClient.get('/api/profile'))).status).toBe(401);
    expect(calls).toBe(1);

    calls = 0;
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    expect((await caught(apiClient.get('/api/profile'))).status).toBe(401);
    expect(calls).toBe(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('throws a NetworkError with status 0 when the request cannot be made', async () => {
    server.use(http.get('*/api/home', () => HttpResponse.error()));

    const error = await caught(apiClient.get('/api/home'));

    expect(error).toMatchObject({ status: 0, name: 'NetworkError' });
  });

  it('lets an abort through untouched', async () => {
    server.use(http.get('*/api/home', () => new Promise<never>(() => {})));
    const controller = new AbortController();

    const pending = apiClient.get('/api/home', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('downloads blobs and reports errors from the envelope', async () => {
    server.use(
      http.get(
        '*/api/file-mapping/a/b',
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
      http.get('*/api/v2/file-mapping/a/missing', () =>
        HttpResponse.json(strapiError(404, 'NotFoundError', 'File not found'), { status: 404 }),
      ),
    );

    const blob = await apiClient.getBlob('/api/file-mapping/a/b');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');

    const error = await caught(apiClient.getBlob('/api/v2/file-mapping/a/missing'));
    expect(error).toMatchObject({ status: 404, message: 'File not found' });
  });
});

describe('buildUrl', () => {
  it('keeps absolute media URLs and nests objects the way Strapi parses them', () => {
    expect(buildUrl('https://cdn.example.org/uploads/a.png')).toBe('https://cdn.example.org/uploads/a.png');
    const url = new URL(buildUrl('/api/datasets', { filters: { slug: { $eq: 'cohort a' } }, empty: null }));
    expect(url.searchParams.get('filters[slug][$eq]')).toBe('cohort a');
    expect(url.searchParams.get('empty')).toBe('');
  });
});
