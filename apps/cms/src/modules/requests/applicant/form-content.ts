import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  dataLevelKeyOf,
  dataLevelsFrom,
  type DataLevelsByLocale,
  REQUEST_FORM_OPTION_LISTS,
  requestFormOptionsFrom,
  type FieldError,
  type RequestFormOptions,
  isDocumentId,
} from '@portal/shared';
import { DATASET_UID } from '../workflow/constants';
import { contentCacheOf, KeptWhileContentStands } from '../../content';

const FORM_CONTENT_UID = 'api::dataset-access-request.dataset-access-request';

type OptionRow = { value: string; label: string };
type FormContent = Partial<Record<(typeof REQUEST_FORM_OPTION_LISTS)[number], OptionRow[] | null>>;

/** The published request-form content (default locale) with its option lists. */
async function loadFormContent(strapi: Core.Strapi): Promise<FormContent> {
  const populate = Object.fromEntries(REQUEST_FORM_OPTION_LISTS.map((list) => [list, true] as const)) as Record<
    (typeof REQUEST_FORM_OPTION_LISTS)[number],
    true
  >;
  const content = await strapi.documents(FORM_CONTENT_UID).findFirst({
    locale: DEFAULT_LOCALE,
    status: 'published',
    populate,
  });
  // An option an editor left without a value offers nothing to choose.
  return Object.fromEntries(
    REQUEST_FORM_OPTION_LISTS.map((list) => [
      list,
      (content?.[list] ?? []).flatMap((option) =>
        option.value ? [{ value: option.value, label: option.label ?? option.value }] : [],
      ),
    ]),
  );
}

/**
 * The option values a submitted request may hold: the `value`s of the dataset-access-request
 * content's lists in the default locale (labels are translated, values are not). An editor who
 * removes an option makes it invalid for new submissions at once.
 */
export async function requestFormOptions(strapi: Core.Strapi): Promise<RequestFormOptions> {
  return requestFormOptionsFrom(await loadFormContent(strapi));
}

/** value → English label of the intended-use options (the public register shows labels). */
export async function intendedUseLabels(strapi: Core.Strapi): Promise<Map<string, string>> {
  const content = await loadFormContent(strapi);
  return new Map((content.intendedUseOptions ?? []).map((option) => [option.value, option.label]));
}

const PROFILE_UID = 'api::profile.profile';

/**
 * The organization types of the profile content (default locale), which the account, the
 * profile and the form's investigator take their values from: the register shows their labels.
 */
export async function organizationTypeOptions(strapi: Core.Strapi): Promise<OptionRow[]> {
  const content = await strapi.documents(PROFILE_UID).findFirst({
    locale: DEFAULT_LOCALE,
    status: 'published',
    populate: { organizationTypeOptions: true },
  });
  return (content?.organizationTypeOptions ?? []).flatMap((option) =>
    option.value ? [{ value: option.value, label: option.label ?? option.value }] : [],
  );
}

// ---------------------------------------------------------------------------------------------

export interface DatasetInfo {
  documentId: string;
  title: string;
  slug: string;
  /** The dataset's data levels (key and label) in each locale it is published in. */
  levels: DataLevelsByLocale;
}

interface DatasetRow {
  documentId: string;
  locale: string;
  title: string;
  slug: string;
  availableDataLevels?: Array<{ key?: string | null; value?: string | null }> | null;
}

/**
 * The published datasets among `documentIds` with their levels in every locale. Every v2 request
 * page and every form check reads them, and editors change datasets rarely: kept under the public
 * content cache's rule (modules/content, `KeptWhileContentStands`).
 */
export async function loadDatasets(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, DatasetInfo>> {
  const ids = [...new Set(documentIds.filter(isDocumentId))];
  if (ids.length === 0) return new Map();
  return keptDatasets.getMany(strapi, ids, (missing) => readDatasets(strapi, missing));
}

const keptDatasets = new KeptWhileContentStands<DatasetInfo>(contentCacheOf);

async function readDatasets(strapi: Core.Strapi, ids: string[]): Promise<Map<string, DatasetInfo>> {
  const found = new Map<string, DatasetInfo>();
  const rows = (await strapi.db.query(DATASET_UID).findMany({
    where: { documentId: { $in: ids }, publishedAt: { $notNull: true } },
    select: ['documentId', 'locale', 'title', 'slug'],
    populate: { availableDataLevels: true },
  })) as DatasetRow[];
  const byDocument = new Map<string, DatasetRow[]>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  for (const [documentId, localeRows] of byDocument) {
    const base = localeRows.find((row) => row.locale === DEFAULT_LOCALE) ?? localeRows[0];
    if (!base) continue;
    const levels = Object.fromEntries(localeRows.map((row) => [row.locale, dataLevelsFrom(row.availableDataLevels)]));
    // Kept and shared between calls: frozen, so that no caller changes them for the next.
    found.set(
      documentId,
      Object.freeze({ documentId, title: base.title, slug: base.slug, levels: Object.freeze(levels) }),
    );
  }
  return found;
}

const UNKNOWN_DATASET = 'This dataset does not exist or is not available.';
const UNKNOWN_DATA_LEVEL = 'This data level is not offered for this dataset.';

/**
 * Checks requested datasets against the library: each must be a published dataset; with
 * `levels`, each data level must be one the dataset offers, given as its key or (as drafts
 * saved before keys held) its label in any locale. Returns the entries with levels normalised
 * to keys (text that is no level is kept as sent, for a draft), and one field error per problem.
 */
export function checkRequestedDatasets(
  items: ReadonlyArray<{ dataset?: string | null; dataLevel?: string | null }>,
  datasets: Map<string, DatasetInfo>,
  options: { levels: boolean; path?: string },
): { items: Array<{ dataset: string; dataLevel: string | null }>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const path = options.path ?? 'requestedDatasets';
  const normalised = items.flatMap((item, index) => {
    if (!item.dataset) return [];
    const info = datasets.get(item.dataset);
    if (!info) {
      errors.push({ path: [path, String(index), 'dataset'], message: UNKNOWN_DATASET, name: 'ValidationError' });
      return [{ dataset: item.dataset, dataLevel: item.dataLevel ?? null }];
    }
    const level = dataLevelKeyOf(item.dataLevel, info.levels);
    if (options.levels && item.dataLevel?.trim() && !level) {
      errors.push({ path: [path, String(index), 'dataLevel'], message: UNKNOWN_DATA_LEVEL, name: 'ValidationError' });
    }
    return [{ dataset: item.dataset, dataLevel: level ?? item.dataLevel ?? null }];
  });
  return { items: normalised, errors };
}
