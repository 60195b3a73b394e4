import { PlaceholderPage } from '@/components/placeholder-page';

export function GovernanceProcessPage() {
  return <PlaceholderPage title="Data access process" />;
}
