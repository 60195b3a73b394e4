import type { CommitteeMember, DataGovernanceCommitteePage } from '@portal/shared';
import { useId, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { Hero } from '@/components/hero';
import { PageSkeleton } from '@/components/page-skeleton';
import { Seo } from '@/components/seo';
import { TextColumns } from '@/components/text-columns';
import { COMMITTEE_MEMBERS_FRAGMENT } from '@/config/paths';
import { CommitteeMembers } from '@/features/governance/components/committee-members';
import { MemberDialog } from '@/features/governance/components/member-dialog';
import { useScrollToHash } from '@/features/governance/hooks/use-scroll-to-hash';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './governance.css';

function CommitteeContent({ page }: { page: DataGovernanceCommitteePage }) {
  const locale = useLocale();
  const t = useT();
  const titleId = useId();
  const committee = useContent('committee', locale);
  const [selected, setSelected] = useState<CommitteeMember | null>(null);
  const open = (member: CommitteeMember) => setSelected(member);
  const title = page.membersSectionTitle || t('governance.committee.fallbackTitle');
  // The hero links to #committee-members: scroll there once the members are in place.
  useScrollToHash(!committee.isPending);

  return (
    <div className="governance-page">
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <TextColumns block={page.textColumns} />
      <section
        id={COMMITTEE_MEMBERS_FRAGMENT}
        className="governance-section committee-members"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{title}</h2>
        <ContentState query={committee} skeleton={<PageSkeleton />}>
          {(content) =>
            content.members.length === 0 ? (
              <p className="governance-empty">{t('governance.empty')}</p>
            ) : (
              <CommitteeMembers members={content.members} label={title} onSelect={open} />
            )
          }
        </ContentState>
      </section>
      <MemberDialog member={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

/** /{locale}/data-governance/committee: hero, text columns, member grid and profile dialog. */
export function CommitteePage() {
  const locale = useLocale();
  const query = useContent('data-governance-committee', locale);
  return <ContentState query={query}>{(page) => <CommitteeContent page={page} />}</ContentState>;
}
