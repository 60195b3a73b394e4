import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { approvedRequestsQueryOptions, getApprovedRequests } from '@/features/registry/api/get-approved-requests';
import { APPROVED_REQUESTS, strapiBody } from '@/testing/fixtures-governance';
import { server } from '@/testing/server';

const FIRST_PAGE = { q: '', sort: null, page: 1 };

describe('getApprovedRequests', () => {
  it('asks the server for one page (locale, search, sort, pagination) and unwraps the Strapi list', async () => {
    let query = '';
    server.use(
      http.get('*/api/approved-requests', ({ request }) => {
        query = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json(strapiBody(APPROVED_REQUESTS, 60));
      }),
    );
    await expect(getApprovedRequests('fr', { q: '  osei ', sort: 'title:desc', page: 2 })).resolves.toEqual({
      items: APPROVED_REQUESTS,
      pagination: { page: 1, pageSize: 100, pageCount: 1, total: 60 },
      q: 'osei',
    });
    expect(query).toBe('?locale=fr&q=osei&sort=title:desc&pagination[page]=2&pagination[pageSize]=25');

    await getApprovedRequests('en', FIRST_PAGE);
    expect(query).toBe('?locale=en&pagination[page]=1&pagination[pageSize]=25');
  });

  it('keys each page by locale and view (the search trimmed) and keeps the previous rows as placeholder', () => {
    const options = approvedRequestsQueryOptions('fr', { q: ' a ', sort: 'title:asc', page: 3 });
    expect(options.queryKey).toEqual(['approved-requests', 'fr', { q: 'a', sort: 'title:asc', page: 3 }]);
    const previous = { items: [], pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 }, q: '' };
    expect((options.placeholderData as (data: unknown) => unknown)(previous)).toBe(previous);
  });

  it('defaults missing relations and components, and drops malformed entries', async () => {
    server.use(
      http.get('*/api/approved-requests', () =>
        HttpResponse.json(strapiBody([{ documentId: 'x', projectTitle: 'Bare' }, { documentId: 'no-title' }, null], 3)),
      ),
    );
    await expect(getApprovedRequests('en', FIRST_PAGE)).resolves.toMatchObject({
      items: [{ documentId: 'x', projectTitle: 'Bare', intendedUseOfData: [], datasets: [], principalInvestigator: null }],
    });
  });

  it("rejects a body that is not a list, or has no pagination, with 'Invalid response'", async () => {
    server.use(http.get('*/api/approved-requests', () => HttpResponse.json({ data: { documentId: 'x' } })));
    await expect(getApprovedRequests('en', FIRST_PAGE)).rejects.toMatchObject({ message: 'Invalid response' });
    server.use(http.get('*/api/approved-requests', () => HttpResponse.json({ data: [], meta: {} })));
    await expect(getApprovedRequests('en', FIRST_PAGE)).rejects.toMatchObject({ message: 'Invalid response' });
  });
});
