import { PlaceholderPage } from '@/components/placeholder-page';

export function DatasetLibraryPage() {
  return <PlaceholderPage title="Dataset library" />;
}
