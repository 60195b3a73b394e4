import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';

import { isRecord } from '@portal/shared/is-record';
import { fieldId, useFormLayer } from '@/components/form/form-context';
import { useT } from '@/lib/i18n';

export type FieldErrorEntry = { name: string; message: string };

/** A node of the errors tree: a group of fields, a leaf, or a field array's list of entries. */
const isErrorNode = (value: unknown): value is Record<string, unknown> => isRecord(value) || Array.isArray(value);

/** A react-hook-form error leaf: `{ type, message, ref? }`; anything else is a group of fields. */
const isLeaf = (value: Record<string, unknown>) => typeof value.type === 'string';

/**
 * Every error of a react-hook-form `errors` tree as `{ name, message }`, nested objects and field
 * arrays included (`datasets.0.reason`; an array's own error, `datasets.root`, is named `datasets`).
 * The form-level `root` errors are not a field's: they are left out.
 */
export function flattenErrors(errors: FieldErrors | Record<string, unknown>, prefix = ''): FieldErrorEntry[] {
  return Object.entries(errors).flatMap(([key, value]): FieldErrorEntry[] => {
    if (!isErrorNode(value)) return [];
    if (prefix === '' && key === 'root') return [];
    const name = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (isLeaf(value))
      return typeof value.message === 'string' && value.message ? [{ name, message: value.message }] : [];
    return flattenErrors(value, name);
  });
}

/** Entries in the order their controls appear on the page (the order the user meets them). */
function inPageOrder<T extends { id: string }>(entries: T[]): T[] {
  const position = (entry: T) => document.getElementById(entry.id);
  return [...entries].sort((a, b) => {
    const first = position(a);
    const second = position(b);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

const within = (names: readonly string[]) => (name: string) =>
  names.some((field) => name === field || name.startsWith(`${field}.`));

export type FormErrorSummaryProps = {
  /** Only these fields (and the paths under them), e.g. one step's; default every field. */
  names?: readonly string[];
  /** Heading (default: translated "There is a problem"). */
  title?: string;
  /**
   * When the summary shows and takes focus: from the first attempt on, again at each new one.
   * Default: the form's submit count. A step validated with `trigger` passes its own counter.
   */
  attempt?: number;
};

/**
 * The GOV.UK error summary for the enclosing <Form>: every current error, in page order, each a
 * link that moves focus to its field. It appears with the first submit (not while the user is
 * still filling in) and takes focus after each failed attempt, once its errors are in — a
 * server's arrive a moment after the submit — so screen readers announce it.
 */
export function FormErrorSummary({ names, title, attempt }: FormErrorSummaryProps) {
  const t = useT();
  const { idPrefix } = useFormLayer();
  const { errors, submitCount } = useFormState();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const key = attempt ?? submitCount;

  const entries = flattenErrors(errors)
    .filter((entry) => !names || within(names)(entry.name))
    .map((entry) => ({ ...entry, id: fieldId(idPrefix, entry.name) }));
  const shown = key > 0 && entries.length > 0;

  // Focus once per attempt, not while the user fixes the fields one by one.
  const focusedKey = useRef(0);
  useEffect(() => {
    if (!shown || focusedKey.current === key) return;
    focusedKey.current = key;
    ref.current?.focus();
  }, [key, shown]);

  if (!shown) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
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
        {inPageOrder(entries).map((entry) => (
          <li key={entry.name}>
            <a href={`#${entry.id}`} onClick={(event) => focusField(event, entry.id)}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
