import type { SectionHeading } from '@portal/shared';
import { useId } from 'react';

import { ContentState } from '@/components/content-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { DocumentDownload } from '@/features/governance/components/document-download';
import { useContentCollection } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** Committee proceedings: one download button per document, labelled with its date and title. */
export function ProceedingsList({ section }: { section: SectionHeading | null }) {
  const locale = useLocale();
  const t = useT();
  const titleId = useId();
  const query = useContentCollection('proceeding', locale);
  return (
    <section id="proceedings" className="governance-section proceedings" aria-labelledby={titleId}>
      <h2 id={titleId}>{section?.title || t('governance.proceedings.fallbackTitle')}</h2>
      {section?.intro ? <p className="governance-section__intro">{section.intro}</p> : null}
      <ContentState query={query} skeleton={<PageSkeleton />}>
        {(proceedings) =>
          proceedings.length === 0 ? (
            <p className="governance-empty">{t('governance.empty')}</p>
          ) : (
            <ul className="proceedings__list">
              {proceedings.map((proceeding) => (
                <li key={proceeding.documentId}>
                  <DocumentDownload document={proceeding} variant="secondary" />
                </li>
              ))}
            </ul>
          )
        }
      </ContentState>
    </section>
  );
}
