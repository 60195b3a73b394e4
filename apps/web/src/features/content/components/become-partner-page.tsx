import { PlaceholderPage } from '@/components/placeholder-page';

export function BecomePartnerPage() {
  return <PlaceholderPage title="Become a partner" />;
}
