import { lazy } from 'react';

import { loadCatalogs } from '@/app/catalogs';
import { Deferred } from '@/components/deferred';
import { GovernanceProcessPage } from '@/features/governance/components/governance-process-page';

// The registry (a searchable table and a details dialog) is below the fold: its code and catalog
// load once the page has painted, so the hero does not wait for them (docs/performance.md).
const ApprovedRequestsRegistry = lazy(async () => {
  const [{ ApprovedRequestsRegistry: Registry }] = await Promise.all([
    import('@/features/registry/components/approved-requests-registry'),
    loadCatalogs(['registry']),
  ]);
  return { default: Registry };
});

/** The process page with the registry of approved requests (another feature) in its section. */
export function GovernanceProcessRoute() {
  return (
    <GovernanceProcessPage
      renderRegistry={(section) => (
        <Deferred>
          <ApprovedRequestsRegistry section={section} />
        </Deferred>
      )}
    />
  );
}
