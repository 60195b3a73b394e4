import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';

import { fieldId, useFormLayer } from '@/components/form/form-context';
import { FieldNote, useFieldNote } from '@/components/form/field-notes';
import { useT } from '@/lib/i18n';

/** What every field takes besides its control's own props. */
export type FieldProps = {
  /** The registered name: a key or a path (`principalInvestigator.email`, `datasets.0.reason`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Adds "(required)" and `aria-required`; the rule itself is the form's schema's. */
  required?: boolean;
  /** Overrides the id derived from `name` (the summary then cannot link to it: avoid). */
  id?: string;
  className?: string;
};

/** The props a control needs to be named, described and marked invalid. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/** The error message of `name` (a nested path too), subscribed to that field only. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Ids of a field's control, hint, error and extra description (e.g. a character count). */
export function useFieldIds(name: string, id?: string) {
  const { idPrefix } = useFormLayer();
  const controlId = id ?? fieldId(idPrefix, name);
  return {
    controlId,
    hintId: `${controlId}-hint`,
    noteId: `${controlId}-note`,
    errorId: `${controlId}-error`,
    extraId: `${controlId}-extra`,
  };
}

export const joinIds = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function RequiredMark({ required }: { required?: boolean }) {
  const t = useT();
  return required ? <span className="form-field__required"> {t('common.required')}</span> : null;
}

/** The error text; "Error:" is read first, since colour alone does not say it is one. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      <span className="visually-hidden">{t('form.errorSummary')}: </span>
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

/**
 * Label, hint and error around any control: the building block of the inputs here and the way to
 * wire a custom control (a file drop zone, a combobox) the same way. `children` gets the props the
 * control must spread; `extra` is rendered under the control and joins its description.
 */
export function Field({
  name,
  label,
  hint,
  required,
  id,
  className,
  extra,
  children,
}: FieldProps & { extra?: (id: string) => ReactNode; children: (control: ControlProps) => ReactNode }) {
  const ids = useFieldIds(name, id);
  const error = useFieldError(name);
  const note = useFieldNote(name);
  const control: ControlProps = {
    id: ids.controlId,
    'aria-describedby': joinIds(
      hint ? ids.hintId : null,
      note ? ids.noteId : null,
      error ? ids.errorId : null,
      extra ? ids.extraId : null,
    ),
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={classes('form-field', error && 'form-field--error', className)}>
      <label htmlFor={ids.controlId} className="form-field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldNote id={ids.noteId} note={note} />
      <FieldError id={ids.errorId} message={error} />
      {children(control)}
      {extra ? extra(ids.extraId) : null}
    </div>
  );
}
