import type { Dataset } from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';

export const isDataset = (value: unknown): value is Dataset =>
  isRecord(value) && typeof value.slug === 'string' && typeof value.title === 'string';

/** Repeatable components may be absent on entries an editor left incomplete; screens rely on arrays. */
export function normalizeDataset(dataset: Dataset): Dataset {
  return {
    ...dataset,
    metrics: dataset.metrics ?? [],
    availableDataLevels: dataset.availableDataLevels ?? [],
    overview: dataset.overview ? { ...dataset.overview, tables: dataset.overview.tables ?? [] } : null,
    dataDictionary: dataset.dataDictionary
      ? { ...dataset.dataDictionary, tables: dataset.dataDictionary.tables ?? [] }
      : null,
  };
}
