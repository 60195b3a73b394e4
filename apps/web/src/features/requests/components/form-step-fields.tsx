import type { DatasetAccessRequestPage, Option, RequestFormSection } from '@portal/shared';
import { Controller, useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';

import { Button } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/form-field';
import type { RequestableDataset } from '@/features/requests/api/form-content';
import { ChoiceGroup } from '@/features/requests/components/choice-group';
import type { FormStep } from '@/features/requests/utils/form-steps';
import { fieldId } from '@/features/requests/utils/form-steps';
import type { RequestFormValues } from '@/features/requests/utils/form-values';
import { useT } from '@/lib/i18n';

type Path = FieldPath<RequestFormValues>;

export type StepFieldsProps = {
  content: DatasetAccessRequestPage;
  datasets: readonly RequestableDataset[];
};

/** The message of a field's error, wherever react-hook-form nests it. */
function useError(name: Path): string | undefined {
  const { formState, getFieldState } = useFormContext<RequestFormValues>();
  const state = getFieldState(name, formState);
  return state.error?.message;
}

function Text({
  name,
  label,
  required,
  multiline,
  type,
  hint,
  autoComplete,
}: {
  name: Path;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  hint?: string | null;
  autoComplete?: string;
}) {
  const { register } = useFormContext<RequestFormValues>();
  const error = useError(name);
  const common = { id: fieldId(name), label, required, error, hint: hint ?? undefined };
  return multiline ? (
    <TextAreaField {...common} {...register(name)} />
  ) : (
    <TextField {...common} type={type} autoComplete={autoComplete} {...register(name)} />
  );
}

function Choice({
  name,
  section,
  options,
  multiple,
  required,
  label,
}: {
  name:
    | 'projectClassification'
    | 'fundingStatus'
    | 'independentReview'
    | 'protocol'
    | 'intendedUses'
    | 'regulatoryBodies'
    | 'dissemination';
  section: RequestFormSection | null | undefined;
  options: readonly Option[] | null | undefined;
  multiple?: boolean;
  required?: boolean;
  label: string;
}) {
  const { control } = useFormContext<RequestFormValues>();
  const error = useError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        multiple ? (
          <ChoiceGroup
            multiple
            id={fieldId(name)}
            name={name}
            legend={section?.title ?? label}
            hint={section?.helpText}
            error={error}
            required={required}
            options={options ?? []}
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        ) : (
          <ChoiceGroup
            id={fieldId(name)}
            name={name}
            legend={section?.title ?? label}
            hint={section?.helpText}
            error={error}
            required={required}
            options={options ?? []}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )
      }
    />
  );
}

type RowErrors = Record<string, { dataset?: { message?: string }; dataLevel?: { message?: string } } | undefined>;

function DatasetsFields({ content, datasets }: StepFieldsProps) {
  const t = useT();
  const { control, register, watch, formState } = useFormContext<RequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'requestedDatasets' });
  const listError = formState.errors.requestedDatasets?.message ?? formState.errors.requestedDatasets?.root?.message;
  // Item errors sit under the row's index (array or record, depending on where they came from).
  const rowErrors = (formState.errors.requestedDatasets ?? {}) as unknown as RowErrors;
  const chosen = watch('requestedDatasets');
  return (
    <div className="form-step__group">
      {content.datasetsSection?.helpText ? <p className="form-step__help">{content.datasetsSection.helpText}</p> : null}
      {listError ? (
        <p id={fieldId('requestedDatasets')} className="form-field__error" tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      <ol className="dataset-rows">
        {fields.map((row, index) => {
          const selected = datasets.find((dataset) => dataset.documentId === chosen[index]?.dataset);
          const errors = rowErrors[String(index)];
          return (
            <li key={row.id} className="dataset-rows__item">
              <fieldset className="dataset-rows__fieldset">
                <legend className="dataset-rows__legend">
                  {t('requests.form.datasets.item', { index: index + 1 })}
                </legend>
                <SelectField
                  id={fieldId(`requestedDatasets.${index}.dataset`)}
                  label={t('requests.form.datasets.dataset')}
                  required
                  error={errors?.dataset?.message}
                  options={datasets.map((dataset) => ({ value: dataset.documentId, label: dataset.title }))}
                  {...register(`requestedDatasets.${index}.dataset`)}
                />
                <SelectField
                  id={fieldId(`requestedDatasets.${index}.dataLevel`)}
                  label={t('requests.form.datasets.level')}
                  hint={t('requests.form.datasets.levelHint')}
                  required
                  error={errors?.dataLevel?.message}
                  options={(selected?.dataLevels ?? []).map((level) => ({ value: level, label: level }))}
                  {...register(`requestedDatasets.${index}.dataLevel`)}
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
  const t = useT();
  switch (step) {
    case 'datasets':
      return <DatasetsFields content={content} datasets={datasets} />;
    case 'project':
      return (
        <div className="form-step__group">
          <Text name="projectTitle" label={t('request.field.projectTitle')} required />
          <Text name="projectSummary" label={t('request.field.projectSummary')} required multiline />
          <div className="form-step__dates">
            <Text name="projectStartDate" label={t('request.field.projectStartDate')} type="date" required />
            <Text name="projectEndDate" label={t('request.field.projectEndDate')} type="date" required />
          </div>
          <Choice
            name="projectClassification"
            label={t('request.field.projectClassification')}
            section={content.projectClassificationSection}
            options={content.projectClassifications}
            required
          />
        </div>
      );
    case 'investigator':
      return (
        <div className="form-step__group">
          <Text name="principalInvestigator.title" label={t('request.field.piTitle')} autoComplete="honorific-prefix" />
          <Text
            name="principalInvestigator.firstName"
            label={t('request.field.piFirstName')}
            required
            autoComplete="given-name"
          />
          <Text
            name="principalInvestigator.lastName"
            label={t('request.field.piLastName')}
            required
            autoComplete="family-name"
          />
          <Text
            name="principalInvestigator.email"
            label={t('request.field.piEmail')}
            type="email"
            required
            autoComplete="email"
          />
          <Text
            name="principalInvestigator.organization"
            label={t('request.field.piOrganization')}
            required
            autoComplete="organization"
          />
          <Text name="principalInvestigator.organizationType" label={t('request.field.piOrganizationType')} />
          <Text
            name="principalInvestigator.country"
            label={t('request.field.piCountry')}
            required
            autoComplete="country-name"
          />
        </div>
      );
    case 'use':
      return (
        <Choice
          name="intendedUses"
          multiple
          required
          label={t('request.field.intendedUses')}
          section={content.intendedUseSection}
          options={content.intendedUseOptions}
        />
      );
    case 'funding':
      return (
        <div className="form-step__group">
          <Choice
            name="fundingStatus"
            required
            label={t('request.field.fundingStatus')}
            section={content.fundingStatusSection}
            options={content.fundingStatusOptions}
          />
          <Text name="fundingDetails" label={t('request.field.fundingDetails')} multiline />
          <Choice
            name="independentReview"
            required
            label={t('request.field.independentReview')}
            section={content.independentReviewSection}
            options={content.independentReviewOptions}
          />
          <Text name="independentReviewDetails" label={t('request.field.independentReviewDetails')} multiline />
        </div>
      );
    case 'regulatory':
      return (
        <div className="form-step__group">
          <Choice
            name="regulatoryBodies"
            multiple
            label={t('request.field.regulatoryBodies')}
            section={content.regulatoryBodySection}
            options={content.regulatoryBodyOptions}
          />
          <Text name="regulatoryBodyDetails" label={t('request.field.regulatoryBodyDetails')} multiline />
        </div>
      );
    case 'dissemination':
      return (
        <div className="form-step__group">
          <Choice
            name="dissemination"
            multiple
            required
            label={t('request.field.dissemination')}
            section={content.disseminationSection}
            options={content.disseminationOptions}
          />
          <Choice
            name="protocol"
            required
            label={t('request.field.protocol')}
            section={content.protocolSection}
            options={content.protocolOptions}
          />
        </div>
      );
    default:
      return null;
  }
}
