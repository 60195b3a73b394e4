import type { ApplicantRequestDetail, DatasetAccessRequestPage, RequestFormOptions } from '@portal/shared';
import { useMemo, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { Field } from '@/components/form/field';
import { Form, useAppForm } from '@/components/form/form';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import type { RequestableDataset } from '@/features/requests/api/form-content';
import { amendRequest } from '@/features/requests/api/request-actions';
import { ActionFormButtons, saveErrorMessage } from '@/features/requests/components/action-form-parts';
import { StepFields } from '@/features/requests/components/form-step-fields';
import { useFormContent } from '@/features/requests/hooks/use-form-content';
import { FORM_STEPS, type FormStep } from '@/features/requests/utils/form-steps';
import type { StepTexts } from '@/features/requests/utils/step-texts';
import { applyRequestServerErrors, submitResolver } from '@/features/requests/utils/form-validation';
import { formValuesFrom, toAnswersBody, type RequestFormValues } from '@/features/requests/utils/form-values';
import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { notifySuccess } from '@/lib/toast';

const AMENDABLE_STEPS = FORM_STEPS.filter(
  (step): step is Exclude<FormStep, 'attachments' | 'review'> => step !== 'attachments' && step !== 'review',
);
const stepTitle = (step: FormStep): MessageKey => `requests.form.step.${step}`;

type Props = { request: ApplicantRequestDetail; onDone: () => void; onCancel: () => void };

function AmendFields({
  request,
  content,
  datasets,
  options,
  onDone,
  onCancel,
  stepTexts,
}: Props & {
  content: DatasetAccessRequestPage;
  datasets: RequestableDataset[];
  options: RequestFormOptions;
  stepTexts: StepTexts;
}) {
  const t = useT();
  const resolver = useMemo(() => submitResolver(options), [options]);
  const form = useAppForm<RequestFormValues>({
    defaultValues: formValuesFrom(request),
    resolver,
    mode: 'onTouched',
  });
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onValid = async (values: RequestFormValues) => {
    setFormError(null);
    try {
      await amendRequest(request.documentId, {
        ...toAnswersBody(values),
        version: request.version,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notifySuccess(t('requests.amend.done'));
      onDone();
    } catch (error) {
      if (applyRequestServerErrors(form, error).length > 0) return;
      setFormError(saveErrorMessage(t, error));
    }
  };

  return (
    <Form form={form} onSubmit={onValid} idPrefix="amend" summary={false} className="request-action-form amend-form">
      <h3 className="request-actions__title">{t('requests.amend.title')}</h3>
      <FormErrorSummary />
      {formError ? (
        <p className="requests-notice requests-notice--error" role="alert">
          {formError}
        </p>
      ) : null}
      {AMENDABLE_STEPS.map((step) => (
        <fieldset key={step} className="amend-form__section">
          <legend className="amend-form__legend">{stepTexts[step]?.label ?? t(stepTitle(step))}</legend>
          <StepFields step={step} content={content} datasets={datasets} />
        </fieldset>
      ))}
      {/* The note goes with the answers but is not one of them: kept beside the form's values. */}
      <Field name="note" label={t('requests.amend.note')} hint={t('requests.amend.noteHint')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className="form-field__control form-field__control--textarea"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <ActionFormButtons submitLabel={t('requests.amend.submit')} pending={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

/** v2, information requested: the whole form, prefilled with the request's answers, resubmitted with the amend call. */
export function AmendForm(props: Props) {
  const locale = useLocale();
  const t = useT();
  const query = useFormContent(locale);
  return (
    <ContentState query={query} errorMessage={t('requests.form.contentError')}>
      {({ content, datasets, options, stepTexts }) => (
        <AmendFields {...props} content={content} datasets={datasets} options={options} stepTexts={stepTexts} />
      )}
    </ContentState>
  );
}
