import { PlaceholderPage } from '@/components/placeholder-page';

export function CreateAccountPage() {
  return <PlaceholderPage title="Create account" />;
}
