import { paths } from '@/config/paths';

/** `/{locale}/dataset-request-form?dataset={slug}`: the request form with this dataset preselected. */
export function requestAccessHref(locale: string, slug: string): string {
  return paths.datasetRequestForm(locale, { dataset: slug });
}
