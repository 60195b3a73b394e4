import type { TextColumns as TextColumnsData } from '@portal/shared';
import { useId } from 'react';

import { RichText } from '@/components/rich-text';

import './text-columns.css';

export type TextColumnsProps = {
  block: TextColumnsData | null | undefined;
  /** Level of the block title; column titles are one level below. */
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
};

/** `shared.text-columns`: eyebrow + title over one to four Markdown columns (stacked on mobile). */
export function TextColumns({ block, headingLevel = 2, id, className }: TextColumnsProps) {
  const titleId = useId();
  if (!block || (block.columns.length === 0 && !block.title)) return null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const ColumnTitle = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      id={id}
      className={['text-columns', className].filter(Boolean).join(' ')}
      aria-labelledby={block.title ? titleId : undefined}
    >
      {block.eyebrowText ? <p className="text-columns__eyebrow">{block.eyebrowText}</p> : null}
      {block.title ? (
        <Title id={titleId} className="text-columns__title">
          {block.title}
        </Title>
      ) : null}
      <div className="text-columns__grid" data-count={Math.min(block.columns.length, 4)}>
        {block.columns.map((column, index) => (
          <div key={column.id ?? index} className="text-columns__column">
            {column.title ? <ColumnTitle className="text-columns__column-title">{column.title}</ColumnTitle> : null}
            <RichText markdown={column.body} />
          </div>
        ))}
      </div>
    </section>
  );
}
