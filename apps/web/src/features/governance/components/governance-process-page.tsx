import type { DataGovernanceProcessPage, RegistrySection } from '@portal/shared';
import { lazy, useId, type ReactNode } from 'react';

import { ContentState } from '@/components/content-state';
import { Deferred } from '@/components/deferred';
import { Hero } from '@/components/hero';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { ProcessSteps } from '@/features/governance/components/process-steps';
import { useScrollToHash } from '@/features/governance/hooks/use-scroll-to-hash';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';

import './governance.css';

// Below the fold, with their own requests and the date formatting: loaded once the page has painted.
const PoliciesList = lazy(() =>
  import('@/features/governance/components/policies-list').then((m) => ({ default: m.PoliciesList })),
);
const ProceedingsList = lazy(() =>
  import('@/features/governance/components/proceedings-list').then((m) => ({ default: m.ProceedingsList })),
);

export type GovernanceProcessPageProps = {
  /**
   * The approved-requests registry, given the CMS registry section (labels, placeholder). It
   * belongs to the registry feature, so the route composes it in (features do not import
   * each other).
   */
  renderRegistry?: (section: RegistrySection) => ReactNode;
};

function ProcessContent({ page, renderRegistry }: { page: DataGovernanceProcessPage } & GovernanceProcessPageProps) {
  const aboutTitleId = useId();
  useScrollToHash(true);
  return (
    <div className="governance-page">
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      {page.about ? (
        <section className="governance-section governance-about" aria-labelledby={aboutTitleId}>
          <h2 id={aboutTitleId}>{page.about.title}</h2>
          <RichText markdown={page.about.body} />
        </section>
      ) : null}
      {page.steps.length > 0 ? <ProcessSteps title={page.stepsTitle} steps={page.steps} /> : null}
      {page.registrySection && renderRegistry ? renderRegistry(page.registrySection) : null}
      <Deferred>
        <PoliciesList section={page.policiesSection} />
        <ProceedingsList section={page.proceedingsSection} />
      </Deferred>
    </div>
  );
}

/** /{locale}/data-governance/process: hero, about, steps, registry, policies, proceedings. */
export function GovernanceProcessPage({ renderRegistry }: GovernanceProcessPageProps) {
  const locale = useLocale();
  const query = useContent('data-governance-process', locale);
  return (
    <ContentState query={query}>
      {(page) => <ProcessContent page={page} renderRegistry={renderRegistry} />}
    </ContentState>
  );
}
