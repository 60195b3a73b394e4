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

export type Dataset = {
  id: number;
  documentId: string;
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
  availableDataLevels: { value: string }[];
};

export type DatasetPreviewNavItem = {
  title: string;
  icon: Media | null;
  mobileIcon: Media | null;
};

/** Tab navigation of the dataset detail page. */
export type DatasetPreview = {
  overviewNav: DatasetPreviewNavItem;
  dataStatisticsNav: DatasetPreviewNavItem;
  dataDictionaryNav: DatasetPreviewNavItem;
};
