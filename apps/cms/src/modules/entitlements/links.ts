import { DEFAULT_LOCALE } from '@portal/shared';
import { portalEnv } from '../../platform/env/env';

/**
 * The stable URL of a dataset: its page in the SPA (apps/web/src/config/paths.ts, `dataset`), in
 * the default locale, by documentId. The page answers to the documentId as to the slug, and only
 * the documentId never changes (editors may rename a slug), so entitlements and visas name a
 * dataset by a URL that keeps meaning the same dataset.
 */
export function datasetUrl(documentId: string): string {
  return `${portalEnv().webUrl}/${DEFAULT_LOCALE}/dataset/${encodeURIComponent(documentId)}`;
}

/** The portal itself, as a visa's `source`: the SPA's public origin. */
export function portalUrl(): string {
  return portalEnv().webUrl;
}
