import { PlaceholderPage } from '@/components/placeholder-page';

export function GovernancePage() {
  return <PlaceholderPage title="Data governance" />;
}
