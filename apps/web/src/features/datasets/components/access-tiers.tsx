import type { DatasetAccessTier } from '@portal/shared';
import { useId } from 'react';

import { MediaImage } from '@/components/media-image';
import { useT } from '@/lib/i18n';

/**
 * The library's tier rows: one access level each, with its label, title, description and what it
 * involves. The tier icon repeats the label next to it, so it is decorative (alt="").
 */
export function AccessTiers({ tiers }: { tiers: DatasetAccessTier[] }) {
  const t = useT();
  const titleId = useId();
  if (tiers.length === 0) return null;
  return (
    <section className="access-tiers" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('datasets.tiers.title')}
      </h2>
      <ol className="access-tiers__list">
        {tiers.map((tier, index) => (
          <li key={tier.id ?? index} className="access-tier">
            {tier.image ? (
              <div className="access-tier__media">
                <MediaImage media={tier.image} alt="" className="access-tier__image" />
              </div>
            ) : null}
            <div className="access-tier__text">
              <p className="access-tier__label">{tier.tierLabel}</p>
              <h3 className="access-tier__title">{tier.title}</h3>
              {tier.description ? <p className="access-tier__description">{tier.description}</p> : null}
            </div>
            {tier.features.length > 0 ? (
              <ul className="access-tier__features">
                {tier.features.map((feature, featureIndex) => (
                  <li key={`${feature.value}-${featureIndex}`}>{feature.value}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
