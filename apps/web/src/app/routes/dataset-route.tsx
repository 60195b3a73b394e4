import { BookmarkToggle } from '@/features/account/components/bookmark-toggle';
import { DatasetPage } from '@/features/datasets/components/dataset-page';

/**
 * /{locale}/dataset/{slug}: the datasets feature's page with the account feature's bookmark toggle
 * in its header. Features do not import each other, so the two meet here.
 */
export function DatasetRoute() {
  return (
    <DatasetPage
      bookmark={(dataset) => (
        <BookmarkToggle datasetId={dataset.documentId} title={dataset.title} slug={dataset.slug} />
      )}
    />
  );
}
