import { PlaceholderPage } from '@/components/placeholder-page';

export function HomePage() {
  return <PlaceholderPage title="Home" />;
}
