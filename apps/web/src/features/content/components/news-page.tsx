import { PlaceholderPage } from '@/components/placeholder-page';

export function NewsPage() {
  return <PlaceholderPage title="News" />;
}
