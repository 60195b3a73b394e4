import type { RegistrySection } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { loadCatalogs } from '@/app/catalogs';
import { GovernanceProcessPage } from '@/features/governance/components/governance-process-page';
import { useIdle } from '@/lib/idle';

// The registry (a searchable table and a details dialog) is below the fold: its code and catalog
// load once the page has painted, so the hero does not wait for them (docs/performance.md).
const ApprovedRequestsRegistry = lazy(async () => {
  const [{ ApprovedRequestsRegistry: Registry }] = await Promise.all([
    import('@/features/registry/components/approved-requests-registry'),
    loadCatalogs(['registry']),
  ]);
  return { default: Registry };
});

function DeferredRegistry({ section }: { section: RegistrySection }) {
  const idle = useIdle();
  // A link to an anchor on the page needs every section there at once to scroll to it.
  const { hash } = useLocation();
  if (!idle && !hash) return null;
  return (
    <Suspense fallback={null}>
      <ApprovedRequestsRegistry section={section} />
    </Suspense>
  );
}

/** The process page with the registry of approved requests (another feature) in its section. */
export function GovernanceProcessRoute() {
  return <GovernanceProcessPage renderRegistry={(section) => <DeferredRegistry section={section} />} />;
}
