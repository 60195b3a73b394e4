import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { StepList, type StepState } from '@/features/requests/components/step-list';
import { FORM_STEPS, type FormStep } from '@/features/requests/utils/form-steps';
import { stepTextsFrom } from '@/features/requests/utils/step-texts';
import { withRouteIntl } from '@/testing/intl';

function renderAt(locale: string, element: ReactNode) {
  const router = createMemoryRouter(withRouteIntl([{ path: '/:locale', element }]), { initialEntries: [`/${locale}`] });
  return render(<RouterProvider router={router} />);
}

const states = Object.fromEntries(FORM_STEPS.map((step) => [step, 'none'])) as Record<FormStep, StepState>;

function StepListWith({ texts }: { texts: ReturnType<typeof stepTextsFrom> }) {
  return (
    <StepList
      steps={FORM_STEPS}
      current="datasets"
      states={states}
      hrefFor={(step) => `?step=${step}`}
      onSelect={vi.fn()}
      labelFor={(step) => texts[step]?.label}
    />
  );
}

const stepNames = () =>
  within(screen.getByRole('navigation', { name: /steps|étapes/i }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/^\d+/, ''));

describe('step list', () => {
  it('shows the editor’s label of each step the CMS has, and the app’s title for the others', () => {
    const texts = stepTextsFrom([
      { step: 'datasets', label: 'Pick your data', description: 'Which datasets.' },
      { step: 'review', label: 'Last look', description: null },
    ]);
    renderAt('en', <StepListWith texts={texts} />);
    expect(stepNames()).toEqual([
      'Pick your data',
      'Project',
      'Principal investigator',
      'Intended use',
      'Funding and review',
      'Regulatory bodies',
      'Dissemination and protocol',
      'Attachments',
      'Last look',
    ]);
  });

  it('falls back to the app’s own titles, in the current locale, when the CMS has no steps', () => {
    renderAt('fr', <StepListWith texts={stepTextsFrom(undefined)} />);
    expect(stepNames()).toEqual([
      'Jeux de données',
      'Projet',
      'Chercheuse ou chercheur principal',
      'Utilisation prévue',
      'Financement et examen',
      'Organismes de réglementation',
      'Diffusion et protocole',
      'Pièces jointes',
      'Vérifier et soumettre',
    ]);
  });
});

describe('stepTextsFrom', () => {
  it('keeps the first entry of each known step with a label, trimmed', () => {
    expect(
      stepTextsFrom([
        { step: 'project', label: ' Project ', description: ' About it ' },
        { step: 'project', label: 'Second', description: null },
        { step: 'use', label: '  ', description: 'No label' },
        { step: 'team' as FormStep, label: 'Old step', description: null },
        { step: 'funding', label: 'Money', description: '' },
      ]),
    ).toEqual({
      project: { label: 'Project', description: 'About it' },
      funding: { label: 'Money', description: null },
    });
  });

  it('reads nothing from missing content', () => {
    expect(stepTextsFrom(null)).toEqual({});
    expect(stepTextsFrom([])).toEqual({});
  });
});
