import { paths } from '@/config/paths';

/** Query parameter the request form reads to preselect a dataset. */
export const REQUEST_FORM_DATASET_PARAM = 'dataset';

/**
 * `/{locale}/dataset-request-form?dataset={slug}`. `paths.datasetRequestForm` takes no query
 * yet; this wraps it until it does (the request form reads the same parameter).
 */
export function requestAccessHref(locale: string, slug: string): string {
  const query = new URLSearchParams({ [REQUEST_FORM_DATASET_PARAM]: slug });
  return `${paths.datasetRequestForm(locale)}?${query.toString()}`;
}
