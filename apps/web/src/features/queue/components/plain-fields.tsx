import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

import { useT } from '@/lib/i18n';

/**
 * The action dialogs' two controls. They hold one or two values each and submit through a
 * mutation, so they stay plain controlled inputs rather than react-hook-form fields.
 */

type NoteFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; required?: boolean };

export function NoteField({ label, required, ...textarea }: NoteFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="action-dialog__field">
      <label htmlFor={id}>
        {label}
        {required ? <span> {t('queue.action.requiredMark')}</span> : null}
      </label>
      <textarea id={id} className="action-dialog__textarea" {...textarea} />
    </div>
  );
}

type ChoiceFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function ChoiceField({ label, options, ...select }: ChoiceFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="action-dialog__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="action-dialog__select" {...select}>
        <option value="">{t('queue.action.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
