import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext, useWatch, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';

import { classes, Field, type ControlProps, type FieldProps } from '@/components/form/field';
import type { SelectOption } from '@/components/form/select-options';
import { useT } from '@/lib/i18n';

/** Native props a field passes through (autoComplete, placeholder, inputMode, readOnly …). */
type Passthrough<Attributes> = Omit<
  Attributes,
  'id' | 'name' | 'className' | 'required' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

/** RHF rules for forms without a schema resolver (`{ required: '…' }`); schema forms leave it out. */
type Rules = { rules?: RegisterOptions };

/** What a registered control spreads: its ids and ARIA wiring, then react-hook-form's registration. */
type RegisteredControl = ControlProps & UseFormRegisterReturn;

/**
 * The one place an input is wired: the field's own props (name, label, hint, required, id,
 * className, rules) go to <Field> and `register`; `render` gets the control's props to spread and
 * the rest of the caller's props (the native ones) to pass through.
 */
function RegisteredField<Props extends FieldProps & Rules>({
  props,
  extra,
  render,
}: {
  props: Props;
  extra?: (id: string) => ReactNode;
  render: (control: RegisteredControl, rest: Omit<Props, keyof FieldProps | 'rules'>) => ReactNode;
}) {
  const { register } = useFormContext();
  const { name, label, hint, required, id, className, rules, ...rest } = props;
  return (
    <Field name={name} label={label} hint={hint} required={required} id={id} className={className} extra={extra}>
      {(control) => render({ ...control, ...register(name, rules) }, rest)}
    </Field>
  );
}

export type TextInputProps = FieldProps &
  Rules &
  Passthrough<InputHTMLAttributes<HTMLInputElement>> & {
    type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
    /** Class of the field's wrapper is `className`; this one goes on the <input>. */
    inputClassName?: string;
  };

export function TextInput(props: TextInputProps) {
  return (
    <RegisteredField
      props={props}
      render={(control, { type = 'text', inputClassName, ...input }) => (
        <input {...input} {...control} type={type} className={classes('form-field__control', inputClassName)} />
      )}
    />
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
export function DateInput(props: DateInputProps) {
  return (
    <RegisteredField
      props={props}
      render={(control, input) => (
        <input {...input} {...control} type="date" className="form-field__control form-field__control--date" />
      )}
    />
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

export function TextArea(props: TextAreaProps) {
  const { name, maxLength, showCount = false } = props;
  const counted = showCount && maxLength !== undefined;
  return (
    <RegisteredField
      props={props}
      extra={counted ? (extraId) => <CharacterCount name={name} maxLength={maxLength} id={extraId} /> : undefined}
      render={(control, { maxLength: limit, showCount: _showCount, rows = 6, ...textarea }) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          // A counted box lets the user type past the limit and says by how much (GOV.UK).
          maxLength={counted ? undefined : limit}
          className="form-field__control form-field__control--textarea"
        />
      )}
    />
  );
}

export type SelectProps = FieldProps &
  Rules &
  Passthrough<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[];
    /** Text of the empty first option (default: translated "Select…"); `false` for none. */
    placeholder?: string | false | null;
  };

export function Select(props: SelectProps) {
  const t = useT();
  return (
    <RegisteredField
      props={props}
      render={(control, { options, placeholder, ...select }) => (
        <select {...select} {...control} className="form-field__control form-field__control--select">
          {placeholder === false ? null : <option value="">{placeholder ?? t('common.select')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
