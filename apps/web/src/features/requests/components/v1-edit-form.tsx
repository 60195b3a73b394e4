import { v1UpdateSchema, type ApplicantRequestDetail } from '@portal/shared';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { ErrorSummary } from '@/features/requests/components/fields/error-summary';
import { TextAreaField, TextField } from '@/features/requests/components/fields/form-field';
import { updateV1Request } from '@/features/requests/api/request-actions';
import { useValidationMessage } from '@/features/requests/hooks/use-validation-message';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

type Fields = { projectTitle: string; projectDescription: string; intendedUse: string };
const FIELD_IDS: Record<keyof Fields, string> = {
  projectTitle: 'v1-project-title',
  projectDescription: 'v1-project-description',
  intendedUse: 'v1-intended-use',
};

/** v1, information requested: the applicant edits the answers (PATCH /api/dataset-request/update). */
export function V1EditForm({
  request,
  onDone,
  onCancel,
}: {
  request: ApplicantRequestDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const message = useValidationMessage();
  const answers = request as unknown as Partial<Record<keyof Fields, string | null>>;
  const [values, setValues] = useState<Fields>({
    projectTitle: request.projectTitle ?? '',
    projectDescription: answers.projectDescription ?? '',
    intendedUse: answers.intendedUse ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  const change = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setFormError(null);
    const parsed = v1UpdateSchema.safeParse({ requestId: request.documentId, version: request.version, ...values });
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in FIELD_IDS) next[field as keyof Fields] ??= message(issue.message);
      }
      setErrors(next);
      if (Object.keys(next).length === 0) setFormError(message(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await updateV1Request(parsed.data);
      notifySuccess(t('requests.v1.saved'));
      onDone();
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status === 409 && /changed by someone else/.test(error.message)
          ? t('requests.conflict')
          : error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : t('requests.saveError'),
      );
    } finally {
      setPending(false);
    }
  };

  const summary = (Object.keys(errors) as (keyof Fields)[]).map((name) => ({
    fieldId: FIELD_IDS[name],
    message: errors[name] ?? '',
  }));

  return (
    <form className="request-action-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {formError ? (
        <p className="requests-notice requests-notice--error" role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        id={FIELD_IDS.projectTitle}
        label={t('requests.v1.projectTitle')}
        required
        value={values.projectTitle}
        onChange={change('projectTitle')}
        error={errors.projectTitle}
      />
      <TextAreaField
        id={FIELD_IDS.projectDescription}
        label={t('requests.v1.projectDescription')}
        required
        value={values.projectDescription}
        onChange={change('projectDescription')}
        error={errors.projectDescription}
      />
      <TextAreaField
        id={FIELD_IDS.intendedUse}
        label={t('requests.v1.intendedUse')}
        value={values.intendedUse}
        onChange={change('intendedUse')}
        error={errors.intendedUse}
      />
      <div className="request-action-form__buttons">
        <Button type="submit" variant="primary" loading={pending}>
          {t('requests.v1.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('requests.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
