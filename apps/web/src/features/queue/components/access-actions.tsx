import type { StaffRequestDetail } from '@portal/shared';
import { useId } from 'react';

import { dayAfter, lastDayOf } from '@/components/access/access-days';
import { NoteAction } from '@/features/queue/components/note-action';
import { accessCommands } from '@/lib/access-api';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';

type DateFieldProps = {
  label: string;
  hint?: string;
  value: string;
  min?: string;
  onChange: (value: string) => void;
};

/** A required calendar day (`YYYY-MM-DD`) in an action dialog. */
function DateField({ label, hint, value, min, onChange }: DateFieldProps) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  return (
    <div className="action-dialog__field">
      <label htmlFor={id}>
        {label}
        <span> {t('queue.action.requiredMark')}</span>
      </label>
      <input
        id={id}
        type="date"
        required
        min={min}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="queue-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type AccessActionsProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

/**
 * The access period's staff actions (queue managers): exactly those of the request's
 * `allowedActions`. Each sends the version the reviewer saw; a 409 reloads the request and says
 * what changed, like every other action of the panel.
 */
export function AccessActions({ request, onConflict }: AccessActionsProps) {
  const t = useT();
  const format = useFormat();
  const allowed = new Set<string>(request.allowedActions);
  const access = request.access ?? null;
  const lastDay = access?.lastDay ?? null;
  const askedDay = access ? lastDayOf(access.extension.endsAt, access) : null;
  const needsDate = (value: string) => (value ? null : t('queue.access.dateRequired'));
  const common = { request, onConflict };

  return (
    <>
      {allowed.has('changeAccessEnd') ? (
        <NoteAction<string>
          {...common}
          initial={lastDay ?? ''}
          label={t('queue.action.changeAccessEnd')}
          description={t('queue.access.changeEndText')}
          noteRequired
          noteLabel={t('queue.access.noteToApplicant')}
          success={t('queue.toast.accessEndChanged')}
          validate={needsDate}
          fields={({ value, setValue }) => (
            <DateField
              label={t('queue.access.lastDay')}
              hint={lastDay ? t('queue.access.currentLastDay', { date: format.date(lastDay) }) : undefined}
              value={value}
              onChange={setValue}
            />
          )}
          run={(endsAt, note) => accessCommands.changeEnd(request, { endsAt, note })}
        />
      ) : null}
      {allowed.has('grantExtension') ? (
        <NoteAction<string>
          {...common}
          initial={askedDay ?? ''}
          label={t('queue.action.grantExtension')}
          description={askedDay ? t('queue.access.grantText', { date: format.date(askedDay) }) : undefined}
          success={t('queue.toast.extensionGranted')}
          validate={needsDate}
          fields={({ value, setValue }) => (
            <DateField
              label={t('queue.access.lastDay')}
              hint={askedDay ? t('queue.access.grantHint') : undefined}
              min={lastDay ? dayAfter(lastDay) : undefined}
              value={value}
              onChange={setValue}
            />
          )}
          run={(endsAt, note) => accessCommands.grantExtension(request, { endsAt, note })}
        />
      ) : null}
      {allowed.has('refuseExtension') ? (
        <NoteAction<null>
          {...common}
          initial={null}
          variant="danger"
          label={t('queue.action.refuseExtension')}
          noteRequired
          noteLabel={t('queue.access.refuseNote')}
          success={t('queue.toast.extensionRefused')}
          run={(_value, note) => accessCommands.refuseExtension(request, { note })}
        />
      ) : null}
      {allowed.has('acceptCloseout') ? (
        <NoteAction<null>
          {...common}
          initial={null}
          label={t('queue.action.acceptCloseout')}
          success={t('queue.toast.closeoutAccepted')}
          run={(_value, note) => accessCommands.acceptCloseout(request, { note })}
        />
      ) : null}
      {allowed.has('askCloseoutMore') ? (
        <NoteAction<null>
          {...common}
          initial={null}
          label={t('queue.action.askCloseoutMore')}
          description={t('queue.access.askMoreText')}
          noteRequired
          noteLabel={t('queue.access.askMoreNote')}
          success={t('queue.toast.closeoutMoreAsked')}
          run={(_value, note) => accessCommands.askCloseoutMore(request, { note })}
        />
      ) : null}
    </>
  );
}
