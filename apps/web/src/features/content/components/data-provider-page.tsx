import { PlaceholderPage } from '@/components/placeholder-page';

export function DataProviderPage() {
  return <PlaceholderPage title="Data provider" />;
}
