import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { committeeQueryOptions, getCommittee } from '@/features/governance/api/get-committee';
import { dataGovernanceQueryOptions, getDataGovernance } from '@/features/governance/api/get-data-governance';
import { getDataGovernanceCommittee } from '@/features/governance/api/get-data-governance-committee';
import { getDataGovernanceProcess } from '@/features/governance/api/get-data-governance-process';
import { getDataGovernanceSecurity } from '@/features/governance/api/get-data-governance-security';
import { getPolicies, policiesQueryOptions } from '@/features/governance/api/get-policies';
import { getProceedings, proceedingsQueryOptions } from '@/features/governance/api/get-proceedings';
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

    await expect(getDataGovernance('fr')).resolves.toEqual(dataGovernanceFixture('fr'));
    await expect(getDataGovernanceProcess('fr')).resolves.toEqual(dataGovernanceProcessFixture('fr'));
    await expect(getDataGovernanceCommittee('fr')).resolves.toEqual(dataGovernanceCommitteeFixture('fr'));
    await expect(getDataGovernanceSecurity('fr')).resolves.toEqual(dataGovernanceSecurityFixture('fr'));
    await expect(getCommittee('fr')).resolves.toEqual(committeeFixture('fr'));
    await expect(getPolicies('fr')).resolves.toEqual(policiesFixture('fr'));
    await expect(getProceedings('fr')).resolves.toEqual(proceedingsFixture('fr'));
    server.events.removeAllListeners();

    expect(new Set(queries)).toEqual(new Set(['?locale=fr']));
  });

  it('key each query by noun and locale', () => {
    expect(dataGovernanceQueryOptions('en').queryKey).toEqual(['data-governance', 'en']);
    expect(committeeQueryOptions('fr').queryKey).toEqual(['committee', 'fr']);
    expect(policiesQueryOptions('fr').queryKey).toEqual(['policies', 'fr']);
    expect(proceedingsQueryOptions('en').queryKey).toEqual(['proceedings', 'en']);
  });

  it("reject unpublished pages and non-list collections with 'Invalid response'", async () => {
    server.use(
      http.get('*/api/data-governance', () => HttpResponse.json({ data: null, meta: {} })),
      http.get('*/api/policies', () => HttpResponse.json({ data: {}, meta: {} })),
    );
    await expect(getDataGovernance('en')).rejects.toMatchObject({ message: 'Invalid response' });
    await expect(getPolicies('en')).rejects.toMatchObject({ message: 'Invalid response' });
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
    await expect(getCommittee('xx')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });
});
