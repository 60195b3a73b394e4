import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';

import {
  classes,
  FieldError,
  FieldHint,
  joinIds,
  RequiredMark,
  useFieldError,
  useFieldIds,
  type FieldProps,
} from '@/components/form/field';
import { kebabName } from '@/components/form/form-context';
import { FieldNote, useFieldNote } from '@/components/form/field-notes';

type Rules = { rules?: RegisterOptions };

export type CheckboxProps = FieldProps &
  Rules &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className' | 'required' | 'type' | 'children'>;

/** One box for a yes/no value (`true`/`false`). The error is above the box, the hint under it. */
export function Checkbox({ name, label, hint, required, id, className, rules, ...input }: CheckboxProps) {
  const { register } = useFormContext();
  const ids = useFieldIds(name, id);
  const error = useFieldError(name);
  return (
    <div className={classes('form-field form-field--checkbox', error && 'form-field--error', className)}>
      <FieldError id={ids.errorId} message={error} />
      <div className="form-field__checkbox-row">
        <input
          {...input}
          type="checkbox"
          id={ids.controlId}
          className="form-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={joinIds(error && ids.errorId, hint ? ids.hintId : null)}
          {...register(name, rules)}
        />
        <label htmlFor={ids.controlId} className="form-field__checkbox-label">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
    </div>
  );
}

type ChoiceOption = { value: string; label: ReactNode; hint?: ReactNode };

export type ChoiceGroupProps = Omit<FieldProps, 'label'> &
  Rules & {
    /** The question: the group's <legend>. */
    legend: ReactNode;
    options: readonly ChoiceOption[];
    disabled?: boolean;
  };

/**
 * A <fieldset> of radios or checkboxes registered under one name: radios give one value,
 * checkboxes an array of the ticked values. The first control carries the field's id, so the
 * error summary's link lands on it.
 */
function ChoiceGroup({
  type,
  name,
  legend,
  hint,
  required,
  id,
  className,
  rules,
  options,
  disabled,
}: ChoiceGroupProps & { type: 'radio' | 'checkbox' }) {
  const { register } = useFormContext();
  const ids = useFieldIds(name, id);
  const error = useFieldError(name);
  const note = useFieldNote(name);
  const legendId = `${ids.controlId}-legend`;
  return (
    <fieldset
      className={classes('form-field form-field--group', error && 'form-field--error', className)}
      aria-describedby={joinIds(hint ? ids.hintId : null, note ? ids.noteId : null, error ? ids.errorId : null)}
      // The group states validity and requirement: radios and checkboxes carry no aria-invalid of their own here.
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={legendId}
      aria-invalid={type === 'radio' && error ? true : undefined}
      aria-required={type === 'radio' && required ? true : undefined}
      disabled={disabled}
    >
      <legend id={legendId} className="form-field__legend">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldNote id={ids.noteId} note={note} />
      <FieldError id={ids.errorId} message={error} />
      <div className="form-field__choices">
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.controlId : `${ids.controlId}-${kebabName(option.value) || index}`;
          const hintId = `${optionId}-hint`;
          return (
            <div key={option.value}>
              <div className="form-field__checkbox-row">
                <input
                  type={type}
                  id={optionId}
                  value={option.value}
                  className="form-field__checkbox"
                  aria-invalid={type === 'checkbox' && error ? true : undefined}
                  aria-describedby={option.hint ? hintId : undefined}
                  {...register(name, rules)}
                />
                <label htmlFor={optionId} className="form-field__checkbox-label">
                  {option.label}
                </label>
              </div>
              {option.hint ? (
                <p id={hintId} className="form-field__choice-hint">
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}

/** Ticked values as an array; default the field to `[]` in `defaultValues`. */
export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
