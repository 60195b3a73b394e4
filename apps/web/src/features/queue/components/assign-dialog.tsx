import type { RoleType, StaffRequestDetail, StaffUser } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { queueKeys } from '@/features/queue/api/queue-keys';
import { getStaffByRoles, workflowActions } from '@/features/queue/api/workflow-actions';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { roleKey } from '@/features/queue/role-key';
import { NoteField } from '@/features/queue/components/plain-fields';
import { useT } from '@/lib/i18n';

const fullName = (user: Pick<StaffUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Users of the assignable roles, grouped by role in the order of `roles`, matching every word of `search`. */
export function groupAssignees(users: readonly StaffUser[], roles: readonly RoleType[], search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (user: StaffUser) => {
    const text = `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return roles
    .map((role) => ({ role, users: users.filter((user) => user.role.type === role && matches(user)) }))
    .filter((group) => group.users.length > 0);
}

type AssignDialogProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

/** Assign (or re-assign): staff of the roles the actor may assign to now, searchable, grouped by role. */
export function AssignDialog({ request, onConflict }: AssignDialogProps) {
  const t = useT();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const roles = request.assignableRoles;
  const staff = useQuery({
    queryKey: queueKeys.staff(roles),
    queryFn: ({ signal }) => getStaffByRoles(roles, signal),
    enabled: open && roles.length > 0,
  });
  const action = useWorkflowAction<{ assigneeId: string; note: string }>({
    request,
    run: ({ assigneeId, note: text }) => workflowActions.assign(request, assigneeId, text),
    success: t('queue.toast.assigned'),
    onDone: () => setOpen(false),
    onConflict: (message) => {
      setOpen(false);
      onConflict(message);
    },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch('');
      setChosen(null);
      setNote('');
      setMissing(false);
      action.reset();
    }
  };

  const groups = groupAssignees(staff.data ?? [], roles, search);
  const current = request.internal.assignee?.documentId;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      label={request.internal.assignee ? t('queue.action.reassign') : t('queue.action.assign')}
      submitLabel={t('queue.action.assignSubmit')}
      pending={action.pending}
      error={missing ? t('queue.assign.choose') : action.error}
      onSubmit={() => {
        if (!chosen) return setMissing(true);
        action.mutate({ assigneeId: chosen, note });
      }}
    >
      <div className="action-dialog__field">
        <label htmlFor={searchId}>{t('queue.assign.search')}</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {staff.isPending && open ? <p role="status">{t('common.loading')}</p> : null}
      {staff.isError ? <p role="alert">{t('queue.assign.loadError')}</p> : null}
      {staff.isSuccess && groups.length === 0 ? <p>{t('queue.assign.none')}</p> : null}
      {groups.map((group) => (
        <fieldset key={group.role} className="assign-group">
          <legend>{t(roleKey(group.role))}</legend>
          {group.users.map((user) => (
            <label key={user.documentId} className="assign-group__option">
              <input
                type="radio"
                name="assignee"
                value={user.documentId}
                checked={chosen === user.documentId}
                disabled={user.documentId === current}
                onChange={() => {
                  setChosen(user.documentId);
                  setMissing(false);
                }}
              />
              <span>
                {fullName(user)} <span className="queue-muted">{user.email}</span>
                {user.documentId === current ? <span className="queue-muted"> {t('queue.assign.current')}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <NoteField
        label={t('queue.action.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
      />
    </ActionDialog>
  );
}
