import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getApprovedRequest } from '@/features/registry/api/get-approved-request';
import { getRegistryIndex, registryIndexQueryOptions } from '@/features/registry/api/get-registry-index';
import { APPROVED_REQUESTS, strapiBody } from '@/testing/fixtures-governance';
import { registryIndexBody, toIndexEntry } from '@/testing/registry-api';
import { server } from '@/testing/server';

describe('getRegistryIndex', () => {
  it('asks for the compact index in the locale and keeps every row', async () => {
    let query = '';
    server.use(
      http.get('*/api/approved-requests-index', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(registryIndexBody(APPROVED_REQUESTS));
      }),
    );
    await expect(getRegistryIndex('fr')).resolves.toEqual(APPROVED_REQUESTS.map(toIndexEntry));
    expect(query).toBe('?locale=fr');
    expect(registryIndexQueryOptions('fr').queryKey).toEqual(['approved-requests', 'index', 'fr']);
  });

  it('fills missing text with empty strings and drops malformed rows', async () => {
    server.use(
      http.get('*/api/approved-requests-index', () =>
        HttpResponse.json({
          data: [{ documentId: 'x', projectTitle: 'Bare', datasets: [1, 'A'] }, { documentId: 'y' }, null],
        }),
      ),
    );
    await expect(getRegistryIndex('en')).resolves.toEqual([
      {
        documentId: 'x',
        projectTitle: 'Bare',
        approvalDate: null,
        firstName: '',
        lastName: '',
        organization: '',
        datasets: ['A'],
        accessStartDate: null,
        accessEndDate: null,
      },
    ]);
  });

  it("rejects a body that is not a list with 'Invalid response'", async () => {
    server.use(http.get('*/api/approved-requests-index', () => HttpResponse.json({ data: { documentId: 'x' } })));
    await expect(getRegistryIndex('en')).rejects.toMatchObject({ message: 'Invalid response' });
  });
});

describe('getApprovedRequest', () => {
  it('loads one entry by documentId in the locale, defaulting missing relations and components', async () => {
    let url = '';
    server.use(
      http.get('*/api/approved-requests/:id', ({ request }) => {
        url = new URL(request.url).pathname + new URL(request.url).search;
        return HttpResponse.json(strapiBody({ documentId: 'a/b', projectTitle: 'Bare' }));
      }),
    );
    await expect(getApprovedRequest('fr', 'a/b')).resolves.toEqual({
      documentId: 'a/b',
      projectTitle: 'Bare',
      intendedUseOfData: [],
      datasets: [],
      principalInvestigator: null,
      accessStartDate: null,
      accessEndDate: null,
    });
    expect(url).toBe('/api/approved-requests/a%2Fb?locale=fr');
  });

  it("rejects a body without an entry with 'Invalid response'", async () => {
    server.use(http.get('*/api/approved-requests/:id', () => HttpResponse.json({ data: [] })));
    await expect(getApprovedRequest('en', 'x')).rejects.toMatchObject({ message: 'Invalid response' });
  });
});
