import { formatRegistryDate, type StaffRequestDetail } from '@portal/shared';
import { useState } from 'react';

import { workflowActions } from '@/features/queue/api/workflow-actions';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { publicRegisterPreview } from '@/features/queue/public-fields';
import { useT, type MessageKey } from '@/lib/i18n';

type PublishDialogProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

/** Publish to the public register, or update the entry, after seeing exactly which fields become public. */
export function PublishDialog({ request, onConflict }: PublishDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const update = request.internal.requestStatus === 'published';
  const action = useWorkflowAction<void>({
    request,
    run: () => workflowActions.publishToRegister(request),
    success: update ? t('queue.toast.registerUpdated') : t('queue.toast.published'),
    onDone: () => setOpen(false),
    onConflict: (message) => {
      setOpen(false);
      onConflict(message);
    },
  });
  const preview = publicRegisterPreview(request);
  const rows: Array<[MessageKey, string | null]> = [
    ['queue.publish.field.title', preview.projectTitle],
    ['queue.publish.field.summary', preview.projectSummary],
    ['queue.publish.field.start', preview.projectStartDate ? formatRegistryDate(preview.projectStartDate) : null],
    ['queue.publish.field.end', preview.projectEndDate ? formatRegistryDate(preview.projectEndDate) : null],
    ['queue.publish.field.requested', preview.dateRequested ? formatRegistryDate(preview.dateRequested) : null],
    ['queue.publish.field.approved', preview.approvalDate ? formatRegistryDate(preview.approvalDate) : null],
    ['queue.publish.field.use', preview.intendedUse.join(', ') || null],
    ['queue.publish.field.datasets', preview.datasets.join(', ') || null],
    ['queue.publish.field.investigator', preview.principalInvestigator],
    ['queue.publish.field.organization', preview.organization],
    ['queue.publish.field.organizationType', preview.organizationType],
    ['queue.publish.field.country', preview.country],
  ];
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) action.reset();
      }}
      label={update ? t('queue.action.updateRegister') : t('queue.action.publish')}
      description={t('queue.publish.description')}
      submitLabel={update ? t('queue.action.updateRegister') : t('queue.action.publish')}
      pending={action.pending}
      error={action.error}
      onSubmit={() => action.mutate()}
    >
      <dl className="publish-preview">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value ?? <span className="queue-muted">{t('queue.publish.empty')}</span>}</dd>
          </div>
        ))}
      </dl>
    </ActionDialog>
  );
}
