import { PlaceholderPage } from '@/components/placeholder-page';

export function RequestFormPage() {
  return <PlaceholderPage title="Dataset request form" />;
}
