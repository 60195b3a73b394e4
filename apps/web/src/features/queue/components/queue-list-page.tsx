import { PlaceholderPage } from '@/components/placeholder-page';

export function QueueListPage() {
  return <PlaceholderPage title="Queue list" />;
}
