import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  contentCollectionQueryOptions,
  contentQueryOptions,
  getContent,
  getContentCollection,
} from '@/lib/content-api';
import {
  committeeFixture,
  dataGovernanceCommitteeFixture,
  dataGovernanceFixture,
  dataGovernanceProcessFixture,
  dataGovernanceSecurityFixture,
  governanceHandlers,
  policiesFixture,
  proceedingsFixture,
} from '@/testing/fixtures-governance';
import { server } from '@/testing/server';

describe('governance fetchers', () => {
  it('fetch each page and list for the requested locale, sending only `locale`', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      queries.push(new URL(request.url).search);
    });
    server.use(...governanceHandlers());

    await expect(getContent('data-governance', 'fr')).resolves.toEqual(dataGovernanceFixture('fr'));
    await expect(getContent('data-governance-process', 'fr')).resolves.toEqual(dataGovernanceProcessFixture('fr'));
    await expect(getContent('data-governance-committee', 'fr')).resolves.toEqual(dataGovernanceCommitteeFixture('fr'));
    await expect(getContent('data-governance-security', 'fr')).resolves.toEqual(dataGovernanceSecurityFixture('fr'));
    await expect(getContent('committee', 'fr')).resolves.toEqual(committeeFixture('fr'));
    await expect(getContentCollection('policy', 'fr')).resolves.toEqual(policiesFixture('fr'));
    await expect(getContentCollection('proceeding', 'fr')).resolves.toEqual(proceedingsFixture('fr'));
    server.events.removeAllListeners();

    expect(new Set(queries)).toEqual(new Set(['?locale=fr']));
  });

  it('key each query by content type and locale', () => {
    expect(contentQueryOptions('data-governance', 'en').queryKey).toEqual(['content', 'data-governance', 'en']);
    expect(contentQueryOptions('committee', 'fr').queryKey).toEqual(['content', 'committee', 'fr']);
    expect(contentCollectionQueryOptions('policy', 'fr').queryKey).toEqual(['content', 'policy', 'fr']);
    expect(contentCollectionQueryOptions('proceeding', 'en').queryKey).toEqual(['content', 'proceeding', 'en']);
  });

  it("reject unpublished pages and non-list collections with 'Invalid response'", async () => {
    server.use(
      http.get('*/api/data-governance', () => HttpResponse.json({ data: null, meta: {} })),
      http.get('*/api/policies', () => HttpResponse.json({ data: {}, meta: {} })),
    );
    await expect(getContent('data-governance', 'en')).rejects.toMatchObject({ message: 'Invalid response' });
    await expect(getContentCollection('policy', 'en')).rejects.toMatchObject({ message: 'Invalid response' });
  });

  it('pass on the server error', async () => {
    server.use(
      http.get('*/api/committee', () =>
        HttpResponse.json(
          { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
          { status: 404 },
        ),
      ),
    );
    await expect(getContent('committee', 'xx')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });
});
