import { lazy, Suspense } from 'react';

import './rich-text.css';

// The Markdown renderer is fetched the first time a page has rich text to show, never with the
// entry bundle or with pages that have none.
const MarkdownContent = lazy(() => import('@/components/markdown'));

export type RichTextProps = {
  /** Markdown from a CMS `richtext` field; nothing is rendered when empty. */
  markdown: string | null | undefined;
  className?: string;
};

/** Inline Markdown marks and link targets, dropped from the text shown while the renderer loads. */
const INLINE_MARKS = /(\*\*|__|[*_`]|^#{1,6}\s+|^\s*(?:[-*+]|\d+\.)\s+|^>\s?|\]\([^)]*\)|\[)/gm;

/**
 * The text as paragraphs while the renderer loads: the same words in about the same space, so
 * the page does not jump when the Markdown replaces it.
 */
function PlainParagraphs({ markdown }: { markdown: string }) {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(INLINE_MARKS, '').trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** A CMS `richtext` field (see components/markdown.tsx for what is rendered and how links work). */
export function RichText({ markdown, className }: RichTextProps) {
  if (!markdown?.trim()) return null;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')}>
      <Suspense fallback={<PlainParagraphs markdown={markdown} />}>
        <MarkdownContent markdown={markdown} />
      </Suspense>
    </div>
  );
}
