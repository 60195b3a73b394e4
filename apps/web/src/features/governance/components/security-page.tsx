import { BREAKPOINTS, type DataGovernanceSecurityPage, type SecuritySafeguardItem } from '@portal/shared';
import { useId, useMemo } from 'react';

import { ContentState } from '@/components/content-state';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Hero } from '@/components/hero';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { useContent } from '@/lib/content-api';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './governance.css';

function Safeguards({ page, caption }: { page: DataGovernanceSecurityPage; caption: string }) {
  const t = useT();
  const mobile = useMediaQuery(maxWidth(BREAKPOINTS.mobile));
  const layer = page.layerHeader || t('governance.security.fallbackLayer');
  const safeguard = page.safeguardHeader || t('governance.security.fallbackSafeguard');
  const columns = useMemo<DataTableColumn<SecuritySafeguardItem>[]>(
    () => [
      {
        id: 'item',
        header: layer,
        accessor: (row) => row.item,
        cell: (row) => <span className="safeguards__layer">{row.item}</span>,
        sortable: false,
        width: '30%',
      },
      { id: 'description', header: safeguard, accessor: (row) => row.description, sortable: false },
    ],
    [layer, safeguard],
  );

  if (mobile) {
    // Stacked cards on mobile: each layer with its safeguards, as term/definition pairs.
    return (
      <ul className="safeguards-stack" aria-label={caption}>
        {page.safeguards.map((row) => (
          <li key={row.id} className="safeguards-stack__item">
            <dl>
              <dt>{layer}</dt>
              <dd className="safeguards__layer">{row.item}</dd>
              <dt>{safeguard}</dt>
              <dd>{row.description}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable
      className="safeguards-table"
      data={page.safeguards}
      columns={columns}
      caption={caption}
      hideCaption
      getRowId={(row) => String(row.id)}
    />
  );
}

function SecurityContent({ page }: { page: DataGovernanceSecurityPage }) {
  const titleId = useId();
  const caption = page.intro?.title || page.hero?.title || '';
  return (
    <div className="governance-page">
      <Seo seo={page.seo} fallbackTitle={page.hero?.title} fallbackDescription={page.hero?.description} />
      <Hero hero={page.hero} />
      <section className="governance-section safeguards" aria-labelledby={page.intro ? titleId : undefined}>
        {page.intro ? (
          <>
            <h2 id={titleId}>{page.intro.title}</h2>
            <RichText markdown={page.intro.body} />
          </>
        ) : null}
        {page.safeguards.length > 0 ? <Safeguards page={page} caption={caption} /> : null}
      </section>
    </div>
  );
}

/** /{locale}/data-governance/security: hero, intro, layer/safeguard table (stacked on mobile). */
export function SecurityPage() {
  const locale = useLocale();
  const query = useContent('data-governance-security', locale);
  return <ContentState query={query}>{(page) => <SecurityContent page={page} />}</ContentState>;
}
