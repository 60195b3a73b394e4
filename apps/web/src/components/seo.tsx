import type { Media, Seo as SeoData } from '@portal/shared';

import { mediaUrl } from '@/components/media-image';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

export type SeoProps = {
  /** The page's `seo` component from the CMS. */
  seo: SeoData | null | undefined;
  /** Title used when the CMS gives none (e.g. the hero title); the site name is appended. */
  fallbackTitle?: string;
  /** Description used when the CMS gives none. */
  fallbackDescription?: string | null;
};

const absolute = (url: string) => {
  const resolved = mediaUrl(url);
  try {
    return new URL(resolved, globalThis.location?.origin).toString();
  } catch {
    return resolved;
  }
};

/** A page address (not a media URL) made absolute against this site's origin. */
const pageAddress = (url: string) => {
  try {
    return new URL(url, globalThis.location?.origin).toString();
  } catch {
    return url;
  }
};

const imageUrl = (media: Media | null | undefined) => (media?.url ? absolute(media.url) : undefined);

/**
 * Document title and meta tags from a page's `seo` component, including Open Graph. React 19
 * hoists <title>, <meta> and <link> rendered anywhere into <head> and removes them on unmount.
 */
export function Seo({ seo, fallbackTitle, fallbackDescription }: SeoProps) {
  const t = useT();
  const locale = useLocale();
  const siteName = t('shell.siteName');
  const title = seo?.metaTitle?.trim() || (fallbackTitle ? `${fallbackTitle} | ${siteName}` : siteName);
  const description = seo?.metaDescription?.trim() || fallbackDescription?.trim() || undefined;
  const og = seo?.openGraph ?? null;
  const ogImage = imageUrl(og?.ogImage) ?? imageUrl(seo?.metaImage);
  const pageUrl = typeof window === 'undefined' ? undefined : window.location.href.split('#')[0];
  // Editors may write a path ("/en"); a canonical link must be an absolute URL.
  const canonical = seo?.canonicalURL ? pageAddress(seo.canonicalURL) : undefined;

  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
      {seo?.metaRobots ? <meta name="robots" content={seo.metaRobots} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={locale} />
      <meta property="og:title" content={og?.ogTitle?.trim() || title} />
      {(og?.ogDescription ?? description) ? (
        <meta property="og:description" content={og?.ogDescription ?? description} />
      ) : null}
      <meta property="og:type" content={og?.ogType || 'website'} />
      {(og?.ogUrl ?? canonical ?? pageUrl) ? (
        <meta property="og:url" content={og?.ogUrl ?? canonical ?? pageUrl} />
      ) : null}
      {ogImage ? <meta property="og:image" content={ogImage} /> : null}
      <meta name="twitter:card" content={ogImage ? 'summary_large_image' : 'summary'} />
    </>
  );
}
