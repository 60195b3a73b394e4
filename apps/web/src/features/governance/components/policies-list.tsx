import type { PoliciesSection, Policy } from '@portal/shared';
import { useId, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { DocumentDownload } from '@/features/governance/components/document-download';
import { splitPolicies } from '@/features/governance/policies-split';
import { useContentCollection } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** Anchor of the policies on the process page (the governance home links to `process#policies`). */
const POLICIES_ANCHOR = 'policies';

function PolicyItems({ policies }: { policies: Policy[] }) {
  return (
    <>
      {policies.map((policy) => (
        <li key={policy.documentId}>
          <DocumentDownload document={policy} variant="link" />
        </li>
      ))}
    </>
  );
}

/** The first 12 policies, and the rest in a panel opened by a more/less toggle (spec §2). */
function PoliciesPanel({
  policies,
  moreLabel,
  lessLabel,
}: {
  policies: Policy[];
  moreLabel: string;
  lessLabel: string;
}) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { visible, more } = splitPolicies(policies);
  if (policies.length === 0) return <p className="governance-empty">{t('governance.empty')}</p>;
  return (
    <>
      <ul className="document-list">
        <PolicyItems policies={visible} />
      </ul>
      {more.length > 0 ? (
        <>
          <ul id={panelId} className="document-list document-list--more" hidden={!open}>
            <PolicyItems policies={more} />
          </ul>
          <button
            type="button"
            className="button button--secondary policies__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? lessLabel : moreLabel}
          </button>
        </>
      ) : null}
    </>
  );
}

export function PoliciesList({ section }: { section: PoliciesSection | null }) {
  const locale = useLocale();
  const t = useT();
  const titleId = useId();
  const query = useContentCollection('policy', locale);
  return (
    <section id={POLICIES_ANCHOR} className="governance-section policies" aria-labelledby={titleId}>
      <h2 id={titleId}>{section?.title || t('governance.policies.fallbackTitle')}</h2>
      {section?.intro ? <p className="governance-section__intro">{section.intro}</p> : null}
      <ContentState query={query} skeleton={<PageSkeleton />}>
        {(policies) => (
          <PoliciesPanel
            policies={policies}
            moreLabel={section?.moreLabel || t('governance.policies.more')}
            lessLabel={section?.lessLabel || t('governance.policies.less')}
          />
        )}
      </ContentState>
    </section>
  );
}
