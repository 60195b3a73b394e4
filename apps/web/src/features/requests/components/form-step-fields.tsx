import type { DatasetAccessRequestPage, Option, RequestFormSection } from '@portal/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/button';
import { CheckboxGroup, RadioGroup } from '@/components/form/choices';
import { useFieldError, useFieldIds } from '@/components/form/field';
import { DateInput, Select, TextArea, TextInput } from '@/components/form/inputs';
import type { RequestableDataset } from '@/features/requests/api/form-content';
import type { FormStep } from '@/features/requests/utils/form-steps';
import type { RequestFormValues } from '@/features/requests/utils/form-values';
import { useT, type MessageKey } from '@/lib/i18n';

export type StepFieldsProps = {
  content: DatasetAccessRequestPage;
  datasets: readonly RequestableDataset[];
};

type ChoiceName =
  | 'projectClassification'
  | 'fundingStatus'
  | 'independentReview'
  | 'protocol'
  | 'intendedUses'
  | 'regulatoryBodies'
  | 'dissemination';

/** The content's fields of type T. */
type ContentKey<T> = {
  [K in keyof DatasetAccessRequestPage]-?: DatasetAccessRequestPage[K] extends T ? K : never;
}[keyof DatasetAccessRequestPage];

/**
 * Where a choice question's words and options live in the dataset-access-request content, and
 * whether it takes several answers (checkboxes, an array) or one (radios).
 */
const CHOICES: Record<
  ChoiceName,
  { section: ContentKey<RequestFormSection | null>; options: ContentKey<Option[]>; multiple: boolean }
> = {
  projectClassification: {
    section: 'projectClassificationSection',
    options: 'projectClassifications',
    multiple: false,
  },
  intendedUses: { section: 'intendedUseSection', options: 'intendedUseOptions', multiple: true },
  fundingStatus: { section: 'fundingStatusSection', options: 'fundingStatusOptions', multiple: false },
  independentReview: { section: 'independentReviewSection', options: 'independentReviewOptions', multiple: false },
  regulatoryBodies: { section: 'regulatoryBodySection', options: 'regulatoryBodyOptions', multiple: true },
  dissemination: { section: 'disseminationSection', options: 'disseminationOptions', multiple: true },
  protocol: { section: 'protocolSection', options: 'protocolOptions', multiple: false },
};

/** One question of a step: its kind, its registered name, its label and what the control needs. */
type FieldSpec = { label: MessageKey; required?: boolean } & (
  | { kind: 'text'; name: string; type?: 'email'; autoComplete?: string }
  | { kind: 'textarea' | 'date'; name: string }
  | { kind: 'choice'; name: ChoiceName }
);
/** A row of questions side by side (the project's dates). */
type StepItem = FieldSpec | readonly FieldSpec[];

/** A principal investigator's text field (required unless said otherwise). */
const pi = (
  field: keyof RequestFormValues['principalInvestigator'],
  label: MessageKey,
  { autoComplete, required = true, type }: { autoComplete?: string; required?: boolean; type?: 'email' } = {},
): FieldSpec => ({ kind: 'text', name: `principalInvestigator.${field}`, label, required, autoComplete, type });

/** The questions of each step that has plain fields, in page order. */
const STEP_ITEMS: Partial<Record<FormStep, readonly StepItem[]>> = {
  project: [
    { kind: 'text', name: 'projectTitle', label: 'request.field.projectTitle', required: true },
    { kind: 'textarea', name: 'projectSummary', label: 'request.field.projectSummary', required: true },
    [
      { kind: 'date', name: 'projectStartDate', label: 'request.field.projectStartDate', required: true },
      { kind: 'date', name: 'projectEndDate', label: 'request.field.projectEndDate', required: true },
    ],
    { kind: 'choice', name: 'projectClassification', label: 'request.field.projectClassification', required: true },
  ],
  investigator: [
    pi('title', 'request.field.piTitle', { autoComplete: 'honorific-prefix', required: false }),
    pi('firstName', 'request.field.piFirstName', { autoComplete: 'given-name' }),
    pi('lastName', 'request.field.piLastName', { autoComplete: 'family-name' }),
    pi('email', 'request.field.piEmail', { autoComplete: 'email', type: 'email' }),
    pi('organization', 'request.field.piOrganization', { autoComplete: 'organization' }),
    pi('organizationType', 'request.field.piOrganizationType', { required: false }),
    pi('country', 'request.field.piCountry', { autoComplete: 'country-name' }),
  ],
  use: [{ kind: 'choice', name: 'intendedUses', label: 'request.field.intendedUses', required: true }],
  funding: [
    { kind: 'choice', name: 'fundingStatus', label: 'request.field.fundingStatus', required: true },
    { kind: 'textarea', name: 'fundingDetails', label: 'request.field.fundingDetails' },
    { kind: 'choice', name: 'independentReview', label: 'request.field.independentReview', required: true },
    { kind: 'textarea', name: 'independentReviewDetails', label: 'request.field.independentReviewDetails' },
  ],
  regulatory: [
    { kind: 'choice', name: 'regulatoryBodies', label: 'request.field.regulatoryBodies' },
    { kind: 'textarea', name: 'regulatoryBodyDetails', label: 'request.field.regulatoryBodyDetails' },
  ],
  dissemination: [
    { kind: 'choice', name: 'dissemination', label: 'request.field.dissemination', required: true },
    { kind: 'choice', name: 'protocol', label: 'request.field.protocol', required: true },
  ],
};

/** A choice question from the content: its section's title and help, its options in the current locale. */
function ChoiceQuestion({
  name,
  label,
  required,
  content,
}: {
  name: ChoiceName;
  label: string;
  required?: boolean;
  content: DatasetAccessRequestPage;
}) {
  const choice = CHOICES[name];
  const section = content[choice.section];
  const Group = choice.multiple ? CheckboxGroup : RadioGroup;
  return (
    <Group
      name={name}
      legend={section?.title ?? label}
      hint={section?.helpText ?? undefined}
      required={required}
      options={content[choice.options] ?? []}
    />
  );
}

function Question({ spec, content }: { spec: FieldSpec; content: DatasetAccessRequestPage }) {
  const t = useT();
  const label = t(spec.label);
  switch (spec.kind) {
    case 'choice':
      return <ChoiceQuestion name={spec.name} label={label} required={spec.required} content={content} />;
    case 'textarea':
      return <TextArea name={spec.name} label={label} required={spec.required} />;
    case 'date':
      return <DateInput name={spec.name} label={label} required={spec.required} />;
    default:
      return (
        <TextInput
          name={spec.name}
          label={label}
          required={spec.required}
          type={spec.type}
          autoComplete={spec.autoComplete}
        />
      );
  }
}

function DatasetsFields({ content, datasets }: StepFieldsProps) {
  const t = useT();
  const { control } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'requestedDatasets' });
  const list = useFieldIds('requestedDatasets');
  // The list's own error ("choose a dataset"): on the list, or under `root` beside item errors.
  const ownError = useFieldError('requestedDatasets');
  const rootError = useFieldError('requestedDatasets.root');
  const listError = ownError ?? rootError;
  const chosen = useWatch({ control, name: 'requestedDatasets' });
  return (
    <div className="form-step__group">
      {content.datasetsSection?.helpText ? <p className="form-step__help">{content.datasetsSection.helpText}</p> : null}
      {listError ? (
        <p id={list.controlId} className="form-field__error" tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      <ol className="dataset-rows">
        {fields.map((row, index) => {
          const selected = datasets.find((dataset) => dataset.documentId === chosen[index]?.dataset);
          return (
            <li key={row.id} className="dataset-rows__item">
              <fieldset className="dataset-rows__fieldset">
                <legend className="dataset-rows__legend">
                  {t('requests.form.datasets.item', { index: index + 1 })}
                </legend>
                <Select
                  name={`requestedDatasets.${index}.dataset`}
                  label={t('requests.form.datasets.dataset')}
                  required
                  options={datasets.map((dataset) => ({ value: dataset.documentId, label: dataset.title }))}
                />
                <Select
                  name={`requestedDatasets.${index}.dataLevel`}
                  label={t('requests.form.datasets.level')}
                  hint={t('requests.form.datasets.levelHint')}
                  required
                  options={(selected?.dataLevels ?? []).map((level) => ({ value: level.key, label: level.label }))}
                />
                <Button variant="link" size="small" onClick={() => remove(index)}>
                  {t('requests.form.datasets.remove', { index: index + 1 })}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => append({ dataset: '', dataLevel: '' })}>
        {t('requests.form.datasets.add')}
      </Button>
    </div>
  );
}

/** The fields of one step (the attachments and review steps have their own components). */
export function StepFields({ step, content, datasets }: StepFieldsProps & { step: FormStep }) {
  if (step === 'datasets') return <DatasetsFields content={content} datasets={datasets} />;
  const items = STEP_ITEMS[step];
  if (!items) return null;
  return (
    <div className="form-step__group">
      {items.map((item) =>
        'kind' in item ? (
          <Question key={item.name} spec={item} content={content} />
        ) : (
          <div key={item.map((spec) => spec.name).join()} className="form-step__dates">
            {item.map((spec) => (
              <Question key={spec.name} spec={spec} content={content} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
