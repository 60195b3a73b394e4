import type { AnchorHTMLAttributes, ReactElement } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';

import { localizedHref } from '@/components/cms-link';
import { useLocale } from '@/lib/locale';

function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  const locale = useLocale();
  const target = localizedHref(href, locale);
  if (target.routed) return <Link to={target.href}>{children}</Link>;
  return (
    <a href={target.href} {...rest}>
      {children}
    </a>
  );
}

const components: Components = { a: MarkdownLink };

/**
 * CMS Markdown rendered as HTML elements (react-markdown: no raw HTML is passed through, so
 * editor content cannot inject scripts). Internal links become router links in the current locale.
 * Loaded by components/rich-text.tsx on demand: the renderer is about 35 KB gzip.
 */
export default function renderMarkdown(markdown: string): ReactElement {
  return <Markdown components={components}>{markdown}</Markdown>;
}
