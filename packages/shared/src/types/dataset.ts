import type { ContentPage, Hero, TextColumns } from './content';
import type { Media } from './media';

export type DatasetOverviewItem = {
  item: string;
  description: string;
};

export type DatasetOverviewTable = {
  firstColumnHeader: string;
  secondColumnHeader: string;
  items: DatasetOverviewItem[];
};

export type DatasetOverview = {
  title: string;
  tables: DatasetOverviewTable[];
  referencesTitle: string | null;
  /** Rich text (Markdown). */
  references: string | null;
};

export type DatasetStatistics = {
  title: string;
  statistics: Media | null;
  mobileStatistics: Media | null;
};

/** Header labels of a dictionary table, one per item field. */
export type DatasetDictionaryColumns = {
  item: string;
  description: string;
  units: string;
};

export type DatasetDictionaryItem = {
  item: string;
  description: string;
  units: string | null;
};

export type DatasetDictionaryTable = {
  title: string;
  subtitle: string | null;
  columns: DatasetDictionaryColumns;
  items: DatasetDictionaryItem[];
};

export type DatasetDictionary = {
  title: string;
  tables: DatasetDictionaryTable[];
};

export type DatasetMetric = {
  label: string;
  value: string;
};

export type DatasetTagColors = {
  background: string;
  text: string;
};

/**
 * GET /api/datasets?locale=… (list, paginated, filterable by `filters[slug][$eq]`) and
 * GET /api/datasets/{documentId or slug}?locale=…: every component and image is populated.
 * `slug`, `contentImg` and `mainTagColors` are shared by all locales; the rest is translated.
 */
export type Dataset = {
  id: number;
  documentId: string;
  locale: string;
  /** Stable, URL-safe key; the detail route is /{locale}/dataset/{slug}. */
  slug: string;
  title: string;
  description: string | null;
  contentImg: Media | null;
  metrics: DatasetMetric[];
  infoTag: string | null;
  mainTagColors: DatasetTagColors | null;
  overview: DatasetOverview | null;
  dataStatistics: DatasetStatistics | null;
  dataDictionary: DatasetDictionary | null;
  /** Access levels offered: `key` is the same in every locale, `value` the label (translated). */
  availableDataLevels: { key: string; value: string }[];
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
};

export type DatasetPreviewNavItem = {
  title: string;
  icon: Media | null;
  mobileIcon: Media | null;
};

/** GET /api/dataset-preview: tab navigation of the dataset detail page. */
export type DatasetPreview = ContentPage & {
  overviewNav: DatasetPreviewNavItem;
  dataStatisticsNav: DatasetPreviewNavItem;
  dataDictionaryNav: DatasetPreviewNavItem;
};

/** `dataset.access-tier`: one row of the library describing an access level. */
export type DatasetAccessTier = {
  id?: number;
  /** The level's name, e.g. 'Level 1 – Aggregated'. */
  tierLabel: string;
  title: string;
  description: string | null;
  features: { value: string }[];
  image: Media | null;
};

/**
 * GET /api/dataset-library: hero, introduction and access tiers; the sample-download
 * block is plain text (`sample*`), so a call without populate is enough for it.
 */
export type DatasetLibraryPage = ContentPage & {
  hero: Hero | null;
  textColumns: TextColumns | null;
  tierRowBlocks: DatasetAccessTier[];
  sampleTitle: string | null;
  sampleDescription: string | null;
  sampleButtonLabel: string | null;
};
