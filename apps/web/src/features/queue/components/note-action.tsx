import { type StaffRequestDetail } from '@portal/shared';
import { useState, type ReactNode } from 'react';

import type { ButtonVariant } from '@/components/button';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { NoteField } from '@/features/queue/components/plain-fields';
import { useT } from '@/lib/i18n';

type NoteActionProps<Extra> = {
  request: StaffRequestDetail;
  label: string;
  description?: string;
  submitLabel?: string;
  success: string;
  variant?: ButtonVariant;
  noteLabel?: string;
  noteRequired?: boolean;
  /** Extra fields (a recommendation, a target status) with their state, kept by the caller. */
  fields?: (state: { value: Extra; setValue: (value: Extra) => void }) => ReactNode;
  initial: Extra;
  /** A message when `value` is not acceptable yet, else null. */
  validate?: (value: Extra) => string | null;
  run: (value: Extra, note: string) => Promise<unknown>;
  onConflict: (message: string) => void;
};

/** Any action that is a confirmation with a note (and maybe one choice): approve, deny, recommend, set status… */
export function NoteAction<Extra>({
  request,
  label,
  description,
  submitLabel,
  success,
  variant,
  noteLabel,
  noteRequired = false,
  fields,
  initial,
  validate,
  run,
  onConflict,
}: NoteActionProps<Extra>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<Extra>(initial);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useWorkflowAction<{ value: Extra; note: string }>({
    request,
    run: (input) => run(input.value, input.note),
    success,
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
        if (next) {
          setValue(initial);
          setNote('');
          setProblem(null);
          action.reset();
        }
      }}
      label={label}
      description={description}
      submitLabel={submitLabel ?? label}
      variant={variant}
      pending={action.pending}
      error={problem ?? action.error}
      onSubmit={() => {
        const invalid = validate?.(value) ?? (noteRequired && !note.trim() ? t('queue.action.noteRequired') : null);
        setProblem(invalid);
        if (!invalid) action.mutate({ value, note });
      }}
    >
      {fields?.({ value, setValue })}
      <NoteField
        label={noteLabel ?? t('queue.action.note')}
        required={noteRequired}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={4}
      />
    </ActionDialog>
  );
}
