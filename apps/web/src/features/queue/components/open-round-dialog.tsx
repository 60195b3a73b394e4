import { ROUND_INVITES, type RoundInvite, type StaffRequestDetail } from '@portal/shared';
import { useId, useState } from 'react';

import { workflowActions } from '@/features/queue/api/workflow-actions';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { NoteField } from '@/features/queue/components/plain-fields';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { useT } from '@/lib/i18n';

type OpenRoundDialogProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

/** Today's calendar date where the reader is (the earliest due date the form offers). */
function todayInputValue(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "Open a recommendation round" (chair, queue manager): whom to ask — the assigned committee
 * member or the whole committee — by which date, with a message to them. The server checks it all
 * again (docs/workflow.md, "Recommendation rounds").
 */
export function OpenRoundDialog({ request, onConflict }: OpenRoundDialogProps) {
  const t = useT();
  const dueId = useId();
  const hintId = useId();
  const assignee = request.internal.assignee;
  const assignedMember = assignee?.role?.type === 'dag-member' ? assignee : null;
  const initialInvite: RoundInvite = assignedMember ? 'assigned' : 'committee';
  const [open, setOpen] = useState(false);
  const [invite, setInvite] = useState<RoundInvite>(initialInvite);
  const [dueAt, setDueAt] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useWorkflowAction<{ invite: RoundInvite; dueAt: string; note: string }>({
    request,
    run: (input) => workflowActions.openRound(request, input.invite, input.dueAt, input.note),
    success: t('queue.toast.roundOpened'),
    onDone: () => setOpen(false),
    onConflict: (message) => {
      setOpen(false);
      onConflict(message);
    },
  });
  const today = todayInputValue();
  const replacing = request.round?.state === 'open' && request.round.overdue;

  const label = (option: RoundInvite) =>
    option === 'committee'
      ? t('queue.round.inviteCommittee')
      : assignedMember
        ? t('queue.round.inviteAssigned', {
            name: `${assignedMember.firstName} ${assignedMember.lastName}`.trim() || assignedMember.email,
          })
        : t('queue.round.inviteAssignedNone');

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setInvite(initialInvite);
          setDueAt('');
          setNote('');
          setProblem(null);
          action.reset();
        }
      }}
      label={t('queue.action.openRound')}
      description={replacing ? t('queue.round.replaces') : undefined}
      submitLabel={t('queue.round.submit')}
      pending={action.pending}
      error={problem ?? action.error}
      onSubmit={() => {
        const invalid = !dueAt ? t('queue.round.dueRequired') : dueAt < today ? t('queue.round.duePast') : null;
        setProblem(invalid);
        if (!invalid) action.mutate({ invite, dueAt, note });
      }}
    >
      <fieldset className="action-dialog__field">
        <legend>{t('queue.round.invite')}</legend>
        {ROUND_INVITES.map((option) => (
          <label key={option} className="assign-group__option">
            <input
              type="radio"
              name="invite"
              value={option}
              checked={invite === option}
              disabled={option === 'assigned' && !assignedMember}
              onChange={() => setInvite(option)}
            />
            {label(option)}
          </label>
        ))}
      </fieldset>
      <div className="action-dialog__field">
        <label htmlFor={dueId}>
          {t('queue.round.dueDate')}
          <span> {t('queue.action.requiredMark')}</span>
        </label>
        <input
          id={dueId}
          type="date"
          min={today}
          required
          aria-describedby={hintId}
          value={dueAt}
          onChange={(event) => {
            setDueAt(event.target.value);
            setProblem(null);
          }}
        />
        <p id={hintId} className="queue-muted">
          {t('queue.round.dueHint')}
        </p>
      </div>
      <NoteField
        label={t('queue.round.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
      />
    </ActionDialog>
  );
}
