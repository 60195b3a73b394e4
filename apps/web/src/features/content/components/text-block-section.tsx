import type { TextBlock } from '@portal/shared';
import { useId } from 'react';

import { CmsLink } from '@/components/cms-link';
import { RichText } from '@/components/rich-text';

type TextBlockSectionProps = {
  block: TextBlock | null | undefined;
  className?: string;
  /** Show the link as a button (call to action) rather than a text link. */
  linkAsButton?: boolean;
};

/** `pages.text-block`: a titled Markdown text with an optional link. */
export function TextBlockSection({ block, className, linkAsButton = false }: TextBlockSectionProps) {
  const titleId = useId();
  if (!block) return null;
  return (
    <section className={['content-section text-block', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <RichText markdown={block.text} />
      {block.link ? (
        <p className="text-block__link">
          <CmsLink link={block.link} className={linkAsButton ? 'button button--primary' : undefined} />
        </p>
      ) : null}
    </section>
  );
}
