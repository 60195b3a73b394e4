import { useEffect, useSyncExternalStore, type ReactElement } from 'react';

import { whenIdle } from '@/lib/idle';

import './rich-text.css';

// The Markdown renderer (about 35 KB gzip) is fetched the first time a page has rich text to
// show, once that page has painted, never with the entry bundle or with pages that have none. Once loaded, every RichText
// renders it at once (no Suspense round, which would blank the text on each new page).
type MarkdownRenderer = (markdown: string) => ReactElement;
let renderMarkdown: MarkdownRenderer | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Fetches the renderer (once); resolves when RichText can render Markdown. */
export function loadMarkdown(): Promise<void> {
  loading ??= import('@/components/markdown').then((module) => {
    renderMarkdown = module.default;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useMarkdownRenderer(): MarkdownRenderer | null {
  const renderer = useSyncExternalStore(
    subscribe,
    () => renderMarkdown,
    () => renderMarkdown,
  );
  useEffect(() => {
    // After the first paint: the plain text holds the place meanwhile.
    if (!renderer) return whenIdle(() => void loadMarkdown());
  }, [renderer]);
  return renderer;
}

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
  const render = useMarkdownRenderer();
  if (!markdown?.trim()) return null;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')}>
      {render ? render(markdown) : <PlainParagraphs markdown={markdown} />}
    </div>
  );
}
