import type { Link as CmsLinkData } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/** Paths the SPA does not route (files, API): plain links, not router links. */
const NOT_ROUTED = /^\/(uploads|api)\//;

/**
 * Where a CMS URL points: internal URLs are paths relative to the current locale
 * (`/about/contact-us` -> `/fr/about/contact-us`); absolute URLs, mailto: and tel: stay as they are.
 */
export function localizedHref(url: string, locale: string): { href: string; routed: boolean } {
  if (url.startsWith('/') && !url.startsWith('//') && !NOT_ROUTED.test(url)) {
    return { href: `/${encodeURIComponent(locale)}${url === '/' ? '' : url}`, routed: true };
  }
  return { href: url, routed: false };
}

export type CmsLinkProps = {
  link: CmsLinkData;
  className?: string;
  /** Replaces the link's label (e.g. a card title made into a link). */
  children?: ReactNode;
};

/** A `shared.link`: router link inside the SPA, or an external link opened in a new tab when `isExternal`. */
export function CmsLink({ link, className, children }: CmsLinkProps) {
  const locale = useLocale();
  const t = useT();
  const label = children ?? link.label;
  const { href, routed } = localizedHref(link.url, locale);
  if (link.isExternal) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  if (routed) {
    return (
      <Link to={href} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {label}
    </a>
  );
}
