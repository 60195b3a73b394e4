import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { approvedRequestsQueryOptions, getApprovedRequests } from '@/features/registry/api/get-approved-requests';
import { APPROVED_REQUESTS, strapiBody } from '@/testing/fixtures-governance';
import { server } from '@/testing/server';

describe('getApprovedRequests', () => {
  it('sends only the locale and unwraps the Strapi list', async () => {
    let query = '';
    server.use(
      http.get('*/api/approved-requests', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(strapiBody(APPROVED_REQUESTS, APPROVED_REQUESTS.length));
      }),
    );
    await expect(getApprovedRequests('fr')).resolves.toEqual(APPROVED_REQUESTS);
    expect(query).toBe('?locale=fr');
    expect(approvedRequestsQueryOptions('fr').queryKey).toEqual(['approved-requests', 'fr']);
  });

  it('defaults missing relations and components, and drops malformed entries', async () => {
    server.use(
      http.get('*/api/approved-requests', () =>
        HttpResponse.json(strapiBody([{ documentId: 'x', projectTitle: 'Bare' }, { documentId: 'no-title' }, null])),
      ),
    );
    await expect(getApprovedRequests('en')).resolves.toEqual([
      { documentId: 'x', projectTitle: 'Bare', intendedUseOfData: [], datasets: [], principalInvestigator: null },
    ]);
  });

  it("rejects a body that is not a list with 'Invalid response'", async () => {
    server.use(http.get('*/api/approved-requests', () => HttpResponse.json({ data: { documentId: 'x' } })));
    await expect(getApprovedRequests('en')).rejects.toMatchObject({ message: 'Invalid response' });
  });
});
