import type { FieldComment } from '@portal/shared';

import { fieldLabelKey } from '@/components/request/field-labels';
import { useT } from '@/lib/i18n';

import './request-sections.css';

/**
 * Comments on answers (docs/workflow.md, "Returns for changes"), each under its answer's label —
 * the same list for the applicant's request view and the staff review page.
 */
export function FieldCommentList({ comments }: { comments: readonly FieldComment[] }) {
  const t = useT();
  return (
    <dl className="field-comment-list">
      {comments.map(({ field, comment }) => {
        const key = fieldLabelKey(field);
        return (
          <div key={field} className="field-comment-list__item">
            <dt>{key ? t(key) : field}</dt>
            <dd>{comment}</dd>
          </div>
        );
      })}
    </dl>
  );
}
