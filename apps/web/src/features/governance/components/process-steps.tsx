import { BREAKPOINTS, type DataAccessStep } from '@portal/shared';
import { useId, useState } from 'react';

import { Carousel } from '@/components/carousel';
import { MediaImage } from '@/components/media-image';
import { useT } from '@/lib/i18n';

/** Spec §2, §9: up to 4 step cards at a time, fewer on narrower screens. */
const STEPS_CAROUSEL = {
  slidesToShow: 4,
  breakpoints: { [BREAKPOINTS.wide]: 3, [BREAKPOINTS.mobile]: 2, [BREAKPOINTS.small]: 1 },
  gap: 24,
} as const;

export type ProcessStepsProps = { title: string | null; steps: DataAccessStep[] };

/**
 * The selectable step cards of the process page: the first step is preselected; activating a
 * card (click, Enter or Space: they are buttons) shows its description in the live region below.
 */
export function ProcessSteps({ title, steps }: ProcessStepsProps) {
  const t = useT();
  const detailId = useId();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = steps[selectedIndex] ?? steps[0];
  if (!selected) return null;
  const heading = title || t('governance.steps.fallbackTitle');

  return (
    // Not a labelled region itself: the carousel inside is, under the same name.
    <section className="governance-section process-steps">
      <h2>{heading}</h2>
      <Carousel label={heading} {...STEPS_CAROUSEL}>
        {steps.map((step, index) => (
          <button
            key={step.id}
            type="button"
            className="step-card"
            aria-pressed={index === selectedIndex}
            aria-controls={detailId}
            onClick={() => setSelectedIndex(index)}
          >
            {step.icon ? (
              // The step number is written out next to it, so the icon is decorative here.
              <MediaImage media={step.icon} alt="" className="step-card__icon" />
            ) : null}
            <span className="step-card__number">{t('governance.steps.step', { index: index + 1 })}</span>
            <span className="step-card__title">{step.title}</span>
          </button>
        ))}
      </Carousel>
      <div id={detailId} className="step-detail" aria-live="polite" aria-atomic="true">
        <p className="step-detail__eyebrow">
          <span className="visually-hidden">{t('governance.steps.selected')}: </span>
          {t('governance.steps.step', { index: selectedIndex + 1 })}
        </p>
        <h3 className="step-detail__title">{selected.title}</h3>
        <p className="step-detail__description">{selected.description}</p>
      </div>
    </section>
  );
}
