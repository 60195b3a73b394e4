import type { Option } from '@portal/shared';
import { useId } from 'react';

import { useT } from '@/lib/i18n';

export type ChoiceGroupProps = {
  /** id of the first control (error summaries link to it). */
  id: string;
  legend: string;
  hint?: string | null;
  error?: string;
  required?: boolean;
  options: readonly Option[];
} & (
  | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
  | { multiple?: false; value: string; onChange: (value: string) => void }
) & { name: string; onBlur?: () => void };

/** A fieldset of radios (one answer) or checkboxes (several), with legend, hint and error tied to it. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, legend, hint, error, required, options, name, onBlur } = props;
  const t = useT();
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const checked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string, on: boolean) => {
    if (props.multiple) {
      props.onChange(on ? [...props.value.filter((v) => v !== value), value] : props.value.filter((v) => v !== value));
    } else if (on) {
      props.onChange(value);
    }
  };
  return (
    <fieldset
      className={['form-field', 'choice-group', error ? 'form-field--error' : ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-field__label">
        {legend}
        {required ? <span className="form-field__required"> {t('common.required')}</span> : null}
      </legend>
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
      <div className="choice-group__options">
        {options.map((option, index) => {
          const controlId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="form-field__checkbox-row">
              <input
                id={controlId}
                className="form-field__checkbox"
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={controlId} className="form-field__checkbox-label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
