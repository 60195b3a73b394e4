import type { Media } from '@portal/shared';
import type { CSSProperties } from 'react';

import { env } from '@/config/env';

export type MediaImageProps = {
  media: Media | null | undefined;
  /** Above the fold (hero): load eagerly with high priority. Otherwise lazy. */
  priority?: boolean;
  /** The `sizes` attribute for the srcset, e.g. '(max-width: 768px) 100vw, 33vw'. */
  sizes?: string;
  /** Replaces the media's alternativeText; pass '' for a decorative image. */
  alt?: string;
  className?: string;
  style?: CSSProperties;
};

/** Media URLs are relative (`/uploads/...`); resolve them against the API origin. */
export const mediaUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.apiUrl}${url}`);

/** `url 320w, url 640w, …` from the CMS formats plus the original, or undefined without widths. */
export function mediaSrcSet(media: Media): string | undefined {
  const candidates = Object.values(media.formats ?? {})
    .filter((format) => typeof format.width === 'number' && format.width > 0)
    .map((format) => ({ url: format.url, width: format.width as number }));
  if (candidates.length === 0) return undefined;
  if (media.width) candidates.push({ url: media.url, width: media.width });
  const byWidth = new Map(candidates.map((candidate) => [candidate.width, candidate.url]));
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${mediaUrl(url)} ${width}w`)
    .join(', ');
}

/**
 * An image from the CMS: intrinsic width/height from the media so the page never shifts while
 * it loads, `alt` from alternativeText, lazy unless `priority`, responsive sources from formats.
 */
export function MediaImage({ media, priority = false, sizes, alt, className, style }: MediaImageProps) {
  if (!media) return null;
  const srcSet = mediaSrcSet(media);
  return (
    <img
      src={mediaUrl(media.url)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alternativeText ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
}
