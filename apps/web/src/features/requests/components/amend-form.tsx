import type { ApplicantRequestDetail, DatasetAccessRequestPage, RequestFormOptions } from '@portal/shared';
import { Fragment, useMemo, useState } from 'react';

import { ContentState } from '@/components/content-state';
import { Field } from '@/components/form/field';
import { FieldNote, FieldNotes } from '@/components/form/field-notes';
import { Form, useAppForm } from '@/components/form/form';
import { fieldId, kebabName } from '@/components/form/form-context';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import type { RequestableDataset } from '@/features/requests/api/form-content';
import { amendRequest } from '@/features/requests/api/request-actions';
import { ActionFormButtons, saveErrorMessage } from '@/features/requests/components/action-form-parts';
import {
  CommentsSummary,
  FieldCommentNote,
  commentNotes,
  type CommentSummaryItem,
} from '@/features/requests/components/field-comments';
import { StepFields } from '@/features/requests/components/form-step-fields';
import { useFormContent } from '@/features/requests/hooks/use-form-content';
import { FORM_STEPS, stepOfPath, type FormStep } from '@/features/requests/utils/form-steps';
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

const ID_PREFIX = 'amend';

/**
 * The answers made of several questions: a comment on one goes at the top of its step, whose
 * group it describes; every other commented answer is a field of its own.
 */
const GROUP_FIELDS: Partial<Record<string, AmendableStep>> = {
  requestedDatasets: 'datasets',
  principalInvestigator: 'investigator',
};
type AmendableStep = (typeof AMENDABLE_STEPS)[number];
const sectionId = (step: AmendableStep) => `${ID_PREFIX}-section-${step}`;
const groupNoteId = (field: string) => `${ID_PREFIX}-${kebabName(field)}-note`;

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

  // Returns for changes: the commented answers first, each with its comment beside it.
  const comments = request.informationRequest?.fieldComments ?? [];
  const commented = new Set(comments.flatMap((item) => stepOfPath(item.field) ?? []));
  const steps = [
    ...AMENDABLE_STEPS.filter((step) => commented.has(step)),
    ...AMENDABLE_STEPS.filter((step) => !commented.has(step)),
  ];
  const notes = commentNotes(
    comments,
    comments.map((item) => item.field).filter((field) => !GROUP_FIELDS[field]),
  );
  const summary: CommentSummaryItem[] = comments.map((item) => {
    const group = GROUP_FIELDS[item.field];
    const known = stepOfPath(item.field) !== null;
    return { ...item, targetId: group ? sectionId(group) : known ? fieldId(ID_PREFIX, item.field) : null };
  });
  const groupComment = (step: AmendableStep) => comments.find((item) => GROUP_FIELDS[item.field] === step) ?? null;

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
    <Form
      form={form}
      onSubmit={onValid}
      idPrefix={ID_PREFIX}
      summary={false}
      className="request-action-form amend-form"
    >
      <h3 className="request-actions__title">{t('requests.amend.title')}</h3>
      <CommentsSummary items={summary} />
      <FormErrorSummary />
      {formError ? (
        <p className="requests-notice requests-notice--error" role="alert">
          {formError}
        </p>
      ) : null}
      <FieldNotes notes={notes}>
        {steps.map((step, index) => {
          const group = groupComment(step);
          return (
            <Fragment key={step}>
              {index > 0 && commented.has(steps[index - 1] as AmendableStep) && !commented.has(step) ? (
                <h4 className="amend-form__divider">{t('requests.comments.otherAnswers')}</h4>
              ) : null}
              <fieldset
                id={sectionId(step)}
                className={
                  commented.has(step) ? 'amend-form__section amend-form__section--commented' : 'amend-form__section'
                }
                aria-describedby={group ? groupNoteId(group.field) : undefined}
              >
                <legend className="amend-form__legend">{stepTexts[step]?.label ?? t(stepTitle(step))}</legend>
                {group ? (
                  <FieldNote id={groupNoteId(group.field)} note={<FieldCommentNote comment={group.comment} />} />
                ) : null}
                <StepFields step={step} content={content} datasets={datasets} />
              </fieldset>
            </Fragment>
          );
        })}
      </FieldNotes>
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
