import { DEFAULT_LOCALE, formatRegistryDate, type StaffRequestDetail } from '@portal/shared';
import { useState } from 'react';

import { PageSkeleton } from '@/components/page-skeleton';
import { workflowActions } from '@/features/queue/api/workflow-actions';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { registerPreview } from '@/features/queue/register-preview';
import { useT, type MessageKey } from '@/lib/i18n';
import { useOptionLabels } from '@/lib/option-labels';

type PublishDialogProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

const date = (value: string | null) => (value ? formatRegistryDate(value) : null);

/** The entry as the public will read it: in the register's locale, whatever the reviewer's. */
function RegisterPreview({ request }: { request: StaffRequestDetail }) {
  const t = useT();
  const labels = useOptionLabels(DEFAULT_LOCALE);
  // Stands in for the approval date of a request without an approve event, as the server does.
  const [now] = useState(() => new Date());
  if (!labels) return <PageSkeleton />;
  // The detail's access period goes with it (`access`): the entry shows its first and last day.
  const entry = registerPreview(request, labels, now);
  const access = entry.accessStartDate ? `${date(entry.accessStartDate)} – ${date(entry.accessEndDate) ?? '…'}` : null;
  const pi = entry.principalInvestigator;
  const rows: Array<[MessageKey, string | null]> = [
    ['queue.publish.field.title', entry.projectTitle],
    ['queue.publish.field.summary', entry.projectSummary],
    ['queue.publish.field.start', date(entry.projectStartDate)],
    ['queue.publish.field.end', date(entry.projectEndDate)],
    ['queue.publish.field.requested', date(entry.dateRequested)],
    ['queue.publish.field.approved', date(entry.approvalDate)],
    ['access.title', access],
    ['queue.publish.field.use', entry.intendedUseOfData.map((use) => use.value).join(', ') || null],
    ['queue.publish.field.datasets', entry.datasets.map((dataset) => dataset.title).join(', ') || null],
    ['queue.publish.field.investigator', pi ? [pi.title, pi.firstName, pi.lastName].filter(Boolean).join(' ') : null],
    ['queue.publish.field.organization', pi?.organization ?? null],
    ['queue.publish.field.organizationType', pi?.organizationType ?? null],
    ['queue.publish.field.country', pi?.country ?? null],
  ];
  return (
    <dl className="publish-preview">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value || <span className="queue-muted">{t('queue.publish.empty')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

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
      <RegisterPreview request={request} />
    </ActionDialog>
  );
}
