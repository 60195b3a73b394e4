import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { useT } from '@/lib/i18n';

import '@/components/form/form.css';

type FieldChrome = {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text shown under the label; marks the control invalid. */
  error?: string;
  /** Adds "(required)" to the label; does not set the native `required` (validation is the form's). */
  required?: boolean;
  /** id of the control; a generated one otherwise (error summaries link to it). */
  id?: string;
  className?: string;
};

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function Chrome({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldChrome & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={['form-field', error ? 'form-field--error' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="form-field__label">
        {label}
        {required ? <span className="form-field__required"> {t('common.required')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          <span className="visually-hidden">{t('form.errorSummary')}: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> & { ref?: Ref<HTMLInputElement> };

/** Label, hint and error tied to the input by `aria-describedby`; works with react-hook-form's `register`. */
export function TextField({ label, hint, error, required, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...input}
        ref={ref}
        id={ids.controlId}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
      />
    </Chrome>
  );
}

export type TextAreaFieldProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  rows = 6,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...textarea}
        ref={ref}
        rows={rows}
        id={ids.controlId}
        className="form-field__control form-field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
      />
    </Chrome>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option (default: translated "Select…"); `false` for none. */
    placeholder?: string | false;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const t = useT();
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...select}
        ref={ref}
        id={ids.controlId}
        className="form-field__control form-field__control--select"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
      >
        {placeholder === false ? null : <option value="">{placeholder ?? t('common.select')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Chrome>
  );
}

export type CheckboxFieldProps = Omit<FieldChrome, 'required'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, hint, error, id, className, ref, ...input }: CheckboxFieldProps) {
  const t = useT();
  const ids = useFieldIds(id);
  return (
    <div
      className={['form-field form-field--checkbox', error ? 'form-field--error' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {error ? (
        <p id={ids.errorId} className="form-field__error">
          <span className="visually-hidden">{t('form.errorSummary')}: </span>
          {error}
        </p>
      ) : null}
      <div className="form-field__checkbox-row">
        <input
          {...input}
          ref={ref}
          type="checkbox"
          id={ids.controlId}
          className="form-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        />
        <label htmlFor={ids.controlId} className="form-field__checkbox-label">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
