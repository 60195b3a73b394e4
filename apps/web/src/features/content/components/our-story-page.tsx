import { PlaceholderPage } from '@/components/placeholder-page';

export function OurStoryPage() {
  return <PlaceholderPage title="Our story" />;
}
