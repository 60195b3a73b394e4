import { zodResolver } from '@hookform/resolvers/zod';
import { v1UpdateSchema, type ApplicantRequestDetail, type V1UpdateData, type V1UpdateInput } from '@portal/shared';
import { useMemo, useState } from 'react';

import { FieldNotes } from '@/components/form/field-notes';
import { Form, useAppForm } from '@/components/form/form';
import { fieldId } from '@/components/form/form-context';
import { TextArea, TextInput } from '@/components/form/inputs';
import { applyServerErrors } from '@/components/form/server-errors';
import { updateV1Request } from '@/features/requests/api/request-actions';
import { ActionFormButtons, saveErrorMessage } from '@/features/requests/components/action-form-parts';
import { CommentsSummary, commentNotes } from '@/features/requests/components/field-comments';
import { localizedResolver } from '@/lib/form-validations';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

/** The answers the form shows (the body's other keys are not fields). */
const SHOWN: readonly string[] = ['projectTitle', 'projectDescription', 'intendedUse'];

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
  const resolver = useMemo(() => localizedResolver(zodResolver(v1UpdateSchema)), []);
  // v1 answers, which the (v2-shaped) detail type does not name.
  const answers = new Map<string, unknown>(Object.entries(request));
  const text = (key: string) => {
    const value = answers.get(key);
    return typeof value === 'string' ? value : '';
  };
  // The form holds the whole update body: the answers shown, and the request and version they belong to.
  const form = useAppForm<V1UpdateInput, unknown, V1UpdateData>({
    resolver,
    defaultValues: {
      requestId: request.documentId,
      version: request.version,
      projectTitle: request.projectTitle ?? '',
      projectDescription: text('projectDescription'),
      intendedUse: text('intendedUse'),
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  // Returns for changes: each comment beside its answer, and the commented answers listed first.
  const comments = request.informationRequest?.fieldComments ?? [];
  const notes = commentNotes(comments, SHOWN);
  const summary = comments.map((item) => ({
    ...item,
    targetId: SHOWN.includes(item.field) ? fieldId('v1', item.field) : null,
  }));

  const onSubmit = async (body: V1UpdateData) => {
    setFormError(null);
    try {
      await updateV1Request(body);
      notifySuccess(t('requests.v1.saved'));
      onDone();
    } catch (error) {
      const placed = applyServerErrors(form, error, { isField: (path) => SHOWN.includes(path) });
      if (placed.fields.length > 0) return;
      setFormError(saveErrorMessage(t, error));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="v1" className="request-action-form">
      <CommentsSummary items={summary} headingLevel={3} />
      {formError ? (
        <p className="requests-notice requests-notice--error" role="alert">
          {formError}
        </p>
      ) : null}
      <FieldNotes notes={notes}>
        <TextInput name="projectTitle" label={t('requests.v1.projectTitle')} required />
        <TextArea name="projectDescription" label={t('requests.v1.projectDescription')} required />
        <TextArea name="intendedUse" label={t('requests.v1.intendedUse')} />
      </FieldNotes>
      <ActionFormButtons
        submitLabel={t('requests.v1.save')}
        pending={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </Form>
  );
}
