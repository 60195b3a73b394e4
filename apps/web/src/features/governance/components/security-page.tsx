import { PlaceholderPage } from '@/components/placeholder-page';

export function SecurityPage() {
  return <PlaceholderPage title="Security" />;
}
