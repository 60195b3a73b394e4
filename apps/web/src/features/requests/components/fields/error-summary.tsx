import { useEffect, useId, useRef, type MouseEvent } from 'react';

import { useT } from '@/lib/i18n';

import '@/components/form/form.css';

export type ErrorSummaryItem = {
  /** id of the control the error belongs to. */
  fieldId: string;
  message: string;
};

export type ErrorSummaryProps = {
  errors: readonly ErrorSummaryItem[];
  /** Heading (default: translated "There is a problem"). */
  title?: string;
  /** Changes on each failed submit (e.g. react-hook-form's submitCount): the summary takes focus. */
  focusKey?: unknown;
};

/**
 * The GOV.UK error summary: all errors at once at the top of the form, each a link that moves
 * focus to its field. It takes focus after a failed submit so screen readers announce it.
 */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  // Focus once per failed attempt (not while the user fixes fields one by one). The errors may
  // arrive a render after the new key, so wait for both.
  const focusedKey = useRef<unknown>(undefined);
  useEffect(() => {
    if (!hasErrors || focusedKey.current === focusKey) return;
    focusedKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    // Bring the label into view too, not only the control.
    field.closest('.form-field')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title ?? t('form.errorSummary')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
