import { useParams } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { requireParam } from '@/lib/require-param';

export function OneTimePasswordPage() {
  // The token is the second login step's key (spec §4); without it the step cannot be verified.
  requireParam(useParams(), 'token');
  return <PlaceholderPage title="Enter your one-time password" />;
}
