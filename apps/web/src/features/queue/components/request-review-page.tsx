import { useParams } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { requireParam } from '@/lib/require-param';

export function RequestReviewPage() {
  const id = requireParam(useParams(), 'id');
  return <PlaceholderPage title={`Request ${id}`} />;
}
