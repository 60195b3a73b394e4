import { requestExtensionSchema, type AccessView, type ApplicantRequestDetail } from '@portal/shared';
import { useMemo, useState } from 'react';
import type { z } from 'zod';

import { dayAfter } from '@/components/access/access-days';
import { Dialog } from '@/components/dialog';
import { Form, useAppForm } from '@/components/form/form';
import { DateInput, TextArea } from '@/components/form/inputs';
import { applyServerErrors } from '@/components/form/server-errors';
import { ActionFormButtons, saveErrorMessage } from '@/features/requests/components/action-form-parts';
import { accessResolver, accessRuleText } from '@/features/requests/utils/access-rules';
import { accessCommands } from '@/lib/access-api';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

type ExtensionValues = { endsAt: string; reason: string };
type ExtensionOutput = z.output<typeof requestExtensionSchema>;

type ExtensionDialogProps = {
  request: ApplicantRequestDetail;
  access: AccessView;
  /** After the request was sent: refresh the request. */
  onDone: () => void;
};

/**
 * "Ask for more time": the new last day and why. The form outlives the dialog, so closing it by
 * mistake loses nothing typed; it is cleared once the request is sent.
 */
export function ExtensionDialog({ request, access, onDone }: ExtensionDialogProps) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => accessResolver<ExtensionValues, ExtensionOutput>(requestExtensionSchema, t), [t]);
  const form = useAppForm<ExtensionValues, unknown, ExtensionOutput>({
    resolver,
    defaultValues: { endsAt: '', reason: '' },
  });

  const onSubmit = async (values: ExtensionOutput) => {
    setFormError(null);
    try {
      await accessCommands.requestExtension(request, { endsAt: values.endsAt, reason: values.reason });
      notifySuccess(t('requests.access.extensionSent'));
      form.reset();
      setOpen(false);
      onDone();
    } catch (error) {
      const placed = applyServerErrors(form, error, {
        message: (path, text, code) => accessRuleText(t, text, path, code),
      });
      if (placed.fields.length > 0 && placed.unmapped.length === 0) return;
      setFormError(placed.unmapped[0] ?? saveErrorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('requests.access.askMore')}
      description={t('requests.access.askMoreText')}
      fullScreenBelow={480}
      trigger={
        <button type="button" className="button button--primary">
          {t('requests.access.askMore')}
        </button>
      }
    >
      <Form form={form} onSubmit={onSubmit} idPrefix="extension" className="access-form">
        {formError ? (
          <p className="requests-notice requests-notice--error" role="alert">
            {formError}
          </p>
        ) : null}
        <DateInput
          name="endsAt"
          label={t('requests.access.newLastDay')}
          hint={access.lastDay ? t('requests.access.newLastDayHint', { date: format.date(access.lastDay) }) : undefined}
          min={access.lastDay ? dayAfter(access.lastDay) : undefined}
          required
        />
        <TextArea name="reason" label={t('requests.access.reason')} rows={4} required />
        <ActionFormButtons
          submitLabel={t('requests.access.sendExtension')}
          pending={form.formState.isSubmitting}
          onCancel={() => setOpen(false)}
        />
      </Form>
    </Dialog>
  );
}
