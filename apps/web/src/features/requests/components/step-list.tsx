import { Link } from 'react-router-dom';

import type { FormStep } from '@/features/requests/utils/form-steps';
import { useT, type MessageKey } from '@/lib/i18n';

export type StepState = 'complete' | 'attention' | 'none';
export const stepTitleKey = (step: FormStep): MessageKey => `requests.form.step.${step}`;

type Props = {
  steps: readonly FormStep[];
  current: FormStep;
  states: Record<FormStep, StepState>;
  hrefFor: (step: FormStep) => string;
  onSelect: (step: FormStep) => void;
  labelFor?: (step: FormStep) => string | undefined;
};

/** The form's steps as links, with the current one marked and each step's state in words. */
export function StepList({ steps, current, states, hrefFor, onSelect, labelFor }: Props) {
  const t = useT();
  return (
    <nav aria-label={t('requests.form.steps')}>
      <ol className="step-list">
        {steps.map((step, index) => {
          const state = states[step];
          return (
            <li key={step} className={`step-list__item step-list__item--${state}`}>
              <Link
                to={hrefFor(step)}
                className="step-list__link"
                aria-current={step === current ? 'step' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(step);
                }}
              >
                <span className="step-list__marker" aria-hidden="true">
                  {state === 'complete' ? '✓' : state === 'attention' ? '!' : index + 1}
                </span>
                <span>
                  {labelFor?.(step) ?? t(stepTitleKey(step))}
                  {state !== 'none' ? (
                    <span className="step-list__state">
                      {t(
                        state === 'complete' ? 'requests.form.stepState.complete' : 'requests.form.stepState.attention',
                      )}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
