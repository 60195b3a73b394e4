import type { FieldComment } from '@portal/shared';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

import { FieldCommentList } from '@/components/request/field-comment-list';
import { fieldLabelKey } from '@/components/request/field-labels';
import { useT } from '@/lib/i18n';

/**
 * Returns for changes (docs/workflow.md): the committee's comments on particular answers, shown
 * beside those answers on the amend and v1 edit forms and listed first, so the applicant starts
 * with what was asked.
 */

/** An answer's label; the name as sent for one no form has. */
function useFieldLabel(): (field: string) => string {
  const t = useT();
  return (field) => {
    const key = fieldLabelKey(field);
    return key ? t(key) : field;
  };
}

/** The note beside a commented answer: marked as the committee's words, not a hint of the form. */
export function FieldCommentNote({ comment }: { comment: string }) {
  const t = useT();
  return (
    <>
      <p className="field-comment__label">{t('requests.comments.label')}</p>
      <p className="field-comment__text">{comment}</p>
    </>
  );
}

/** The notes of the answers that are fields of their own, by field name (for <FieldNotes>). */
export function commentNotes(comments: readonly FieldComment[], fields: readonly string[]): Map<string, ReactNode> {
  return new Map(
    comments
      .filter((item) => fields.includes(item.field))
      .map((item) => [item.field, <FieldCommentNote key={item.field} comment={item.comment} />]),
  );
}

/** Moves focus to the answer: the control itself, or the first control of a group of questions. */
function focusAnswer(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? target).focus();
  // The label and the comment come into view with the control.
  (target.closest('.form-field') ?? target).scrollIntoView?.({ block: 'start' });
}

export type CommentSummaryItem = FieldComment & {
  /** The id of the answer's control or group on the form; null when the form does not ask it. */
  targetId: string | null;
};

/**
 * The commented answers at the top of the form, each a link that moves focus to the answer. It
 * takes focus when the form opens, so keyboard and screen-reader users start there. An answer the
 * form does not ask (a v1 request's datasets) is listed with its comment, without a link.
 */
export function CommentsSummary({
  items,
  headingLevel = 4,
}: {
  items: readonly CommentSummaryItem[];
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const label = useFieldLabel();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className="field-comments-summary" aria-labelledby={titleId} tabIndex={-1}>
      <Heading id={titleId} className="field-comments-summary__title">
        {t('requests.comments.summaryTitle', { count: items.length })}
      </Heading>
      <p className="field-comments-summary__intro">{t('requests.comments.summaryIntro')}</p>
      <ul className="field-comments-summary__list">
        {items.map((item) => (
          <li key={item.field}>
            {item.targetId ? (
              <a href={`#${item.targetId}`} onClick={(event) => focusAnswer(event, item.targetId ?? '')}>
                {label(item.field)}
              </a>
            ) : (
              <>
                <span className="field-comments-summary__name">{label(item.field)}</span>
                <span className="field-comments-summary__comment">
                  {t('requests.comments.label')}: {item.comment}
                </span>
                <span className="field-comments-summary__hint">{t('requests.comments.notOnForm')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The comments in the request view's information block: each answer's label and its comment. */
export function CommentsList({ comments }: { comments: readonly FieldComment[] }) {
  const t = useT();
  if (comments.length === 0) return null;
  return (
    <div className="field-comments-list">
      <h4 className="field-comments-list__title">{t('requests.comments.listTitle')}</h4>
      <FieldCommentList comments={comments} />
    </div>
  );
}
