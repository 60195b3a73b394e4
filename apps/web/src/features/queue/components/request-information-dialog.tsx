import { FIELD_COMMENT_MAX_LENGTH, type FieldComment, type StaffRequestDetail } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';

import { commentableFields, fieldLabelKey } from '@/components/request/field-labels';
import { workflowActions } from '@/features/queue/api/workflow-actions';
import { ActionDialog } from '@/features/queue/components/action-dialog';
import { NoteField } from '@/features/queue/components/plain-fields';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { useT } from '@/lib/i18n';

type Row = { key: number; field: string; comment: string };
type RowErrors = { field?: string; comment?: string };

type RequestInformationDialogProps = { request: StaffRequestDetail; onConflict: (message: string) => void };

/**
 * "Request information" (set-status to informationRequested): the message to the applicant and,
 * optionally, comments on particular answers — rows of (answer, comment), one per answer — which
 * the applicant sees beside those answers when they amend (docs/workflow.md, "Returns for
 * changes"). Plain controlled inputs like the other action dialogs; the server checks it all again.
 */
export function RequestInformationDialog({ request, onConflict }: RequestInformationDialogProps) {
  const t = useT();
  const baseId = useId();
  const legendId = useId();
  const hintId = useId();
  const nextKey = useRef(0);
  const focusAfterRender = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<number, RowErrors>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fields = commentableFields(request.format);
  const action = useWorkflowAction<{ note: string; comments: FieldComment[] }>({
    request,
    run: (input) => workflowActions.requestInformation(request, input.note, input.comments),
    success: t('queue.toast.informationRequested'),
    onDone: () => setOpen(false),
    onConflict: (message) => {
      setOpen(false);
      onConflict(message);
    },
  });

  const fieldId = (row: Row) => `${baseId}-field-${row.key}`;
  const commentId = (row: Row) => `${baseId}-comment-${row.key}`;
  const label = (field: string) => {
    const key = fieldLabelKey(field);
    return key ? t(key) : field;
  };

  // A row added takes focus on its answer; a row removed hands it to the add button.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  }, [rows]);

  const update = (key: number, change: Partial<Omit<Row, 'key'>>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setRowErrors((current) => ({ ...current, [key]: {} }));
  };
  const add = () => {
    const row = { key: nextKey.current++, field: '', comment: '' };
    focusAfterRender.current = fieldId(row);
    setRows((current) => [...current, row]);
  };
  const remove = (key: number) => {
    focusAfterRender.current = `${baseId}-add`;
    setRows((current) => current.filter((row) => row.key !== key));
    setRowErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const check = (): { errors: Record<number, RowErrors>; comments: FieldComment[] } => {
    const errors: Record<number, RowErrors> = {};
    const seen = new Set<string>();
    for (const row of rows) {
      const comment = row.comment.trim();
      const problems: RowErrors = {};
      if (!row.field || seen.has(row.field)) problems.field = t('queue.comments.chooseAnswer');
      if (!comment) problems.comment = t('queue.comments.commentRequired');
      else if (comment.length > FIELD_COMMENT_MAX_LENGTH)
        problems.comment = t('queue.comments.commentTooLong', { max: FIELD_COMMENT_MAX_LENGTH });
      if (problems.field || problems.comment) errors[row.key] = problems;
      seen.add(row.field);
    }
    return { errors, comments: rows.map((row) => ({ field: row.field, comment: row.comment.trim() })) };
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setNote('');
          setRows([]);
          setRowErrors({});
          setProblem(null);
          action.reset();
        }
      }}
      label={t('queue.action.requestInformation')}
      submitLabel={t('queue.action.requestInformation')}
      pending={action.pending}
      error={problem ?? action.error}
      onSubmit={() => {
        const { errors, comments } = check();
        setRowErrors(errors);
        const invalid = !note.trim()
          ? t('queue.action.noteRequired')
          : Object.keys(errors).length > 0
            ? t('queue.comments.fix')
            : null;
        setProblem(invalid);
        if (!invalid) action.mutate({ note, comments });
      }}
    >
      <NoteField
        label={t('queue.action.messageToApplicant')}
        required
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={4}
      />
      <fieldset className="action-dialog__field comment-rows" aria-labelledby={legendId} aria-describedby={hintId}>
        <legend id={legendId}>{t('queue.comments.legend')}</legend>
        <p id={hintId} className="queue-muted comment-rows__hint">
          {t('queue.comments.hint')}
        </p>
        {rows.length > 0 ? (
          <ol className="comment-rows__list">
            {rows.map((row, index) => {
              const errors = rowErrors[row.key] ?? {};
              const taken = new Set(rows.filter((other) => other.key !== row.key).map((other) => other.field));
              return (
                <li key={row.key} className="comment-rows__row">
                  <label htmlFor={fieldId(row)}>{t('queue.comments.answer', { index: index + 1 })}</label>
                  <select
                    id={fieldId(row)}
                    className="action-dialog__select"
                    value={row.field}
                    aria-invalid={errors.field ? true : undefined}
                    aria-describedby={errors.field ? `${fieldId(row)}-error` : undefined}
                    onChange={(event) => update(row.key, { field: event.target.value })}
                  >
                    <option value="">{t('queue.action.choose')}</option>
                    {fields
                      .filter((field) => field === row.field || !taken.has(field))
                      .map((field) => (
                        <option key={field} value={field}>
                          {label(field)}
                        </option>
                      ))}
                  </select>
                  {errors.field ? (
                    <p id={`${fieldId(row)}-error`} className="action-dialog__error">
                      {errors.field}
                    </p>
                  ) : null}
                  <label htmlFor={commentId(row)}>{t('queue.comments.comment', { index: index + 1 })}</label>
                  <textarea
                    id={commentId(row)}
                    className="action-dialog__textarea"
                    rows={3}
                    value={row.comment}
                    aria-invalid={errors.comment ? true : undefined}
                    aria-describedby={errors.comment ? `${commentId(row)}-error` : undefined}
                    onChange={(event) => update(row.key, { comment: event.target.value })}
                  />
                  {errors.comment ? (
                    <p id={`${commentId(row)}-error`} className="action-dialog__error">
                      {errors.comment}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className="button button--link comment-rows__remove"
                    onClick={() => remove(row.key)}
                  >
                    {t('queue.comments.remove', { index: index + 1 })}
                  </button>
                </li>
              );
            })}
          </ol>
        ) : null}
        {rows.length < fields.length ? (
          <button
            id={`${baseId}-add`}
            type="button"
            className="button button--secondary comment-rows__add"
            onClick={add}
          >
            {t('queue.comments.add')}
          </button>
        ) : null}
      </fieldset>
    </ActionDialog>
  );
}
