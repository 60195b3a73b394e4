import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';

import { classes, Field, type FieldProps } from '@/components/form/field';
import type { SelectOption } from '@/components/form/select-options';
import { useT } from '@/lib/i18n';

/** Native props a field passes through (autoComplete, placeholder, inputMode, readOnly …). */
type Passthrough<Attributes> = Omit<
  Attributes,
  'id' | 'name' | 'className' | 'required' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

/** RHF rules for forms without a schema resolver (`{ required: '…' }`); schema forms leave it out. */
type Rules = { rules?: RegisterOptions };

export type TextInputProps = FieldProps &
  Rules &
  Passthrough<InputHTMLAttributes<HTMLInputElement>> & {
    type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
    /** Class of the field's wrapper is `className`; this one goes on the <input>. */
    inputClassName?: string;
  };

export function TextInput({
  name,
  label,
  hint,
  required,
  id,
  className,
  rules,
  type = 'text',
  inputClassName,
  ...input
}: TextInputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          className={classes('form-field__control', inputClassName)}
          {...register(name, rules)}
        />
      )}
    </Field>
  );
}

export type DateInputProps = FieldProps &
  Rules &
  Passthrough<InputHTMLAttributes<HTMLInputElement>> & {
    /** Earliest and latest dates, `YYYY-MM-DD`. */
    min?: string;
    max?: string;
  };

/** A calendar date; the value is `YYYY-MM-DD` (empty when not set), as Strapi's date fields take it. */
export function DateInput({ name, label, hint, required, id, className, rules, ...input }: DateInputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          type="date"
          className="form-field__control form-field__control--date"
          {...register(name, rules)}
        />
      )}
    </Field>
  );
}

export type TextAreaProps = FieldProps &
  Rules &
  Passthrough<TextareaHTMLAttributes<HTMLTextAreaElement>> & {
    /** With `showCount`, the limit the count is against (not enforced by the browser: the schema says no). */
    maxLength?: number;
    /** "Characters remaining: n" under the box, announced politely. */
    showCount?: boolean;
  };

function CharacterCount({ name, maxLength, id }: { name: string; maxLength: number; id: string }) {
  const t = useT();
  const value: unknown = useWatch({ name });
  const left = maxLength - (typeof value === 'string' ? value.length : 0);
  return (
    <p id={id} className={classes('form-field__count', left < 0 && 'form-field__count--over')} aria-live="polite">
      {left >= 0 ? t('form.charactersRemaining', { count: left }) : t('form.charactersOver', { count: -left })}
    </p>
  );
}

export function TextArea({
  name,
  label,
  hint,
  required,
  id,
  className,
  rules,
  maxLength,
  showCount = false,
  rows = 6,
  ...textarea
}: TextAreaProps) {
  const { register } = useFormContext();
  const counted = showCount && maxLength !== undefined;
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      required={required}
      id={id}
      className={className}
      extra={counted ? (extraId) => <CharacterCount name={name} maxLength={maxLength} id={extraId} /> : undefined}
    >
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          // A counted box lets the user type past the limit and says by how much (GOV.UK).
          maxLength={counted ? undefined : maxLength}
          className="form-field__control form-field__control--textarea"
          {...register(name, rules)}
        />
      )}
    </Field>
  );
}

export type SelectProps = FieldProps &
  Rules &
  Passthrough<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[];
    /** Text of the empty first option (default: translated "Select…"); `false` for none. */
    placeholder?: string | false | null;
  };

export function Select({
  name,
  label,
  hint,
  required,
  id,
  className,
  rules,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const t = useT();
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select
          {...select}
          {...control}
          className="form-field__control form-field__control--select"
          {...register(name, rules)}
        >
          {placeholder === false ? null : <option value="">{placeholder ?? t('common.select')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
